CREATE TABLE "set_pruebas" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"clase" text NOT NULL,
	"numero" text NOT NULL,
	"cufe" text NOT NULL,
	"zip_key" text,
	"estado" text NOT NULL,
	"mensajes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "set_pruebas_numero_key" UNIQUE("hotel_id","clase","numero"),
	CONSTRAINT "set_pruebas_clase" CHECK ("set_pruebas"."clase" in ('factura', 'nota_credito', 'nota_debito')),
	CONSTRAINT "set_pruebas_estado" CHECK ("set_pruebas"."estado" in ('enviado', 'aceptado', 'rechazado', 'error'))
);
--> statement-breakpoint
ALTER TABLE "set_pruebas" ADD CONSTRAINT "set_pruebas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;