CREATE TABLE "resumen_impuestos" (
	"hotel_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"porcentaje" numeric(5, 2) NOT NULL,
	"exento" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"base" numeric(16, 2) DEFAULT '0' NOT NULL,
	"valor" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "resumen_impuestos_key" UNIQUE("hotel_id","fecha","tipo","nombre","porcentaje","exento")
);
--> statement-breakpoint
CREATE TABLE "resumen_ingresos" (
	"hotel_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"nota_credito" boolean NOT NULL,
	"alojamiento" boolean NOT NULL,
	"categoria_alojamiento" boolean NOT NULL,
	"producto_id" integer,
	"n" integer DEFAULT 0 NOT NULL,
	"base" numeric(16, 2) DEFAULT '0' NOT NULL,
	"impuestos" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "resumen_ingresos_key" UNIQUE NULLS NOT DISTINCT("hotel_id","fecha","nota_credito","alojamiento","categoria_alojamiento","producto_id")
);
--> statement-breakpoint
CREATE TABLE "resumen_ocupacion" (
	"hotel_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"tipo_habitacion_id" integer,
	"n" integer DEFAULT 0 NOT NULL,
	"vendidas" integer DEFAULT 0 NOT NULL,
	"cortesias" integer DEFAULT 0 NOT NULL,
	"ingreso_habitaciones" numeric(16, 2) DEFAULT '0' NOT NULL,
	"ingreso_otros" numeric(16, 2) DEFAULT '0' NOT NULL,
	"adultos" integer DEFAULT 0 NOT NULL,
	"ninos" integer DEFAULT 0 NOT NULL,
	"llegadas" integer DEFAULT 0 NOT NULL,
	"salidas" integer DEFAULT 0 NOT NULL,
	"no_shows" integer DEFAULT 0 NOT NULL,
	"cancelaciones" integer DEFAULT 0 NOT NULL,
	"estancias" integer DEFAULT 0 NOT NULL,
	"noches_estancias" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resumen_ocupacion_key" UNIQUE NULLS NOT DISTINCT("hotel_id","fecha","tipo_habitacion_id")
);
--> statement-breakpoint
-- hand-written
-- The reports' daily summaries (docs/reports.md "Daily summaries") are kept by the triggers below in
-- the transaction that changes the raw rows. Every change subtracts what the old rows contributed
-- and adds what the new ones contribute (sign s = -1 / +1), summed per key in one upsert taken in
-- key order; a summary row whose count `n` falls to zero is deleted. Bulk writers (the nights, the
-- account entries and their taxes, the credit notes' lines) are summed per statement through
-- transition tables; a stay, a room or an account whose change re-attributes rows of other tables
-- subtracts them before the update (BEFORE trigger, the old state) and adds them after it.
--
-- Apply contributions: one row per key, added to the stored one, deleted when nothing is left.
CREATE FUNCTION resumen_ocupacion_sumar(filas resumen_ocupacion[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h integer[]; f date[]; t integer[];
BEGIN
  IF coalesce(cardinality(filas), 0) = 0 THEN RETURN; END IF;
  WITH up AS (
    INSERT INTO resumen_ocupacion AS r
    SELECT x.hotel_id, x.fecha, x.tipo_habitacion_id, sum(x.n), sum(x.vendidas), sum(x.cortesias),
           sum(x.ingreso_habitaciones), sum(x.ingreso_otros), sum(x.adultos), sum(x.ninos), sum(x.llegadas),
           sum(x.salidas), sum(x.no_shows), sum(x.cancelaciones), sum(x.estancias), sum(x.noches_estancias)
    FROM unnest(filas) x
    GROUP BY x.hotel_id, x.fecha, x.tipo_habitacion_id
    ORDER BY x.hotel_id, x.fecha, x.tipo_habitacion_id
    ON CONFLICT ON CONSTRAINT resumen_ocupacion_key DO UPDATE SET
      n = r.n + excluded.n, vendidas = r.vendidas + excluded.vendidas, cortesias = r.cortesias + excluded.cortesias,
      ingreso_habitaciones = r.ingreso_habitaciones + excluded.ingreso_habitaciones,
      ingreso_otros = r.ingreso_otros + excluded.ingreso_otros, adultos = r.adultos + excluded.adultos,
      ninos = r.ninos + excluded.ninos, llegadas = r.llegadas + excluded.llegadas, salidas = r.salidas + excluded.salidas,
      no_shows = r.no_shows + excluded.no_shows, cancelaciones = r.cancelaciones + excluded.cancelaciones,
      estancias = r.estancias + excluded.estancias, noches_estancias = r.noches_estancias + excluded.noches_estancias
    RETURNING r.hotel_id, r.fecha, r.tipo_habitacion_id, r.n
  )
  SELECT array_agg(up.hotel_id), array_agg(up.fecha), array_agg(up.tipo_habitacion_id) INTO h, f, t FROM up WHERE up.n = 0;
  IF h IS NOT NULL THEN
    DELETE FROM resumen_ocupacion r USING unnest(h, f, t) z (hotel_id, fecha, tipo)
    WHERE r.hotel_id = z.hotel_id AND r.fecha = z.fecha AND r.tipo_habitacion_id IS NOT DISTINCT FROM z.tipo AND r.n = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION resumen_ingresos_sumar(filas resumen_ingresos[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h integer[]; f date[]; nc boolean[]; al boolean[]; ca boolean[]; p integer[];
BEGIN
  IF coalesce(cardinality(filas), 0) = 0 THEN RETURN; END IF;
  WITH up AS (
    INSERT INTO resumen_ingresos AS r
    SELECT x.hotel_id, x.fecha, x.nota_credito, x.alojamiento, x.categoria_alojamiento, x.producto_id,
           sum(x.n), sum(x.base), sum(x.impuestos), sum(x.total)
    FROM unnest(filas) x
    GROUP BY x.hotel_id, x.fecha, x.nota_credito, x.alojamiento, x.categoria_alojamiento, x.producto_id
    ORDER BY x.hotel_id, x.fecha, x.nota_credito, x.alojamiento, x.categoria_alojamiento, x.producto_id
    ON CONFLICT ON CONSTRAINT resumen_ingresos_key DO UPDATE SET
      n = r.n + excluded.n, base = r.base + excluded.base, impuestos = r.impuestos + excluded.impuestos,
      total = r.total + excluded.total
    RETURNING r.*
  )
  SELECT array_agg(up.hotel_id), array_agg(up.fecha), array_agg(up.nota_credito), array_agg(up.alojamiento),
         array_agg(up.categoria_alojamiento), array_agg(up.producto_id)
  INTO h, f, nc, al, ca, p FROM up WHERE up.n = 0;
  IF h IS NOT NULL THEN
    DELETE FROM resumen_ingresos r USING unnest(h, f, nc, al, ca, p) z (hotel_id, fecha, nota_credito, alojamiento, categoria_alojamiento, producto_id)
    WHERE r.hotel_id = z.hotel_id AND r.fecha = z.fecha AND r.nota_credito = z.nota_credito AND r.alojamiento = z.alojamiento
      AND r.categoria_alojamiento = z.categoria_alojamiento AND r.producto_id IS NOT DISTINCT FROM z.producto_id AND r.n = 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION resumen_impuestos_sumar(filas resumen_impuestos[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  h integer[]; f date[]; t text[]; nm text[]; pc numeric[]; ex boolean[];
BEGIN
  IF coalesce(cardinality(filas), 0) = 0 THEN RETURN; END IF;
  WITH up AS (
    INSERT INTO resumen_impuestos AS r
    SELECT x.hotel_id, x.fecha, x.tipo, x.nombre, x.porcentaje, x.exento, sum(x.n), sum(x.base), sum(x.valor)
    FROM unnest(filas) x
    GROUP BY x.hotel_id, x.fecha, x.tipo, x.nombre, x.porcentaje, x.exento
    ORDER BY x.hotel_id, x.fecha, x.tipo, x.nombre, x.porcentaje, x.exento
    ON CONFLICT ON CONSTRAINT resumen_impuestos_key DO UPDATE SET
      n = r.n + excluded.n, base = r.base + excluded.base, valor = r.valor + excluded.valor
    RETURNING r.*
  )
  SELECT array_agg(up.hotel_id), array_agg(up.fecha), array_agg(up.tipo), array_agg(up.nombre), array_agg(up.porcentaje),
         array_agg(up.exento)
  INTO h, f, t, nm, pc, ex FROM up WHERE up.n = 0;
  IF h IS NOT NULL THEN
    DELETE FROM resumen_impuestos r USING unnest(h, f, t, nm, pc, ex) z (hotel_id, fecha, tipo, nombre, porcentaje, exento)
    WHERE r.hotel_id = z.hotel_id AND r.fecha = z.fecha AND r.tipo = z.tipo AND r.nombre = z.nombre
      AND r.porcentaje = z.porcentaje AND r.exento = z.exento AND r.n = 0;
  END IF;
END $$;
--> statement-breakpoint
-- One contribution to the occupancy summary, the measures not named at zero.
CREATE FUNCTION resumen_ocupacion_fila(
  hotel_id integer, fecha date, tipo integer, n integer, vendidas integer DEFAULT 0, cortesias integer DEFAULT 0,
  ingreso_habitaciones numeric DEFAULT 0, ingreso_otros numeric DEFAULT 0, adultos integer DEFAULT 0,
  ninos integer DEFAULT 0, llegadas integer DEFAULT 0, salidas integer DEFAULT 0, no_shows integer DEFAULT 0,
  cancelaciones integer DEFAULT 0, estancias integer DEFAULT 0, noches_estancias integer DEFAULT 0
) RETURNS resumen_ocupacion LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)::resumen_ocupacion
$$;
--> statement-breakpoint
-- An account entry's business date and sign in the revenue (null date: not revenue): a night's
-- charge by its night, every other charge or discount by its instant at the hotel; discounts subtract.
CREATE FUNCTION resumen_dia_movimiento(m cuenta_movimientos, OUT dia date, OUT signo integer) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN m.tipo NOT IN ('cargo', 'descuento') OR m.traslado IS NOT NULL THEN NULL
              WHEN m.alojamiento AND m.fecha IS NOT NULL THEN m.fecha
              ELSE (m.created_at AT TIME ZONE (SELECT zona_horaria FROM hoteles WHERE id = m.hotel_id))::date END,
         CASE WHEN m.alojamiento AND m.fecha IS NOT NULL THEN 1 WHEN m.tipo = 'descuento' THEN -1 ELSE 1 END
$$;
--> statement-breakpoint
-- The revenue entries among account entries, with what decides where they count: their business
-- date and sign, lodging (theirs or the discounted charge's), the product, the discounted night's stay.
CREATE FUNCTION resumen_entradas(ms cuenta_movimientos[])
RETURNS TABLE (id bigint, hotel_id integer, cuenta_id integer, tipo text, dia date, signo integer, noche boolean,
               alojamiento boolean, categoria_alojamiento boolean, producto_id integer, dd_noche integer,
               valor numeric, impuesto numeric, total numeric)
LANGUAGE sql STABLE AS $$
  SELECT m.id, m.hotel_id, m.cuenta_id, m.tipo, d.dia, d.signo, m.alojamiento AND m.fecha IS NOT NULL,
         m.alojamiento OR coalesce(dd.alojamiento, false),
         (m.alojamiento AND m.fecha IS NOT NULL) OR coalesce(dd.alojamiento, false),
         CASE WHEN m.alojamiento AND m.fecha IS NOT NULL THEN NULL ELSE coalesce(m.producto_id, dd.producto_id) END,
         dd.noche_estancia_id, m.valor, m.impuesto, m.total
  FROM unnest(ms) m
  CROSS JOIN LATERAL resumen_dia_movimiento(m) d
  LEFT JOIN cuenta_movimientos dd ON dd.id = m.descuento_de
  WHERE d.dia IS NOT NULL
$$;
--> statement-breakpoint
-- Lodging discounts given outside a night's charge: off the room revenue of the type of the
-- discounted night's room, on the discount's date.
CREATE FUNCTION resumen_descuentos_alojamiento(ms cuenta_movimientos[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(x.hotel_id, x.dia, hb.tipo_habitacion_id, s, ingreso_habitaciones => -s * x.valor)
    FROM resumen_entradas(ms) x
    JOIN estancias e ON e.id = x.dd_noche
    JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE NOT x.noche AND x.tipo = 'descuento' AND x.alojamiento))
$$;
--> statement-breakpoint
-- Every other revenue (TRevPAR): by the type of the room of the account's stay (none: no type).
CREATE FUNCTION resumen_otros(ms cuenta_movimientos[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(x.hotel_id, x.dia, hb.tipo_habitacion_id, s, ingreso_otros => s * x.signo * x.valor)
    FROM resumen_entradas(ms) x
    JOIN cuentas cu ON cu.id = x.cuenta_id
    LEFT JOIN estancias e ON e.id = cu.estancia_id
    LEFT JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE NOT x.alojamiento))
$$;
--> statement-breakpoint
-- Taxes of account entries, by their entry's date and sign (`ms`: the entries as they are, or were).
CREATE FUNCTION resumen_impuestos_de(imps cuenta_movimiento_impuestos[], s integer, ms cuenta_movimientos[]) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_impuestos_sumar(array(
    SELECT ROW(x.hotel_id, x.dia, i.tipo, i.nombre, i.porcentaje, i.exento, s, s * x.signo * i.base,
               s * x.signo * i.valor)::resumen_impuestos
    FROM unnest(imps) i
    JOIN resumen_entradas(coalesce(ms, array(
      SELECT m FROM cuenta_movimientos m WHERE m.id IN (SELECT j.movimiento_id FROM unnest(imps) j)))) x
      ON x.id = i.movimiento_id))
$$;
--> statement-breakpoint
-- Account entries: their revenue, lodging discounts, other revenue and, when asked, their taxes
-- (an entry is written before its taxes, which count themselves).
CREATE FUNCTION resumen_movimientos(ms cuenta_movimientos[], s integer, con_impuestos boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_ingresos_sumar(array(
    SELECT ROW(x.hotel_id, x.dia, false, x.alojamiento, x.categoria_alojamiento, x.producto_id, s,
               s * x.signo * x.valor, s * x.signo * x.impuesto, s * x.signo * x.total)::resumen_ingresos
    FROM resumen_entradas(ms) x));
  PERFORM resumen_descuentos_alojamiento(ms, s);
  PERFORM resumen_otros(ms, s);
  IF con_impuestos THEN
    PERFORM resumen_impuestos_de(array(
      SELECT i FROM cuenta_movimiento_impuestos i WHERE i.movimiento_id IN (SELECT m.id FROM unnest(ms) m)), s, ms);
  END IF;
END $$;
--> statement-breakpoint
-- Nights: sold (complimentary when priced at zero), their revenue and persons, when within the stay.
CREATE FUNCTION resumen_noches(ns estancia_noches[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(n.hotel_id, n.fecha, hb.tipo_habitacion_id, s, vendidas => s,
             cortesias => CASE WHEN n.valor = 0 THEN s ELSE 0 END, ingreso_habitaciones => s * n.valor,
             adultos => s * e.adultos, ninos => s * e.ninos)
    FROM unnest(ns) n
    JOIN estancias e ON e.id = n.estancia_id
    JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE n.fecha >= e.llegada AND n.fecha < e.salida))
$$;
--> statement-breakpoint
-- Credit notes' lodging lines: off the room revenue of the type of the invoice's stay's room (none: no type).
CREATE FUNCTION resumen_notas_alojamiento(ls nota_credito_lineas[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(nc.hotel_id, nc.fecha, hb.tipo_habitacion_id, s, ingreso_habitaciones => -s * l.base)
    FROM unnest(ls) l
    JOIN notas_credito nc ON nc.id = l.nota_credito_id
    JOIN factura_lineas fl ON fl.id = l.factura_linea_id AND fl.alojamiento
    JOIN facturas f ON f.id = nc.factura_id
    LEFT JOIN estancias e ON e.id = f.estancia_id
    LEFT JOIN habitaciones hb ON hb.id = e.habitacion_id))
$$;
--> statement-breakpoint
-- Credit notes' lines: revenue less the line on the note's date, by the line's lodging and product.
CREATE FUNCTION resumen_notas(ls nota_credito_lineas[], s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_ingresos_sumar(array(
    SELECT ROW(nc.hotel_id, nc.fecha, true, fl.alojamiento, fl.alojamiento, fl.producto_id, s, -s * l.base,
               -s * l.total_impuestos, -s * l.total)::resumen_ingresos
    FROM unnest(ls) l
    JOIN notas_credito nc ON nc.id = l.nota_credito_id
    JOIN factura_lineas fl ON fl.id = l.factura_linea_id));
  PERFORM resumen_notas_alojamiento(ls, s);
END $$;
--> statement-breakpoint
-- Booking lines: a no-show on its arrival date, a cancellation on its day at the hotel.
CREATE FUNCTION resumen_reservas(rs reservas[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(r.hotel_id, r.llegada, r.tipo_habitacion_id, s, no_shows => s)
    FROM unnest(rs) r WHERE r.estado = 'No-show'
    UNION ALL
    SELECT resumen_ocupacion_fila(r.hotel_id, (r.cancelada_at AT TIME ZONE h.zona_horaria)::date, r.tipo_habitacion_id, s,
             cancelaciones => s)
    FROM unnest(rs) r JOIN hoteles h ON h.id = r.hotel_id
    WHERE r.estado = 'Cancelada' AND r.cancelada_at IS NOT NULL))
$$;
--> statement-breakpoint
-- What accounts attribute by their stay: their other revenue.
CREATE FUNCTION resumen_cuentas(ids integer[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_otros(array(SELECT m FROM cuenta_movimientos m WHERE m.cuenta_id = ANY (ids)), s)
$$;
--> statement-breakpoint
-- Stays' arrivals (with the stay's nights when it has any, for ALOS) and departures.
CREATE FUNCTION resumen_llegadas(es estancias[], s integer) RETURNS void LANGUAGE sql AS $$
  SELECT resumen_ocupacion_sumar(array(
    SELECT resumen_ocupacion_fila(e.hotel_id, e.llegada, hb.tipo_habitacion_id, s, llegadas => s,
             estancias => CASE WHEN e.salida > e.llegada THEN s ELSE 0 END, noches_estancias => s * (e.salida - e.llegada))
    FROM unnest(es) e JOIN habitaciones hb ON hb.id = e.habitacion_id
    UNION ALL
    SELECT resumen_ocupacion_fila(e.hotel_id, e.salida, hb.tipo_habitacion_id, s, salidas => s)
    FROM unnest(es) e JOIN habitaciones hb ON hb.id = e.habitacion_id))
$$;
--> statement-breakpoint
-- What stays attribute by their room and dates: arrivals and departures, their nights, the lodging
-- discounts on their nights' charges, the lodging lines of their invoices' credit notes and their
-- accounts' other revenue.
CREATE FUNCTION resumen_estancias(ids integer[], s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_llegadas(array(SELECT e FROM estancias e WHERE e.id = ANY (ids)), s);
  PERFORM resumen_noches(array(SELECT n FROM estancia_noches n WHERE n.estancia_id = ANY (ids)), s);
  PERFORM resumen_descuentos_alojamiento(array(
    SELECT x FROM cuenta_movimientos c JOIN cuenta_movimientos x ON x.descuento_de = c.id
    WHERE c.noche_estancia_id = ANY (ids)), s);
  PERFORM resumen_notas_alojamiento(array(
    SELECT l FROM facturas f JOIN notas_credito nc ON nc.factura_id = f.id
    JOIN nota_credito_lineas l ON l.nota_credito_id = nc.id WHERE f.estancia_id = ANY (ids)), s);
  PERFORM resumen_cuentas(array(SELECT cu.id FROM cuentas cu WHERE cu.estancia_id = ANY (ids)), s);
END $$;
--> statement-breakpoint
-- The triggers. Bulk writers by statement (transition tables).
CREATE FUNCTION resumen_noches_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM resumen_noches(array(SELECT ROW(v.*)::estancia_noches FROM viejas v), -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumen_noches(array(SELECT ROW(v.*)::estancia_noches FROM nuevas v), 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_noches_i AFTER INSERT ON estancia_noches REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_noches_t();
--> statement-breakpoint
CREATE TRIGGER resumen_noches_u AFTER UPDATE ON estancia_noches REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_noches_t();
--> statement-breakpoint
CREATE TRIGGER resumen_noches_d AFTER DELETE ON estancia_noches REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_noches_t();
--> statement-breakpoint
CREATE FUNCTION resumen_movimientos_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM resumen_movimientos(array(SELECT ROW(v.*)::cuenta_movimientos FROM viejas v), -1, true); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumen_movimientos(array(SELECT ROW(v.*)::cuenta_movimientos FROM nuevas v), 1, TG_OP = 'UPDATE'); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_movimientos_i AFTER INSERT ON cuenta_movimientos REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_movimientos_t();
--> statement-breakpoint
CREATE TRIGGER resumen_movimientos_u AFTER UPDATE ON cuenta_movimientos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_movimientos_t();
--> statement-breakpoint
CREATE TRIGGER resumen_movimientos_d AFTER DELETE ON cuenta_movimientos REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_movimientos_t();
--> statement-breakpoint
CREATE FUNCTION resumen_impuestos_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM resumen_impuestos_de(array(SELECT ROW(v.*)::cuenta_movimiento_impuestos FROM viejas v), -1, NULL); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumen_impuestos_de(array(SELECT ROW(v.*)::cuenta_movimiento_impuestos FROM nuevas v), 1, NULL); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_impuestos_i AFTER INSERT ON cuenta_movimiento_impuestos REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_impuestos_t();
--> statement-breakpoint
CREATE TRIGGER resumen_impuestos_u AFTER UPDATE ON cuenta_movimiento_impuestos REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_impuestos_t();
--> statement-breakpoint
CREATE TRIGGER resumen_impuestos_d AFTER DELETE ON cuenta_movimiento_impuestos REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_impuestos_t();
--> statement-breakpoint
CREATE FUNCTION resumen_notas_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM resumen_notas(array(SELECT ROW(v.*)::nota_credito_lineas FROM viejas v), -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumen_notas(array(SELECT ROW(v.*)::nota_credito_lineas FROM nuevas v), 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_notas_i AFTER INSERT ON nota_credito_lineas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_notas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_notas_u AFTER UPDATE ON nota_credito_lineas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_notas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_notas_d AFTER DELETE ON nota_credito_lineas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_notas_t();
--> statement-breakpoint
-- Booking lines by row, only when what the summary reads changes.
CREATE FUNCTION resumen_reservas_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM resumen_reservas(array[OLD], -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumen_reservas(array[NEW], 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_reservas_i AFTER INSERT ON reservas FOR EACH ROW
  WHEN (NEW.estado IN ('No-show', 'Cancelada')) EXECUTE FUNCTION resumen_reservas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_reservas_u AFTER UPDATE ON reservas FOR EACH ROW
  WHEN ((OLD.estado IN ('No-show', 'Cancelada') OR NEW.estado IN ('No-show', 'Cancelada'))
    AND (OLD.hotel_id, OLD.estado, OLD.llegada, OLD.tipo_habitacion_id, OLD.cancelada_at)
      IS DISTINCT FROM (NEW.hotel_id, NEW.estado, NEW.llegada, NEW.tipo_habitacion_id, NEW.cancelada_at))
  EXECUTE FUNCTION resumen_reservas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_reservas_d AFTER DELETE ON reservas FOR EACH ROW
  WHEN (OLD.estado IN ('No-show', 'Cancelada')) EXECUTE FUNCTION resumen_reservas_t();
--> statement-breakpoint
-- Stays, rooms and accounts re-attribute rows of other tables: what they attributed is taken off
-- before the change (the old state is still what a query reads) and put back after it.
CREATE FUNCTION resumen_estancias_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_WHEN = 'BEFORE' THEN
    PERFORM resumen_estancias(array[OLD.id], -1);
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  PERFORM resumen_estancias(array[NEW.id], 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- New stays (by statement) add only their arrival and departure: their nights, entries and notes
-- are written after them and add themselves.
CREATE FUNCTION resumen_estancias_nuevas_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_llegadas(array(SELECT ROW(v.*)::estancias FROM nuevas v), 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_estancias_i AFTER INSERT ON estancias REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION resumen_estancias_nuevas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_estancias_antes BEFORE UPDATE ON estancias FOR EACH ROW
  WHEN ((OLD.hotel_id, OLD.habitacion_id, OLD.llegada, OLD.salida, OLD.adultos, OLD.ninos)
    IS DISTINCT FROM (NEW.hotel_id, NEW.habitacion_id, NEW.llegada, NEW.salida, NEW.adultos, NEW.ninos))
  EXECUTE FUNCTION resumen_estancias_t();
--> statement-breakpoint
CREATE TRIGGER resumen_estancias_despues AFTER UPDATE ON estancias FOR EACH ROW
  WHEN ((OLD.hotel_id, OLD.habitacion_id, OLD.llegada, OLD.salida, OLD.adultos, OLD.ninos)
    IS DISTINCT FROM (NEW.hotel_id, NEW.habitacion_id, NEW.llegada, NEW.salida, NEW.adultos, NEW.ninos))
  EXECUTE FUNCTION resumen_estancias_t();
--> statement-breakpoint
CREATE TRIGGER resumen_estancias_d BEFORE DELETE ON estancias FOR EACH ROW EXECUTE FUNCTION resumen_estancias_t();
--> statement-breakpoint
CREATE FUNCTION resumen_habitaciones_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_estancias(array(SELECT e.id FROM estancias e WHERE e.habitacion_id = OLD.id),
    CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  RETURN CASE WHEN TG_WHEN = 'BEFORE' THEN NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_habitaciones_antes BEFORE UPDATE OF tipo_habitacion_id ON habitaciones FOR EACH ROW
  WHEN (OLD.tipo_habitacion_id IS DISTINCT FROM NEW.tipo_habitacion_id) EXECUTE FUNCTION resumen_habitaciones_t();
--> statement-breakpoint
CREATE TRIGGER resumen_habitaciones_despues AFTER UPDATE OF tipo_habitacion_id ON habitaciones FOR EACH ROW
  WHEN (OLD.tipo_habitacion_id IS DISTINCT FROM NEW.tipo_habitacion_id) EXECUTE FUNCTION resumen_habitaciones_t();
--> statement-breakpoint
CREATE FUNCTION resumen_cuentas_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_cuentas(array[OLD.id], CASE WHEN TG_WHEN = 'BEFORE' THEN -1 ELSE 1 END);
  RETURN CASE WHEN TG_WHEN = 'BEFORE' THEN NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_cuentas_antes BEFORE UPDATE OF estancia_id ON cuentas FOR EACH ROW
  WHEN (OLD.estancia_id IS DISTINCT FROM NEW.estancia_id) EXECUTE FUNCTION resumen_cuentas_t();
--> statement-breakpoint
CREATE TRIGGER resumen_cuentas_despues AFTER UPDATE OF estancia_id ON cuentas FOR EACH ROW
  WHEN (OLD.estancia_id IS DISTINCT FROM NEW.estancia_id) EXECUTE FUNCTION resumen_cuentas_t();
--> statement-breakpoint
-- The summaries recomputed from the raw rows: the backfill, a hotel's new time zone (every
-- instant's business date moves) and the test that the kept rows equal them.
CREATE FUNCTION resumen_ocupacion_calculada(p_hotel integer) RETURNS SETOF resumen_ocupacion LANGUAGE sql STABLE AS $$
  WITH h AS (SELECT zona_horaria AS tz FROM hoteles WHERE id = p_hotel),
  x AS (
    SELECT m.tipo, m.valor, m.cuenta_id, (m.created_at AT TIME ZONE h.tz)::date AS fecha,
           m.alojamiento OR coalesce(dd.alojamiento, false) AS aloj, dd.noche_estancia_id,
           CASE WHEN m.tipo = 'descuento' THEN -1 ELSE 1 END AS signo
    FROM cuenta_movimientos m CROSS JOIN h LEFT JOIN cuenta_movimientos dd ON dd.id = m.descuento_de
    WHERE m.hotel_id = p_hotel AND m.tipo IN ('cargo', 'descuento') AND m.traslado IS NULL
      AND NOT (m.alojamiento AND m.fecha IS NOT NULL)
  ),
  hechos AS (
    SELECT n.fecha, hb.tipo_habitacion_id AS tipo, 1 AS vendidas, (n.valor = 0)::int AS cortesias,
           n.valor AS ing_hab, 0::numeric AS ing_otros, e.adultos, e.ninos, 0 AS llegadas, 0 AS salidas,
           0 AS no_shows, 0 AS cancelaciones, 0 AS estancias, 0 AS noches_estancias
    FROM estancia_noches n JOIN estancias e ON e.id = n.estancia_id JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE n.hotel_id = p_hotel AND n.fecha >= e.llegada AND n.fecha < e.salida
    UNION ALL
    SELECT x.fecha, hb.tipo_habitacion_id, 0, 0, -x.valor, 0, 0, 0, 0, 0, 0, 0, 0, 0
    FROM x JOIN estancias e ON e.id = x.noche_estancia_id JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE x.tipo = 'descuento' AND x.aloj
    UNION ALL
    SELECT nc.fecha, hb.tipo_habitacion_id, 0, 0, -l.base, 0, 0, 0, 0, 0, 0, 0, 0, 0
    FROM notas_credito nc
    JOIN nota_credito_lineas l ON l.nota_credito_id = nc.id
    JOIN factura_lineas fl ON fl.id = l.factura_linea_id AND fl.alojamiento
    JOIN facturas f ON f.id = nc.factura_id
    LEFT JOIN estancias e ON e.id = f.estancia_id
    LEFT JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE nc.hotel_id = p_hotel
    UNION ALL
    SELECT x.fecha, hb.tipo_habitacion_id, 0, 0, 0, x.signo * x.valor, 0, 0, 0, 0, 0, 0, 0, 0
    FROM x JOIN cuentas cu ON cu.id = x.cuenta_id
    LEFT JOIN estancias e ON e.id = cu.estancia_id LEFT JOIN habitaciones hb ON hb.id = e.habitacion_id
    WHERE NOT x.aloj
    UNION ALL
    SELECT e.llegada, hb.tipo_habitacion_id, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, (e.salida > e.llegada)::int, e.salida - e.llegada
    FROM estancias e JOIN habitaciones hb ON hb.id = e.habitacion_id WHERE e.hotel_id = p_hotel
    UNION ALL
    SELECT e.salida, hb.tipo_habitacion_id, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0
    FROM estancias e JOIN habitaciones hb ON hb.id = e.habitacion_id WHERE e.hotel_id = p_hotel
    UNION ALL
    SELECT rv.llegada, rv.tipo_habitacion_id, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0
    FROM reservas rv WHERE rv.hotel_id = p_hotel AND rv.estado = 'No-show'
    UNION ALL
    SELECT (rv.cancelada_at AT TIME ZONE h.tz)::date, rv.tipo_habitacion_id, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0
    FROM reservas rv CROSS JOIN h
    WHERE rv.hotel_id = p_hotel AND rv.estado = 'Cancelada' AND rv.cancelada_at IS NOT NULL
  )
  SELECT p_hotel, fecha, tipo, count(*)::int, sum(vendidas)::int, sum(cortesias)::int, sum(ing_hab)::numeric(16,2),
         sum(ing_otros)::numeric(16,2), sum(adultos)::int, sum(ninos)::int, sum(llegadas)::int, sum(salidas)::int,
         sum(no_shows)::int, sum(cancelaciones)::int, sum(estancias)::int, sum(noches_estancias)::int
  FROM hechos GROUP BY fecha, tipo
$$;
--> statement-breakpoint
CREATE FUNCTION resumen_ingresos_calculados(p_hotel integer) RETURNS SETOF resumen_ingresos LANGUAGE sql STABLE AS $$
  WITH h AS (SELECT zona_horaria AS tz FROM hoteles WHERE id = p_hotel)
  SELECT p_hotel, fecha, nota_credito, alojamiento, categoria_alojamiento, producto_id, count(*)::int,
         sum(base)::numeric(16,2), sum(impuestos)::numeric(16,2), sum(total)::numeric(16,2)
  FROM (
    SELECT m.fecha, false AS nota_credito, true AS alojamiento, true AS categoria_alojamiento, NULL::int AS producto_id,
           m.valor AS base, m.impuesto AS impuestos, m.total
    FROM cuenta_movimientos m
    WHERE m.hotel_id = p_hotel AND m.alojamiento AND m.fecha IS NOT NULL AND m.tipo IN ('cargo', 'descuento')
      AND m.traslado IS NULL
    UNION ALL
    SELECT (m.created_at AT TIME ZONE h.tz)::date, false, m.alojamiento OR coalesce(dd.alojamiento, false),
           coalesce(dd.alojamiento, false), coalesce(m.producto_id, dd.producto_id),
           s.signo * m.valor, s.signo * m.impuesto, s.signo * m.total
    FROM cuenta_movimientos m CROSS JOIN h
    CROSS JOIN LATERAL (SELECT CASE WHEN m.tipo = 'descuento' THEN -1 ELSE 1 END AS signo) s
    LEFT JOIN cuenta_movimientos dd ON dd.id = m.descuento_de
    WHERE m.hotel_id = p_hotel AND m.tipo IN ('cargo', 'descuento') AND m.traslado IS NULL
      AND NOT (m.alojamiento AND m.fecha IS NOT NULL)
    UNION ALL
    SELECT nc.fecha, true, fl.alojamiento, fl.alojamiento, fl.producto_id, -l.base, -l.total_impuestos, -l.total
    FROM notas_credito nc
    JOIN nota_credito_lineas l ON l.nota_credito_id = nc.id
    JOIN factura_lineas fl ON fl.id = l.factura_linea_id
    WHERE nc.hotel_id = p_hotel
  ) t
  GROUP BY fecha, nota_credito, alojamiento, categoria_alojamiento, producto_id
$$;
--> statement-breakpoint
CREATE FUNCTION resumen_impuestos_calculados(p_hotel integer) RETURNS SETOF resumen_impuestos LANGUAGE sql STABLE AS $$
  WITH h AS (SELECT zona_horaria AS tz FROM hoteles WHERE id = p_hotel)
  SELECT p_hotel, x.fecha, i.tipo, i.nombre, i.porcentaje, i.exento, count(*)::int,
         sum(x.signo * i.base)::numeric(16,2), sum(x.signo * i.valor)::numeric(16,2)
  FROM (
    SELECT m.id, m.fecha, 1 AS signo
    FROM cuenta_movimientos m
    WHERE m.hotel_id = p_hotel AND m.alojamiento AND m.fecha IS NOT NULL AND m.tipo IN ('cargo', 'descuento')
      AND m.traslado IS NULL
    UNION ALL
    SELECT m.id, (m.created_at AT TIME ZONE h.tz)::date, CASE WHEN m.tipo = 'descuento' THEN -1 ELSE 1 END
    FROM cuenta_movimientos m CROSS JOIN h
    WHERE m.hotel_id = p_hotel AND m.tipo IN ('cargo', 'descuento') AND m.traslado IS NULL
      AND NOT (m.alojamiento AND m.fecha IS NOT NULL)
  ) x
  JOIN cuenta_movimiento_impuestos i ON i.movimiento_id = x.id
  GROUP BY x.fecha, i.tipo, i.nombre, i.porcentaje, i.exento
$$;
--> statement-breakpoint
-- A hotel's summaries rebuilt from its raw rows, writers of every hotel held meanwhile (rare: the
-- backfill, a new time zone).
CREATE FUNCTION resumen_reconstruir(p_hotel integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE resumen_ocupacion, resumen_ingresos, resumen_impuestos IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM resumen_ocupacion WHERE hotel_id = p_hotel;
  DELETE FROM resumen_ingresos WHERE hotel_id = p_hotel;
  DELETE FROM resumen_impuestos WHERE hotel_id = p_hotel;
  INSERT INTO resumen_ocupacion SELECT * FROM resumen_ocupacion_calculada(p_hotel);
  INSERT INTO resumen_ingresos SELECT * FROM resumen_ingresos_calculados(p_hotel);
  INSERT INTO resumen_impuestos SELECT * FROM resumen_impuestos_calculados(p_hotel);
END $$;
--> statement-breakpoint
CREATE FUNCTION resumen_hoteles_t() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM resumen_reconstruir(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumen_hoteles_zona AFTER UPDATE OF zona_horaria ON hoteles FOR EACH ROW
  WHEN (OLD.zona_horaria IS DISTINCT FROM NEW.zona_horaria) EXECUTE FUNCTION resumen_hoteles_t();
--> statement-breakpoint
SELECT resumen_reconstruir(id) FROM hoteles;
