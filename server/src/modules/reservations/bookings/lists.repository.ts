import {
  type TPageQuery,
  type TReservationListBody,
  ZArrival,
  ZDeparture,
  zReservationState,
} from '@posada/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { clientes, reservaEncabezados, reservas } from '../../../db/schema';
import { searchAny } from '../../../lib/list-query';
import { pageOffset, toPage } from '../../../lib/paging';
import { bigintNumber, clientName, isoOf, parsedRows } from '../../../lib/raw-sql';

const ZArrivalRow = ZArrival.extend({ canal: z.string() });
const ZBookingRow = z.object({
  id: z.number(),
  cliente: z.string(),
  documento: z.string(),
  canal: z.string(),
  estados: z.array(zReservationState()),
  llegada: z.string(),
  salida: z.string(),
  habitaciones: z.number(),
  asignadas: z.string(),
  total: z.string(),
  created_at: z.string(),
  total_filas: bigintNumber,
});
const ZCounted = z.object({ n: bigintNumber });

const c = alias(clientes, 'c');
const e = alias(reservaEncabezados, 'e');
const r = alias(reservas, 'r');

/** The lists of bookings: the paged search, and the arrivals and departures of a day. */
export function createReservationListsRepository() {
  return {
    /** The lines arriving on a day (to come or already checked in), by room number then holder. */
    async arrivals(ex: Executor, hotelId: number, fecha: string) {
      return parsedRows(
        'reservationLists.arrivals',
        ZArrivalRow,
        await ex.execute(sql`
          select r.encabezado_id as reserva_id, r.id as linea_id, ${clientName(c)} as cliente,
            c.numero_documento as documento, e.canal, t.nombre as tipo, r.habitacion_id, h.numero as habitacion,
            r.llegada::text as llegada, r.salida::text as salida, r.adultos, r.ninos, r.estado,
            ${isoOf(r.vence_at)} as vence_at
          from reservas r
          join reserva_encabezados e on e.id = r.encabezado_id
          join clientes c on c.id = e.cliente_id
          join tipos_habitacion t on t.id = r.tipo_habitacion_id
          left join habitaciones h on h.id = r.habitacion_id
          where r.hotel_id = ${hotelId} and r.llegada = ${fecha}::date
            and r.estado in ('Pendiente', 'Confirmada', 'Check-in')
          order by h.numero nulls last, cliente, r.id`),
      );
    },

    /**
     * The stays leaving on a day (booked or walk-in), in the house or already checked out, with
     * their account's balance (charges less payments and discounts; by the account's entries index).
     */
    async departures(ex: Executor, hotelId: number, fecha: string) {
      return parsedRows(
        'reservationLists.departures',
        ZDeparture,
        await ex.execute(sql`
          select s.id as estancia_id, r.encabezado_id as reserva_id, s.reserva_id as linea_id,
            ${clientName(c)} as cliente, c.numero_documento as documento, s.habitacion_id, h.numero as habitacion,
            s.llegada::text as llegada, s.salida::text as salida, s.adultos, s.ninos, s.estado,
            (select (coalesce(sum(m.total) filter (where m.tipo = 'cargo'), 0)
                - coalesce(sum(m.total) filter (where m.tipo in ('pago', 'descuento')), 0))::numeric(14,2)::text
              from cuentas a join cuenta_movimientos m on m.cuenta_id = a.id where a.estancia_id = s.id) as saldo
          from estancias s
          join clientes c on c.id = s.cliente_id
          join habitaciones h on h.id = s.habitacion_id
          left join reservas r on r.id = s.reserva_id
          where s.hotel_id = ${hotelId} and s.salida = ${fecha}::date
          order by s.estado, h.numero, s.id`),
      );
    },

    /** A page of bookings, filtered and counted in one statement. */
    async page(
      ex: Executor,
      hotelId: number,
      q: TPageQuery & Partial<Omit<TReservationListBody, keyof TPageQuery>>,
    ) {
      const filters: SQL[] = [sql`e.hotel_id = ${hotelId}`];
      if (q.search) {
        const term = q.search.trim();
        const byNumber = /^\d{1,9}$/.test(term) ? sql` or e.id = ${Number(term)}` : sql``;
        // A guest: a line's own client, or the main guest or a companion of a stay opened from a
        // line (by name or document), through the indexes on reservas.encabezado_id,
        // estancias.reserva_id and estancia_huespedes' key.
        const byGuest = sql`exists (select 1 from reservas gl
          left join estancias gs on gs.reserva_id = gl.id
          left join estancia_huespedes gh on gh.estancia_id = gs.id
          join clientes g on g.id = gl.cliente_id or g.id = gs.cliente_id or g.id = gh.cliente_id
          where gl.encabezado_id = e.id and g.id <> e.cliente_id
            and ${searchAny(term, [sql`g.busqueda`])})`;
        filters.push(
          sql`(${searchAny(term, [sql`c.busqueda`, sql`e.agencia_referencia`])}${byNumber} or ${byGuest})`,
        );
      }
      const line: SQL[] = [];
      if (q.desde) line.push(sql`l.salida > ${q.desde}::date`);
      if (q.hasta) line.push(sql`l.llegada <= ${q.hasta}::date`);
      if (q.estado) line.push(sql`l.estado = ${q.estado}`);
      if (q.tipo_habitacion_id) line.push(sql`l.tipo_habitacion_id = ${q.tipo_habitacion_id}`);
      if (line.length > 0) {
        filters.push(
          sql`exists (select 1 from reservas l where l.encabezado_id = e.id and ${sql.join(line, sql` and `)})`,
        );
      }
      if (q.canal) filters.push(sql`e.canal = ${q.canal}`);
      const rows = parsedRows(
        'reservationLists.page',
        ZBookingRow,
        await ex.execute(sql`
          select e.id, ${clientName(c)} as cliente, c.numero_documento as documento, e.canal,
            array_agg(r.estado order by r.id) as estados, min(r.llegada)::text as llegada, max(r.salida)::text as salida,
            count(r.id)::integer as habitaciones,
            coalesce(string_agg(h.numero, ', ' order by h.numero), '') as asignadas,
            coalesce(sum(r.total) filter (where r.estado not in ('Cancelada', 'No-show')), 0)::text as total,
            ${isoOf(e.created_at)} as created_at, count(*) over () as total_filas
          from reserva_encabezados e
          join clientes c on c.id = e.cliente_id
          join reservas r on r.encabezado_id = e.id
          left join habitaciones h on h.id = r.habitacion_id
          where ${sql.join(filters, sql` and `)}
          group by e.id, c.id
          order by min(r.llegada) desc, e.id desc
          limit ${q.per_page} offset ${pageOffset(q)}`),
      );
      const total = rows[0]?.total_filas ?? 0;
      if (rows.length === 0 && q.page > 1) {
        // Past the last page: the count still comes from the filter.
        const [counted] = parsedRows(
          'reservationLists.page.count',
          ZCounted,
          await ex.execute(sql`select count(*) as n from reserva_encabezados e join clientes c on c.id = e.cliente_id
            where ${sql.join(filters, sql` and `)}`),
        );
        return toPage([], counted?.n ?? 0, q);
      }
      return toPage(rows, total, q);
    },
  };
}

export type ReservationListsRepository = ReturnType<typeof createReservationListsRepository>;
