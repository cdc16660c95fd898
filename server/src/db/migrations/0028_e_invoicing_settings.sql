CREATE TABLE "facturacion_electronica" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"ambiente" text DEFAULT 'pruebas' NOT NULL,
	"software_id" text NOT NULL,
	"pin_sellado" text,
	"test_set_id" text,
	"certificado_sellado" text,
	"cert_sujeto" text,
	"cert_emisor" text,
	"cert_serie" text,
	"cert_desde" timestamp with time zone,
	"cert_hasta" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturacion_electronica_ambiente" CHECK ("facturacion_electronica"."ambiente" in ('pruebas', 'produccion')),
	CONSTRAINT "facturacion_electronica_certificado" CHECK (("facturacion_electronica"."certificado_sellado" is null) = ("facturacion_electronica"."cert_hasta" is null))
);
--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD CONSTRAINT "facturacion_electronica_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;