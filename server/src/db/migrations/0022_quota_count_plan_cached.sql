-- hand-written
-- The free-room count runs in the quota trigger of every sale. As an SQL function kept out of
-- inlining (its SET jit = off, 0013) its query was planned again on every call: under the booking
-- bench (500-room hotel) planning it took four times as long as running it. As plpgsql its query
-- is a plan cached by the connection, and force_generic_plan keeps that one plan instead of
-- planning each call anew for the first five calls and whenever custom plans look cheaper (they
-- did: left to itself the cache kept re-planning). The generic plan reads the same indexes (the
-- type's rooms, the hotel's claims and unassigned lines overlapping the range). Same count, same
-- columns, same callers (reservas_verificar_cupo, psql); jit stays off as before.
CREATE OR REPLACE FUNCTION tipo_noches_libres(p_tipo integer, p_desde date, p_hasta date)
RETURNS TABLE (fecha date, libres integer) LANGUAGE plpgsql STABLE
SET jit = off SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH tipo AS (SELECT t.hotel_id FROM tipos_habitacion t WHERE t.id = p_tipo),
  cuartos AS (
    SELECT h.id FROM habitaciones h
    WHERE h.tipo_habitacion_id = p_tipo AND h.estado
      AND NOT EXISTS (SELECT 1 FROM mantenimientos m WHERE m.habitacion_id = h.id AND m.hasta IS NULL)
  ),
  dias AS (
    SELECT p_desde + i AS fecha FROM generate_series(0, p_hasta - p_desde - 1) i
  ),
  ocupadas AS (
    SELECT d.fecha, count(DISTINCT n.habitacion_id) AS n
    FROM noches_habitacion n
    JOIN cuartos c ON c.id = n.habitacion_id
    JOIN dias d ON n.noches @> d.fecha
    WHERE n.hotel_id = (SELECT hotel_id FROM tipo) AND n.noches && daterange(p_desde, p_hasta)
    GROUP BY d.fecha
  ),
  sin_asignar AS (
    SELECT d.fecha, count(*) AS n
    FROM reservas r
    JOIN dias d ON r.llegada <= d.fecha AND d.fecha < r.salida
    WHERE r.hotel_id = (SELECT hotel_id FROM tipo) AND r.tipo_habitacion_id = p_tipo
      AND r.habitacion_id IS NULL AND r.estado IN ('Pendiente', 'Confirmada')
      AND daterange(r.llegada, r.salida) && daterange(p_desde, p_hasta)
    GROUP BY d.fecha
  )
  SELECT d.fecha, ((SELECT count(*) FROM cuartos) - coalesce(o.n, 0) - coalesce(s.n, 0))::integer
  FROM dias d
  LEFT JOIN ocupadas o ON o.fecha = d.fecha
  LEFT JOIN sin_asignar s ON s.fecha = d.fecha
  ORDER BY d.fecha;
END $$;
