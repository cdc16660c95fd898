-- Sales of documento 'factura' made before this migration keep factura_id null: they are not
-- rebuilt as invoices (demo data only; the demo is regenerated on a new database). docs/pos.md.
ALTER TABLE "cuentas" DROP CONSTRAINT "cuentas_tipo_check";--> statement-breakpoint
ALTER TABLE "ventas" DROP CONSTRAINT "ventas_pagado_check";--> statement-breakpoint
ALTER TABLE "cuentas" ALTER COLUMN "cliente_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "factura_id" integer;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "credito" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "nota_credito_id" integer;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_nota_credito_id_notas_credito_id_fk" FOREIGN KEY ("nota_credito_id") REFERENCES "public"."notas_credito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_factura_key" ON "ventas" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "ventas_nota_credito_idx" ON "ventas" USING btree ("nota_credito_id");--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_cliente_check" CHECK ("cuentas"."tipo" = 'venta' or "cuentas"."cliente_id" is not null);--> statement-breakpoint
ALTER TABLE "cuentas" ADD CONSTRAINT "cuentas_tipo_check" CHECK (tipo in ('estancia', 'reserva', 'empresa', 'venta'));--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_factura_check" CHECK (("ventas"."factura_id" is null or "ventas"."documento" = 'factura') and (not "ventas"."credito" or ("ventas"."factura_id" is not null and "ventas"."pagado" = 0 and "ventas"."propina" = 0)));--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_pagado_check" CHECK ("ventas"."documento" = 'habitacion' or "ventas"."credito" or "ventas"."pagado" = "ventas"."total" + "ventas"."propina" + "ventas"."cambio");
