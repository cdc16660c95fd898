CREATE TABLE "reporte_huespedes_config" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"tra_activo" boolean DEFAULT false NOT NULL,
	"tra_token_sellado" text,
	"tipo_acomodacion" varchar(60),
	"sire_codigo" varchar(20),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sire_reportes" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"filas" integer NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sire_reportes_fechas" CHECK ("sire_reportes"."hasta" >= "sire_reportes"."desde")
);
--> statement-breakpoint
CREATE TABLE "tra_envios" (
	"estancia_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"estado" varchar(12) DEFAULT 'pendiente' NOT NULL,
	"codigo_principal" varchar(40),
	"acompanantes_enviados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento" timestamp with time zone DEFAULT now() NOT NULL,
	"mensaje" text,
	"faltantes" jsonb,
	"enviado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tra_envios_estado" CHECK (estado in ('pendiente', 'enviado', 'error', 'sin_datos'))
);
--> statement-breakpoint
CREATE TABLE "tra_envios_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"estancia_id" integer NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"ruta" varchar(8) NOT NULL,
	"resumen" jsonb NOT NULL,
	"estado_http" integer,
	"respuesta" text,
	"duracion_ms" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paises" ADD COLUMN "codigo_sire" varchar(4);--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD COLUMN "procedencia_pais_id" integer;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD COLUMN "procedencia_ciudad_id" integer;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD COLUMN "destino_pais_id" integer;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD COLUMN "destino_ciudad_id" integer;--> statement-breakpoint
ALTER TABLE "reporte_huespedes_config" ADD CONSTRAINT "reporte_huespedes_config_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sire_reportes" ADD CONSTRAINT "sire_reportes_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sire_reportes" ADD CONSTRAINT "sire_reportes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tra_envios" ADD CONSTRAINT "tra_envios_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tra_envios" ADD CONSTRAINT "tra_envios_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tra_envios_log" ADD CONSTRAINT "tra_envios_log_estancia_id_estancias_id_fk" FOREIGN KEY ("estancia_id") REFERENCES "public"."estancias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sire_reportes_hotel_idx" ON "sire_reportes" USING btree ("hotel_id","desde");--> statement-breakpoint
CREATE INDEX "sire_reportes_usuario_idx" ON "sire_reportes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "tra_envios_cola_idx" ON "tra_envios" USING btree ("proximo_intento") WHERE "tra_envios"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "tra_envios_hotel_estado_idx" ON "tra_envios" USING btree ("hotel_id","estado","estancia_id");--> statement-breakpoint
CREATE INDEX "tra_envios_log_estancia_idx" ON "tra_envios_log" USING btree ("estancia_id","id");--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_procedencia_pais_id_paises_id_fk" FOREIGN KEY ("procedencia_pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_procedencia_ciudad_id_ciudades_id_fk" FOREIGN KEY ("procedencia_ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_destino_pais_id_paises_id_fk" FOREIGN KEY ("destino_pais_id") REFERENCES "public"."paises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estancia_registros" ADD CONSTRAINT "estancia_registros_destino_ciudad_id_ciudades_id_fk" FOREIGN KEY ("destino_ciudad_id") REFERENCES "public"."ciudades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estancia_registros_procedencia_pais_idx" ON "estancia_registros" USING btree ("procedencia_pais_id");--> statement-breakpoint
CREATE INDEX "estancia_registros_procedencia_ciudad_idx" ON "estancia_registros" USING btree ("procedencia_ciudad_id");--> statement-breakpoint
CREATE INDEX "estancia_registros_destino_pais_idx" ON "estancia_registros" USING btree ("destino_pais_id");--> statement-breakpoint
CREATE INDEX "estancia_registros_destino_ciudad_idx" ON "estancia_registros" USING btree ("destino_ciudad_id");--> statement-breakpoint
-- Issue 30: every stay opened while its hotel has the TRA on is queued for MinCIT in the stay's own
-- transaction (check-in and walk-in alike): never lost, whatever code opens the stay.
CREATE FUNCTION tra_encolar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tra_envios (estancia_id, hotel_id)
    SELECT NEW.id, NEW.hotel_id FROM reporte_huespedes_config c
    WHERE c.hotel_id = NEW.hotel_id AND c.tra_activo
    ON CONFLICT (estancia_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER estancias_tra_encolar AFTER INSERT ON estancias FOR EACH ROW EXECUTE FUNCTION tra_encolar();
