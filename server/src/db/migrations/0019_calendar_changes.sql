CREATE TABLE "calendario_cambios" (
	"hotel_id" integer NOT NULL,
	"clave" text NOT NULL,
	"txid" bigint NOT NULL,
	"creado_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendario_cambios" ADD CONSTRAINT "calendario_cambios_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendario_cambios_hotel_txid_idx" ON "calendario_cambios" USING btree ("hotel_id","txid");--> statement-breakpoint
CREATE INDEX "calendario_cambios_creado_idx" ON "calendario_cambios" USING btree ("creado_at");--> statement-breakpoint
-- hand-written
-- The calendar's change log: each changed row names what of the tape chart it touches, written
-- by the writing transaction itself (insert only: no row is locked, nothing waits). A room's
-- claimed nights, stays, blocks and assigned lines → `h<room>` (both rooms when a row moves);
-- unassigned lines → `t<type>`; rooms, types and clients (the bars' titles) → `*`, but only when
-- what the calendar draws of them changed (a room's cleaning state or a guest's phone is not).
CREATE FUNCTION calendario_cambio() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hotel integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
  claves text[] := '{}';
BEGIN
  IF TG_TABLE_NAME IN ('noches_habitacion', 'mantenimientos', 'estancias') THEN
    IF TG_OP <> 'INSERT' THEN claves := claves || ('h' || OLD.habitacion_id); END IF;
    IF TG_OP <> 'DELETE' THEN claves := claves || ('h' || NEW.habitacion_id); END IF;
  ELSIF TG_TABLE_NAME = 'reservas' THEN
    IF TG_OP <> 'INSERT' THEN
      claves := claves || CASE WHEN OLD.habitacion_id IS NULL THEN 't' || OLD.tipo_habitacion_id
        ELSE 'h' || OLD.habitacion_id END;
    END IF;
    IF TG_OP <> 'DELETE' THEN
      claves := claves || CASE WHEN NEW.habitacion_id IS NULL THEN 't' || NEW.tipo_habitacion_id
        ELSE 'h' || NEW.habitacion_id END;
    END IF;
  ELSE
    IF TG_OP = 'UPDATE' THEN
      IF TG_TABLE_NAME = 'habitaciones' THEN
        IF (OLD.numero, OLD.piso, OLD.tipo_habitacion_id, OLD.estado)
          IS NOT DISTINCT FROM (NEW.numero, NEW.piso, NEW.tipo_habitacion_id, NEW.estado) THEN RETURN NULL; END IF;
      ELSIF TG_TABLE_NAME = 'tipos_habitacion' THEN
        IF (OLD.nombre, OLD.estado) IS NOT DISTINCT FROM (NEW.nombre, NEW.estado) THEN RETURN NULL; END IF;
      ELSIF TG_TABLE_NAME = 'clientes' THEN
        IF (OLD.razon_social, OLD.nombres, OLD.apellidos)
          IS NOT DISTINCT FROM (NEW.razon_social, NEW.nombres, NEW.apellidos) THEN RETURN NULL; END IF;
      END IF;
    ELSIF TG_TABLE_NAME = 'clientes' AND TG_OP = 'INSERT' THEN
      RETURN NULL; -- a new client has no bar yet: its lines and stays log their rooms
    END IF;
    claves := ARRAY['*'];
  END IF;
  INSERT INTO calendario_cambios (hotel_id, clave, txid)
    SELECT DISTINCT hotel, c, txid_current() FROM unnest(claves) c;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['noches_habitacion', 'mantenimientos', 'estancias', 'reservas', 'habitaciones', 'tipos_habitacion', 'clientes'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION calendario_cambio()',
      t || '_calendario_cambio', t);
  END LOOP;
END $$;
