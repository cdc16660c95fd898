CREATE TABLE "rack_versiones" (
	"hotel_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rack_versiones" ADD CONSTRAINT "rack_versiones_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Raises the hotel's rack version once per transaction, at commit (deferred constraint triggers
-- run last, so the counter row is locked only for the commit itself and never before other locks).
CREATE FUNCTION rack_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hotel integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
  flag text := 'posada.rack_version_' || hotel;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    INSERT INTO rack_versiones (hotel_id, version) VALUES (hotel, 1)
      ON CONFLICT (hotel_id) DO UPDATE SET version = rack_versiones.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['habitaciones', 'tipos_habitacion', 'estancias', 'reservas', 'mantenimientos', 'clientes', 'empleados'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rack_version_bump()',
      t || '_rack_version', t);
  END LOOP;
END $$;
