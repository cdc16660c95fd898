CREATE TABLE "correo_facturacion" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"puerto" integer NOT NULL,
	"seguridad" text NOT NULL,
	"usuario" text,
	"clave_sellada" text,
	"remitente" text NOT NULL,
	"responder_a" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correo_facturacion_seguridad" CHECK ("correo_facturacion"."seguridad" in ('ssl', 'starttls', 'ninguna'))
);
--> statement-breakpoint
CREATE TABLE "entregas_electronicas" (
	"documento_electronico_id" integer PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"correo" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"proximo_intento_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"enviado_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entregas_electronicas_estado" CHECK ("entregas_electronicas"."estado" in ('pendiente', 'enviado', 'error', 'sin_correo'))
);
--> statement-breakpoint
ALTER TABLE "correo_facturacion" ADD CONSTRAINT "correo_facturacion_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_electronicas" ADD CONSTRAINT "entregas_electronicas_documento_electronico_id_documentos_electronicos_id_fk" FOREIGN KEY ("documento_electronico_id") REFERENCES "public"."documentos_electronicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas_electronicas" ADD CONSTRAINT "entregas_electronicas_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entregas_electronicas_pendientes_idx" ON "entregas_electronicas" USING btree ("proximo_intento_at") WHERE "entregas_electronicas"."estado" in ('pendiente', 'error');--> statement-breakpoint
-- Hand-written: the buyer's e-mail is queued in the transaction that records DIAN's acceptance.
CREATE FUNCTION posada_entrega_electronica() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.estado = 'aceptado' AND OLD.estado IS DISTINCT FROM 'aceptado' THEN
    INSERT INTO entregas_electronicas (documento_electronico_id, hotel_id)
    VALUES (NEW.id, NEW.hotel_id)
    ON CONFLICT (documento_electronico_id) DO NOTHING;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER documentos_electronicos_entrega AFTER UPDATE OF estado ON documentos_electronicos
  FOR EACH ROW EXECUTE FUNCTION posada_entrega_electronica();
