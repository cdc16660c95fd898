CREATE TABLE "documentos_electronicos" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"clase" text NOT NULL,
	"documento_id" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"cufe" text,
	"xml_firmado" text,
	"archivo" text,
	"codigo_dian" text,
	"mensajes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"respuesta_xml" text,
	"ultimo_error" text,
	"enviado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_electronicos_documento_key" UNIQUE("clase","documento_id"),
	CONSTRAINT "documentos_electronicos_clase" CHECK ("documentos_electronicos"."clase" in ('factura', 'nota_credito', 'nota_debito')),
	CONSTRAINT "documentos_electronicos_estado" CHECK ("documentos_electronicos"."estado" in ('pendiente', 'aceptado', 'rechazado', 'error'))
);
--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD COLUMN "tipo_organizacion" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD COLUMN "responsabilidades" text[] DEFAULT '{R-99-PN}' NOT NULL;--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD COLUMN "tributo" text DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD COLUMN "emitir" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_electronicos_pendientes_idx" ON "documentos_electronicos" USING btree ("proximo_intento_at") WHERE "documentos_electronicos"."estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "documentos_electronicos_hotel_estado_idx" ON "documentos_electronicos" USING btree ("hotel_id","estado","created_at");--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD CONSTRAINT "facturacion_electronica_organizacion" CHECK ("facturacion_electronica"."tipo_organizacion" in ('1', '2'));--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD CONSTRAINT "facturacion_electronica_tributo" CHECK ("facturacion_electronica"."tributo" in ('01', '04', 'ZA', 'ZZ'));--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD CONSTRAINT "facturacion_electronica_emitir" CHECK (not "facturacion_electronica"."emitir" or ("facturacion_electronica"."certificado_sellado" is not null and "facturacion_electronica"."pin_sellado" is not null));--> statement-breakpoint
-- The outbox row of an electronic document, in the transaction that issues it (docs/e-invoicing.md
-- "The outbox"): while the hotel issues electronically, every invoice, credit note and debit note.
CREATE FUNCTION posada_documento_electronico() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO documentos_electronicos (hotel_id, clase, documento_id)
  SELECT NEW.hotel_id, TG_ARGV[0], NEW.id
  FROM facturacion_electronica fe
  WHERE fe.hotel_id = NEW.hotel_id AND fe.emitir;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facturas_documento_electronico AFTER INSERT ON facturas
  FOR EACH ROW EXECUTE FUNCTION posada_documento_electronico('factura');--> statement-breakpoint
CREATE TRIGGER notas_credito_documento_electronico AFTER INSERT ON notas_credito
  FOR EACH ROW EXECUTE FUNCTION posada_documento_electronico('nota_credito');--> statement-breakpoint
CREATE TRIGGER notas_debito_documento_electronico AFTER INSERT ON notas_debito
  FOR EACH ROW EXECUTE FUNCTION posada_documento_electronico('nota_debito');
