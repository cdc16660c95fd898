CREATE TABLE "resumen_segmentos" (
	"hotel_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo_habitacion_id" integer NOT NULL,
	"segmento" varchar(10) NOT NULL,
	"vendidas" integer DEFAULT 0 NOT NULL,
	"ingreso" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "resumen_segmentos_hotel_id_fecha_tipo_habitacion_id_segmento_pk" PRIMARY KEY("hotel_id","fecha","tipo_habitacion_id","segmento")
);
--> statement-breakpoint
-- hand-written
-- The segments' daily summary (docs/reports.md "Segments"), kept like the others of 0037: the
-- nights add and subtract themselves (resumen_noches, which every stay, room and night change
-- already calls), and what decides a stay's segment — its booking line, its client, the header's
-- channel and client, the header's number of room lines, a client's company name — takes the
-- stays' nights off before the change and puts them back after it.
--
-- A stay's segment from its booking: the rule of contracts/src/reports.ts (channelSegments,
-- GROUP_MIN_ROOMS; test/report-summaries.test.ts checks they agree).
CREATE FUNCTION resumen_segmento(lineas integer, canal text, empresa boolean) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN coalesce(lineas, 0) >= 5 THEN 'grupo'
    WHEN canal IN ('booking', 'expedia', 'otra_ota') THEN 'ota'
    WHEN canal = 'agencia' THEN 'agencia'
    WHEN empresa THEN 'empresa'
    ELSE 'directo' END)::varchar
$$;
--> statement-breakpoint
CREATE FUNCTION resumen_segmentos_sumar(filas resumen_segmentos[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h integer[]; f date[]; t integer[]; sg text[];
BEGIN
  IF coalesce(cardinality(filas), 0) = 0 THEN RETURN; END IF;
  WITH up AS (
    INSERT INTO resumen_segmentos AS r
    SELECT x.hotel_id, x.fecha, x.tipo_habitacion_id, x.segmento, sum(x.vendidas), sum(x.ingreso)
    FROM unnest(filas) x
    GROUP BY x.hotel_id, x.fecha, x.tipo_habitacion_id, x.segmento
    ORDER BY x.hotel_id, x.fecha, x.tipo_habitacion_id, x.segmento
    ON CONFLICT (hotel_id, fecha, tipo_habitacion_id, segmento) DO UPDATE SET
      vendidas = r.vendidas + excluded.vendidas, ingreso = r.ingreso + excluded.ingreso
    RETURNING r.*
  )
  SELECT array_agg(up.hotel_id), array_agg(up.fecha), array_agg(up.tipo_habitacion_id), array_agg(up.segmento)
  INTO h, f, t, sg FROM up WHERE up.vendidas = 0;
  IF h IS NOT NULL THEN
    DELETE FROM resumen_segmentos r USING unnest(h, f, t, sg) z (hotel_id, fecha, tipo, segmento)
    WHERE r.hotel_id = z.hotel_id AND r.fecha = z.fecha AND r.tipo_habitacion_id = z.tipo
      AND r.segmento = z.segmento AND r.vendidas = 0;
  END IF;
END $$;
--> statement-breakpoint
-- Nights within their stay by the stay's segment now, with their base as priced; `encs`/`deltas`
-- add to the current count of a header's room lines (the count before a statement that changed it).
CREATE FUNCTION resumen_segmentos_noches(ns estancia_noches[], s integer, encs integer[] DEFAULT '{}', deltas integer[] DEFAULT '{}')
RETURNS void LANGUAGE sql AS $$
  WITH st AS (
    SELECT e.id, e.hotel_id, e.llegada, e.salida, hb.tipo_habitacion_id AS tipo,
           resumen_segmento(g.lineas + coalesce(a.delta, 0), re.canal, c.razon_social IS NOT NULL) AS segmento
    FROM estancias e
    JOIN habitaciones hb ON hb.id = e.habitacion_id
    LEFT JOIN reservas rv ON rv.id = e.reserva_id
    LEFT JOIN reserva_encabezados re ON re.id = rv.encabezado_id
    LEFT JOIN LATERAL (SELECT count(*)::int AS lineas FROM reservas x WHERE x.encabezado_id = re.id) g ON true
    LEFT JOIN unnest(encs, deltas) a (encabezado_id, delta) ON a.encabezado_id = re.id
    JOIN clientes c ON c.id = coalesce(re.cliente_id, e.cliente_id)
    WHERE e.id IN (SELECT DISTINCT x.estancia_id FROM unnest(ns) x)
  )
  SELECT resumen_segmentos_sumar(array(
    SELECT ROW(st.hotel_id, n.fecha, st.tipo, st.segmento, s, s * n.valor)::resumen_segmentos
    FROM unnest(ns) n JOIN st ON st.id = n.estancia_id
    WHERE n.fecha >= st.llegada AND n.fecha < st.salida))
$$;
--> statement-breakpoint
CREATE FUNCTION resumen_segmentos_estancias(ids integer[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_segmentos_noches(array(SELECT n FROM estancia_noches n WHERE n.estancia_id = ANY (ids)), s)
$$;
--> statement-breakpoint
-- The nights' contribution now also to the segments.
CREATE OR REPLACE FUNCTION resumen_noches(ns estancia_noches[], s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(n.hotel_id, n.fecha, hb.tipo_habitacion_id, s, vendidas => s,
             cortesias => CASE WHEN n.valor = 0 THEN s ELSE 0 END, ingreso_habitaciones => s * n.valor,
             adultos => s * e.adultos, ninos => s * e.ninos)
    FROM unnest(ns) n
    JOIN estancias e ON e.id = n.estancia_id
    JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE n.fecha >= e.llegada AND n.fecha < e.salida));
  PERFORM resumen_segmentos_noches(ns, s);
END $$;
--> statement-breakpoint
-- Stays' booking line or client (when nothing else resumen_estancias_antes watches changed: then
-- that trigger re-attributes the nights, segments included).
CREATE FUNCTION resumen_segmentos_estancia_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_segmentos_estancias(array[OLD.id], CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  RETURN CASE WHEN TG_WHEN = 'BEFORE' THEN NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_estancia_antes BEFORE UPDATE OF reserva_id, cliente_id ON estancias FOR EACH ROW
  WHEN ((OLD.reserva_id, OLD.cliente_id) IS DISTINCT FROM (NEW.reserva_id, NEW.cliente_id)
    AND (OLD.hotel_id, OLD.habitacion_id, OLD.llegada, OLD.salida, OLD.adultos, OLD.ninos)
      IS NOT DISTINCT FROM (NEW.hotel_id, NEW.habitacion_id, NEW.llegada, NEW.salida, NEW.adultos, NEW.ninos))
  EXECUTE FUNCTION resumen_segmentos_estancia_t();
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_estancia_despues AFTER UPDATE OF reserva_id, cliente_id ON estancias FOR EACH ROW
  WHEN ((OLD.reserva_id, OLD.cliente_id) IS DISTINCT FROM (NEW.reserva_id, NEW.cliente_id)
    AND (OLD.hotel_id, OLD.habitacion_id, OLD.llegada, OLD.salida, OLD.adultos, OLD.ninos)
      IS NOT DISTINCT FROM (NEW.hotel_id, NEW.habitacion_id, NEW.llegada, NEW.salida, NEW.adultos, NEW.ninos))
  EXECUTE FUNCTION resumen_segmentos_estancia_t();
--> statement-breakpoint
-- The stays of the booking headers' lines.
CREATE FUNCTION resumen_segmentos_encabezados(encabezados integer[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_segmentos_estancias(array(
    SELECT e.id FROM reservas rv JOIN estancias e ON e.reserva_id = rv.id WHERE rv.encabezado_id = ANY (encabezados)), s)
$$;
--> statement-breakpoint
-- Lines added to or taken from a header change its count of room lines (a group from five): by
-- statement, the stays of the headers whose count changed are taken off as counted before it
-- and put back as counted now. (A line never moves to another header: reservas_encabezado_fijo.)
CREATE FUNCTION resumen_segmentos_reservas_t() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  encs integer[]; deltas integer[]; ns estancia_noches[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.encabezado_id), array_agg(-x.n) INTO encs, deltas
    FROM (SELECT v.encabezado_id, count(*)::int AS n FROM nuevas v GROUP BY 1) x;
  ELSE
    SELECT array_agg(x.encabezado_id), array_agg(x.n) INTO encs, deltas
    FROM (SELECT v.encabezado_id, count(*)::int AS n FROM viejas v GROUP BY 1) x;
  END IF;
  ns := array(SELECT n FROM reservas rv JOIN estancias e ON e.reserva_id = rv.id
              JOIN estancia_noches n ON n.estancia_id = e.id WHERE rv.encabezado_id = ANY (encs));
  IF cardinality(ns) > 0 THEN
    PERFORM resumen_segmentos_noches(ns, -1, encs, deltas);
    PERFORM resumen_segmentos_noches(ns, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_reservas_i AFTER INSERT ON reservas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_segmentos_reservas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_reservas_d AFTER DELETE ON reservas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_segmentos_reservas_t();
--> statement-breakpoint
CREATE FUNCTION reservas_encabezado_fijo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Una línea de reserva no cambia de reserva' USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER reservas_encabezado_fijo BEFORE UPDATE OF encabezado_id ON reservas FOR EACH ROW
  WHEN (OLD.encabezado_id IS DISTINCT FROM NEW.encabezado_id) EXECUTE FUNCTION reservas_encabezado_fijo();
--> statement-breakpoint
-- A header's channel or client.
CREATE FUNCTION resumen_segmentos_encabezado_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_segmentos_encabezados(array[OLD.id], CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  RETURN CASE WHEN TG_WHEN = 'BEFORE' THEN NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_encabezado_antes BEFORE UPDATE OF canal, cliente_id ON reserva_encabezados FOR EACH ROW
  WHEN ((OLD.canal, OLD.cliente_id) IS DISTINCT FROM (NEW.canal, NEW.cliente_id))
  EXECUTE FUNCTION resumen_segmentos_encabezado_t();
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_encabezado_despues AFTER UPDATE OF canal, cliente_id ON reserva_encabezados FOR EACH ROW
  WHEN ((OLD.canal, OLD.cliente_id) IS DISTINCT FROM (NEW.canal, NEW.cliente_id))
  EXECUTE FUNCTION resumen_segmentos_encabezado_t();
--> statement-breakpoint
-- A client becoming a company or ceasing to be one: the stays it decides (its bookings', its own
-- without a booking's client), each stay by one client only, so a statement changing several is right.
CREATE FUNCTION resumen_segmentos_clientes_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_segmentos_estancias(array(
    SELECT e.id FROM estancias e
    LEFT JOIN reservas rv ON rv.id = e.reserva_id LEFT JOIN reserva_encabezados re ON re.id = rv.encabezado_id
    WHERE e.cliente_id = OLD.id AND coalesce(re.cliente_id, e.cliente_id) = OLD.id
    UNION
    SELECT e.id FROM reserva_encabezados re JOIN reservas rv ON rv.encabezado_id = re.id
    JOIN estancias e ON e.reserva_id = rv.id WHERE re.cliente_id = OLD.id), CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  RETURN CASE WHEN TG_WHEN = 'BEFORE' THEN NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_clientes_antes BEFORE UPDATE OF razon_social ON clientes FOR EACH ROW
  WHEN ((OLD.razon_social IS NULL) <> (NEW.razon_social IS NULL)) EXECUTE FUNCTION resumen_segmentos_clientes_t();
--> statement-breakpoint
CREATE TRIGGER resumen_segmentos_clientes_despues AFTER UPDATE OF razon_social ON clientes FOR EACH ROW
  WHEN ((OLD.razon_social IS NULL) <> (NEW.razon_social IS NULL)) EXECUTE FUNCTION resumen_segmentos_clientes_t();
--> statement-breakpoint
-- The segments recomputed from the raw rows (the backfill, a new time zone, the property test).
CREATE FUNCTION resumen_segmentos_calculados(p_hotel integer) RETURNS SETOF resumen_segmentos LANGUAGE sql STABLE AS $$
  SELECT e.hotel_id, n.fecha, hb.tipo_habitacion_id, resumen_segmento(g.lineas, re.canal, c.razon_social IS NOT NULL),
         count(*)::int, sum(n.valor)::numeric(16,2)
  FROM estancias e
  JOIN estancia_noches n ON n.estancia_id = e.id
  JOIN habitaciones hb ON hb.id = e.habitacion_id
  LEFT JOIN reservas rv ON rv.id = e.reserva_id
  LEFT JOIN reserva_encabezados re ON re.id = rv.encabezado_id
  LEFT JOIN (SELECT x.encabezado_id, count(*)::int AS lineas FROM reservas x WHERE x.hotel_id = p_hotel GROUP BY 1) g
    ON g.encabezado_id = re.id
  JOIN clientes c ON c.id = coalesce(re.cliente_id, e.cliente_id)
  WHERE e.hotel_id = p_hotel AND n.fecha >= e.llegada AND n.fecha < e.salida
  GROUP BY 1, 2, 3, 4
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION resumen_reconstruir(p_hotel integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE resumen_ocupacion, resumen_ingresos, resumen_impuestos, resumen_segmentos IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM resumen_ocupacion WHERE hotel_id = p_hotel;
  DELETE FROM resumen_ingresos WHERE hotel_id = p_hotel;
  DELETE FROM resumen_impuestos WHERE hotel_id = p_hotel;
  DELETE FROM resumen_segmentos WHERE hotel_id = p_hotel;
  INSERT INTO resumen_ocupacion SELECT * FROM resumen_ocupacion_calculada(p_hotel);
  INSERT INTO resumen_ingresos SELECT * FROM resumen_ingresos_calculados(p_hotel);
  INSERT INTO resumen_impuestos SELECT * FROM resumen_impuestos_calculados(p_hotel);
  INSERT INTO resumen_segmentos SELECT * FROM resumen_segmentos_calculados(p_hotel);
END $$;
--> statement-breakpoint
INSERT INTO resumen_segmentos SELECT s.* FROM hoteles h, resumen_segmentos_calculados(h.id) s;
