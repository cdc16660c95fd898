CREATE TABLE "ocupacion_futura_fotos" (
	"hotel_id" integer NOT NULL,
	"tomada" date NOT NULL,
	"fecha" date NOT NULL,
	"tipo_habitacion_id" integer NOT NULL,
	"noches" integer NOT NULL,
	"ingreso" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ocupacion_futura_fotos_hotel_id_tomada_fecha_tipo_habitacion_id_pk" PRIMARY KEY("hotel_id","tomada","fecha","tipo_habitacion_id")
);
--> statement-breakpoint
ALTER TABLE "cierres_dia" ADD COLUMN "foto_en_libros" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reservas_confirmadas_salida_idx" ON "reservas" USING btree ("hotel_id","salida") WHERE "reservas"."estado" = 'Confirmada';