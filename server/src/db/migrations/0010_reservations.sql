CREATE TABLE "cupos_tipo_noche" (
	"tipo_habitacion_id" integer NOT NULL,
	"fecha" date NOT NULL,
	CONSTRAINT "cupos_tipo_noche_tipo_habitacion_id_fecha_pk" PRIMARY KEY("tipo_habitacion_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "reserva_encabezados" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"cliente_id" integer NOT NULL,
	"canal" varchar(20) DEFAULT 'directo' NOT NULL,
	"agencia" varchar(120),
	"agencia_referencia" varchar(60),
	"observaciones" text,
	"clave_idempotencia" varchar(100),
	"huella" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reserva_noches" (
	"reserva_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"tarifa_id" integer NOT NULL,
	"base" numeric(14, 2) NOT NULL,
	"adicional" numeric(14, 2) NOT NULL,
	"impuesto" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	CONSTRAINT "reserva_noches_reserva_id_fecha_pk" PRIMARY KEY("reserva_id","fecha")
);
--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "encabezado_id" integer;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "tipo_habitacion_id" integer;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "tarifa_id" integer;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "tarifa_nombre" varchar(80);--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "vence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "sobreventa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "cancelada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservas" ADD COLUMN "cancelada_por" integer;--> statement-breakpoint
-- Each existing line (the rack's holds) becomes a booking of its own, numbered as the line, and
-- takes its room's type.
INSERT INTO "reserva_encabezados" ("id", "hotel_id", "cliente_id", "canal", "observaciones", "created_by", "created_at", "updated_at")
  SELECT "id", "hotel_id", "cliente_id", "canal", "observaciones", "created_by", "created_at", "updated_at" FROM "reservas";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('reserva_encabezados', 'id'), coalesce((SELECT max("id") FROM "reserva_encabezados"), 0) + 1, false);--> statement-breakpoint
UPDATE "reservas" SET "encabezado_id" = "id";--> statement-breakpoint
UPDATE "reservas" r SET "tipo_habitacion_id" = h."tipo_habitacion_id" FROM "habitaciones" h WHERE h."id" = r."habitacion_id";--> statement-breakpoint
UPDATE "reservas" SET "vence_at" = "created_at" WHERE "estado" = 'Pendiente';--> statement-breakpoint
ALTER TABLE "reservas" ALTER COLUMN "encabezado_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservas" ALTER COLUMN "tipo_habitacion_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cupos_tipo_noche" ADD CONSTRAINT "cupos_tipo_noche_tipo_habitacion_id_tipos_habitacion_id_fk" FOREIGN KEY ("tipo_habitacion_id") REFERENCES "public"."tipos_habitacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_encabezados" ADD CONSTRAINT "reserva_encabezados_hotel_id_hoteles_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hoteles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_encabezados" ADD CONSTRAINT "reserva_encabezados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_encabezados" ADD CONSTRAINT "reserva_encabezados_created_by_usuarios_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_noches" ADD CONSTRAINT "reserva_noches_reserva_id_reservas_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva_noches" ADD CONSTRAINT "reserva_noches_tarifa_id_tarifas_id_fk" FOREIGN KEY ("tarifa_id") REFERENCES "public"."tarifas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_encabezados_idempotencia_key" ON "reserva_encabezados" USING btree ("hotel_id","clave_idempotencia") WHERE "reserva_encabezados"."clave_idempotencia" is not null;--> statement-breakpoint
CREATE INDEX "reserva_encabezados_hotel_idx" ON "reserva_encabezados" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "reserva_encabezados_cliente_idx" ON "reserva_encabezados" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "reserva_encabezados_creado_por_idx" ON "reserva_encabezados" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reserva_noches_tarifa_idx" ON "reserva_noches" USING btree ("tarifa_id");--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_encabezado_id_reserva_encabezados_id_fk" FOREIGN KEY ("encabezado_id") REFERENCES "public"."reserva_encabezados"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_tipo_habitacion_id_tipos_habitacion_id_fk" FOREIGN KEY ("tipo_habitacion_id") REFERENCES "public"."tipos_habitacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_tarifa_id_tarifas_id_fk" FOREIGN KEY ("tarifa_id") REFERENCES "public"."tarifas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_cancelada_por_usuarios_id_fk" FOREIGN KEY ("cancelada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservas_encabezado_idx" ON "reservas" USING btree ("encabezado_id");--> statement-breakpoint
CREATE INDEX "reservas_tipo_llegada_idx" ON "reservas" USING btree ("tipo_habitacion_id","llegada");--> statement-breakpoint
CREATE INDEX "reservas_tarifa_idx" ON "reservas" USING btree ("tarifa_id");--> statement-breakpoint
CREATE INDEX "reservas_cancelada_por_idx" ON "reservas" USING btree ("cancelada_por");--> statement-breakpoint
ALTER TABLE "reservas" ADD CONSTRAINT "reservas_pendiente_vence_check" CHECK ("reservas"."estado" <> 'Pendiente' or "reservas"."vence_at" is not null);--> statement-breakpoint
-- hand-written
-- The free rooms of a type on each night of [desde, hasta): its active rooms without an open
-- maintenance block and without a claimed night, minus the unassigned lines of the type that are
-- still to come (Pendiente, Confirmada). Read by the availability search and by the check below.
CREATE FUNCTION tipo_noches_libres(p_tipo integer, p_desde date, p_hasta date)
RETURNS TABLE (fecha date, libres integer) LANGUAGE sql STABLE AS $$
  SELECT d.fecha,
    (SELECT count(*) FROM habitaciones h
      WHERE h.tipo_habitacion_id = p_tipo AND h.estado
        AND NOT EXISTS (SELECT 1 FROM mantenimientos m WHERE m.habitacion_id = h.id AND m.hasta IS NULL)
        AND NOT EXISTS (SELECT 1 FROM noches_habitacion n WHERE n.habitacion_id = h.id AND n.noches @> d.fecha))::integer
    - (SELECT count(*) FROM reservas r
        WHERE r.tipo_habitacion_id = p_tipo AND r.habitacion_id IS NULL AND r.estado IN ('Pendiente', 'Confirmada')
          AND r.llegada <= d.fecha AND d.fecha < r.salida)::integer
  FROM (SELECT g::date AS fecha FROM generate_series(p_desde::timestamp, p_hasta::timestamp - interval '1 day', interval '1 day') g) d
  ORDER BY d.fecha
$$;
--> statement-breakpoint
-- Locks the type's nights in date order (rows created on first use) and refuses when any of them
-- is left with fewer than zero free rooms. Under the lock a concurrent sale of the same nights
-- waits for this transaction, then counts what it sold: of two sales of the last room one wins.
CREATE FUNCTION reservas_verificar_cupo(p_tipo integer, p_desde date, p_hasta date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_fecha date;
BEGIN
  IF p_desde >= p_hasta THEN
    RETURN;
  END IF;
  INSERT INTO cupos_tipo_noche (tipo_habitacion_id, fecha)
    SELECT p_tipo, g::date FROM generate_series(p_desde::timestamp, p_hasta::timestamp - interval '1 day', interval '1 day') g
    ORDER BY 2
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM cupos_tipo_noche c
    WHERE c.tipo_habitacion_id = p_tipo AND c.fecha >= p_desde AND c.fecha < p_hasta
    ORDER BY c.fecha FOR UPDATE;
  SELECT f.fecha INTO v_fecha FROM tipo_noches_libres(p_tipo, p_desde, p_hasta) f WHERE f.libres < 0 ORDER BY f.fecha LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'No quedan habitaciones libres del tipo % para la noche del %', p_tipo, v_fecha
      USING ERRCODE = 'check_violation', CONSTRAINT = 'reservas_cupo_tipo', DETAIL = v_fecha::text;
  END IF;
END $$;
--> statement-breakpoint
-- An unassigned line to come checks the nights it adds (all of them when it is new or was not
-- counted before), unless it is a permitted overbooking.
CREATE FUNCTION reservas_cupo_tipo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.habitacion_id IS NULL AND OLD.estado IN ('Pendiente', 'Confirmada')
     AND OLD.tipo_habitacion_id = NEW.tipo_habitacion_id THEN
    PERFORM reservas_verificar_cupo(NEW.tipo_habitacion_id, NEW.llegada, least(NEW.salida, OLD.llegada));
    PERFORM reservas_verificar_cupo(NEW.tipo_habitacion_id, greatest(NEW.llegada, OLD.salida), NEW.salida);
  ELSE
    PERFORM reservas_verificar_cupo(NEW.tipo_habitacion_id, NEW.llegada, NEW.salida);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reservas_cupo_tipo AFTER INSERT OR UPDATE OF habitacion_id, tipo_habitacion_id, estado, llegada, salida, sobreventa
  ON reservas FOR EACH ROW
  WHEN (NEW.habitacion_id IS NULL AND NEW.estado IN ('Pendiente', 'Confirmada') AND NOT NEW.sobreventa)
  EXECUTE FUNCTION reservas_cupo_tipo();
--> statement-breakpoint
-- A claimed room night (an assigned line, the rack's hold, a stay) is one free room less for its
-- type: the nights it adds are checked too, so an assignment or a walk-in cannot take the room an
-- unassigned line counts on.
CREATE FUNCTION noches_habitacion_cupo_tipo() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_tipo integer;
BEGIN
  SELECT h.tipo_habitacion_id INTO v_tipo FROM habitaciones h WHERE h.id = NEW.habitacion_id;
  IF TG_OP = 'UPDATE' AND OLD.habitacion_id = NEW.habitacion_id AND NOT OLD.sobreventa THEN
    PERFORM reservas_verificar_cupo(v_tipo, lower(NEW.noches), least(upper(NEW.noches), lower(OLD.noches)));
    PERFORM reservas_verificar_cupo(v_tipo, greatest(lower(NEW.noches), upper(OLD.noches)), upper(NEW.noches));
  ELSE
    PERFORM reservas_verificar_cupo(v_tipo, lower(NEW.noches), upper(NEW.noches));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER noches_habitacion_cupo_tipo AFTER INSERT OR UPDATE OF habitacion_id, noches, sobreventa
  ON noches_habitacion FOR EACH ROW WHEN (NOT NEW.sobreventa)
  EXECUTE FUNCTION noches_habitacion_cupo_tipo();
