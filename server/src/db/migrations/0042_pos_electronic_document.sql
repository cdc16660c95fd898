ALTER TABLE "documentos_electronicos" DROP CONSTRAINT "documentos_electronicos_clase";--> statement-breakpoint
ALTER TABLE "documentos_electronicos" DROP CONSTRAINT "documentos_electronicos_estado";--> statement-breakpoint
ALTER TABLE "facturacion_electronica" ADD COLUMN "contingencia" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resoluciones_facturacion" ADD COLUMN "tipo_documento" text DEFAULT 'factura' NOT NULL;--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_clase" CHECK ("documentos_electronicos"."clase" in ('factura', 'nota_credito', 'nota_debito', 'tiquete_pos', 'nota_ajuste_pos'));--> statement-breakpoint
ALTER TABLE "documentos_electronicos" ADD CONSTRAINT "documentos_electronicos_estado" CHECK ("documentos_electronicos"."estado" in ('pendiente', 'aceptado', 'rechazado', 'error', 'contingencia'));--> statement-breakpoint
ALTER TABLE "resoluciones_facturacion" ADD CONSTRAINT "resoluciones_facturacion_tipo_check" CHECK ("resoluciones_facturacion"."tipo_documento" in ('factura', 'pos', 'contingencia'));--> statement-breakpoint
-- docs/e-invoicing.md "The POS document" and "Contingency". An invoice gets its number (and
-- resolution) by an update in its own transaction: numbered from the paper contingency range, its
-- outbox row is held (`contingencia`) until the hotel's contingency ends.
CREATE FUNCTION posada_factura_contingencia() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE documentos_electronicos d SET estado = 'contingencia'
  FROM resoluciones_facturacion r
  WHERE d.clase = 'factura' AND d.documento_id = NEW.id AND d.estado = 'pendiente'
    AND r.id = NEW.resolucion_id AND r.tipo_documento = 'contingencia';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facturas_contingencia AFTER UPDATE OF resolucion_id ON facturas
  FOR EACH ROW WHEN (NEW.resolucion_id IS DISTINCT FROM OLD.resolucion_id)
  EXECUTE FUNCTION posada_factura_contingencia();--> statement-breakpoint
-- The invoices' trigger keeps its own function: the one below reads a note's invoice.
CREATE FUNCTION posada_factura_electronica() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO documentos_electronicos (hotel_id, clase, documento_id)
  SELECT NEW.hotel_id, 'factura', NEW.id
  FROM facturacion_electronica fe
  WHERE fe.hotel_id = NEW.hotel_id AND fe.emitir;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER facturas_documento_electronico ON facturas;--> statement-breakpoint
CREATE TRIGGER facturas_documento_electronico AFTER INSERT ON facturas
  FOR EACH ROW EXECUTE FUNCTION posada_factura_electronica();--> statement-breakpoint
-- A note of a held contingency invoice waits with it (DIAN must know the invoice first).
CREATE OR REPLACE FUNCTION posada_documento_electronico() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO documentos_electronicos (hotel_id, clase, documento_id, estado)
  SELECT NEW.hotel_id, TG_ARGV[0], NEW.id,
    coalesce((SELECT 'contingencia' FROM documentos_electronicos d
      WHERE d.clase = 'factura' AND d.documento_id = NEW.factura_id AND d.estado = 'contingencia'), 'pendiente')
  FROM facturacion_electronica fe
  WHERE fe.hotel_id = NEW.hotel_id AND fe.emitir;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A tiquete POS numbered from a POS resolution is the documento equivalente electrónico; its
-- annulment, the nota de ajuste (crédito, 94) of an electronic tiquete.
CREATE FUNCTION posada_tiquete_electronico() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO documentos_electronicos (hotel_id, clase, documento_id) VALUES (NEW.hotel_id, 'tiquete_pos', NEW.id);
  ELSE
    INSERT INTO documentos_electronicos (hotel_id, clase, documento_id)
    SELECT NEW.hotel_id, 'nota_ajuste_pos', NEW.id FROM documentos_electronicos d
    WHERE d.clase = 'tiquete_pos' AND d.documento_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER ventas_documento_electronico AFTER INSERT ON ventas
  FOR EACH ROW WHEN (NEW.documento = 'pos' AND NEW.resolucion_id IS NOT NULL)
  EXECUTE FUNCTION posada_tiquete_electronico();--> statement-breakpoint
CREATE TRIGGER ventas_nota_ajuste_electronica AFTER UPDATE OF estado ON ventas
  FOR EACH ROW WHEN (OLD.estado = 'emitida' AND NEW.estado = 'anulada' AND NEW.documento = 'pos' AND NEW.resolucion_id IS NOT NULL)
  EXECUTE FUNCTION posada_tiquete_electronico();
