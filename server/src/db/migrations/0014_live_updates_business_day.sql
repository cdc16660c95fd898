CREATE TABLE "cierres_dia" (
	"hotel_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"ejecutado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cierres_dia_hotel_id_fecha_pk" PRIMARY KEY("hotel_id","fecha")
);
--> statement-breakpoint
ALTER TABLE "hoteles" ADD COLUMN "hora_cierre_dia" time DEFAULT '03:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "cierres_dia" ADD CONSTRAINT "cierres_dia_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservas_pendiente_vence_idx" ON "reservas" USING btree ("vence_at") WHERE "reservas"."estado" = 'Pendiente';--> statement-breakpoint
-- hand-written
-- The rack version, raised once per transaction at commit, also tells every listening server
-- process (NOTIFY is delivered on commit only, never on rollback): one event per committed change
-- per hotel, whoever wrote it, which the servers pass to the open browsers (GET /api/eventos).
CREATE OR REPLACE FUNCTION rack_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hotel integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.hotel_id ELSE NEW.hotel_id END;
  flag text := 'posada.rack_version_' || hotel;
  v_version bigint;
BEGIN
  IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
    PERFORM set_config(flag, '1', true);
    INSERT INTO rack_versiones (hotel_id, version) VALUES (hotel, 1)
      ON CONFLICT (hotel_id) DO UPDATE SET version = rack_versiones.version + 1
      RETURNING version INTO v_version;
    PERFORM pg_notify('posada_cambios', json_build_object('hotel', hotel, 'version', v_version::text)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Bookings (their holder, channel, agency) and claimed room nights move the version too, so the
-- calendar and the booking screens hear of every change, not only the rack's tables.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reserva_encabezados', 'noches_habitacion'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION rack_version_bump()',
      t || '_rack_version', t);
  END LOOP;
END $$;
