CREATE TABLE "reserva_pagos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"encabezado_id" integer NOT NULL,
	"caja_movimiento_id" bigint NOT NULL,
	"forma_pago_id" integer NOT NULL,
	"monto" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reserva_pagos_monto_check" CHECK ("reserva_pagos"."monto" > 0)
);
--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_encabezado_id_reserva_encabezados_id_fk" FOREIGN KEY ("encabezado_id") REFERENCES "public"."reserva_encabezados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_caja_movimiento_id_caja_movimientos_id_fk" FOREIGN KEY ("caja_movimiento_id") REFERENCES "public"."caja_movimientos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_forma_pago_id_formas_pago_id_fk" FOREIGN KEY ("forma_pago_id") REFERENCES "public"."formas_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_pagos" ADD CONSTRAINT "reserva_pagos_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_pagos_caja_movimiento_key" ON "reserva_pagos" USING btree ("caja_movimiento_id");--> statement-breakpoint
CREATE INDEX "reserva_pagos_encabezado_idx" ON "reserva_pagos" USING btree ("encabezado_id");--> statement-breakpoint
CREATE INDEX "reserva_pagos_hotel_idx" ON "reserva_pagos" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reserva_pagos_forma_pago_idx" ON "reserva_pagos" USING btree ("forma_pago_id");--> statement-breakpoint
CREATE INDEX "reserva_pagos_creado_por_idx" ON "reserva_pagos" USING btree ("created_by");