CREATE TABLE "reserva_historial" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"encabezado_id" integer NOT NULL,
	"reserva_id" integer,
	"accion" varchar(30) NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estancia_registros" (
	"estancia_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"residencia" varchar(120) NOT NULL,
	"procedencia" varchar(120) NOT NULL,
	"destino" varchar(120) NOT NULL,
	"motivo_viaje" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estancia_registros_estancia_id_cliente_id_pk" PRIMARY KEY("estancia_id","cliente_id"),
	CONSTRAINT "estancia_registros_motivo_check" CHECK (motivo_viaje in ('negocios', 'vacaciones', 'familia', 'educacion', 'salud', 'religion', 'compras', 'transito', 'otro'))
);
--> statement-breakpoint
ALTER TABLE "configuraciones" ADD COLUMN "politica_cancelacion" text;--> statement-breakpoint
ALTER TABLE "reserva_historial" ADD CONSTRAINT "reserva_historial_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_historial" ADD CONSTRAINT "reserva_historial_encabezado_id_reserva_encabezados_id_fk" FOREIGN KEY ("encabezado_id") REFERENCES "public"."reserva_encabezados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_historial" ADD CONSTRAINT "reserva_historial_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_historial" ADD CONSTRAINT "reserva_historial_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserva_historial_encabezado_idx" ON "reserva_historial" USING btree ("encabezado_id","id");--> statement-breakpoint
CREATE INDEX "reserva_historial_hotel_idx" ON "reserva_historial" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reserva_historial_reserva_idx" ON "reserva_historial" USING btree ("reserva_id");--> statement-breakpoint
CREATE INDEX "reserva_historial_usuario_idx" ON "reserva_historial" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "estancia_registros_cliente_idx" ON "estancia_registros" USING btree ("cliente_id");--> statement-breakpoint
-- hand-written
-- The bookings made before the history existed start it with their creation (who and when).
INSERT INTO "reserva_historial" ("hotel_id", "encabezado_id", "accion", "usuario_id", "created_at")
  SELECT "hotel_id", "id", 'crear', "created_by", "created_at" FROM "reserva_encabezados" ORDER BY "id";
