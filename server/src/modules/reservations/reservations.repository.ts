import type { ReservationState } from '@posada/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientes,
  formasPago,
  habitaciones,
  impuestos,
  mantenimientos,
  nochesHabitacion,
  reservaEncabezados,
  reservaNoches,
  reservaPagos,
  reservas,
  tarifas,
  tiposHabitacion,
} from '../../db/schema';
import type { PricedNight, PricingRate } from '../rooms/pricing';
import { clientName, iso, rowsOf } from './sql';

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface RoomTypeRow {
  id: number;
  nombre: string;
  capacidad_adultos: number;
  capacidad_ninos: number;
  estado: boolean;
}

export type RateRow = PricingRate & { tipo_habitacion_id: number; estado: boolean };

export interface NewLine {
  tipo_habitacion_id: number;
  habitacion_id: number | null;
  llegada: string;
  salida: string;
  adultos: number;
  ninos: number;
  tarifa_id: number;
  tarifa_nombre: string;
  total: string;
  estado: ReservationState;
  vence_at: string | null;
  sobreventa: boolean;
}

interface LineRow {
  id: number;
  tipo_habitacion_id: number;
  tipo: string;
  habitacion_id: number | null;
  habitacion: string | null;
  llegada: string;
  salida: string;
  adultos: number;
  ninos: number;
  tarifa_id: number | null;
  tarifa_nombre: string | null;
  total: string | null;
  estado: ReservationState;
  vence_at: string | null;
  sobreventa: boolean;
  motivo_cancelacion: string | null;
  cancelada_at: string | null;
  cancelada_por: string | null;
}

/** Bookings and their lines, the availability of room types, and the rows they are checked against. */
export function createReservationsRepository() {
  return {
    async roomTypes(ex: Executor, hotelId: number, ids?: number[]): Promise<RoomTypeRow[]> {
      if (ids?.length === 0) return [];
      return ex
        .select({
          id: tiposHabitacion.id,
          nombre: tiposHabitacion.nombre,
          capacidad_adultos: tiposHabitacion.capacidad_adultos,
          capacidad_ninos: tiposHabitacion.capacidad_ninos,
          estado: tiposHabitacion.estado,
        })
        .from(tiposHabitacion)
        .where(and(eq(tiposHabitacion.hotel_id, hotelId), ids ? inArray(tiposHabitacion.id, ids) : undefined))
        .orderBy(asc(tiposHabitacion.nombre), asc(tiposHabitacion.id));
    },

    /** The free rooms of each type on each night of [llegada, salida) (`tipo_noches_libres`). */
    async nightsFree(ex: Executor, typeIds: number[], llegada: string, salida: string) {
      if (typeIds.length === 0) return [];
      return rowsOf<{ tipo_habitacion_id: number; fecha: string; libres: number }>(
        await ex.execute(sql`
          select t.id as tipo_habitacion_id, f.fecha::text as fecha, f.libres
          from tipos_habitacion t
          cross join lateral tipo_noches_libres(t.id, ${llegada}::date, ${salida}::date) f
          where t.id in (${idList(typeIds)})
          order by t.id, f.fecha`),
      );
    },

    /** Active rooms of the types with no open maintenance block and no claimed night in the range. */
    async freeRooms(ex: Executor, typeIds: number[], llegada: string, salida: string) {
      if (typeIds.length === 0) return [];
      return rowsOf<{ id: number; numero: string; piso: number; tipo_habitacion_id: number }>(
        await ex.execute(sql`
          select h.id, h.numero, h.piso, h.tipo_habitacion_id from habitaciones h
          where h.tipo_habitacion_id in (${idList(typeIds)}) and h.estado
            and not exists (select 1 from mantenimientos m where m.habitacion_id = h.id and m.hasta is null)
            and not exists (select 1 from noches_habitacion n where n.habitacion_id = h.id
              and n.noches && daterange(${llegada}::date, ${salida}::date))
          order by h.piso, h.numero`),
      );
    },

    /** The rates of the types (active or not, to name an inactive one) with their tax percentage. */
    async rates(ex: Executor, typeIds: number[]): Promise<RateRow[]> {
      if (typeIds.length === 0) return [];
      return ex
        .select({
          id: tarifas.id,
          tipo_habitacion_id: tarifas.tipo_habitacion_id,
          nombre: tarifas.nombre,
          precio_noche: tarifas.precio_noche,
          personas_incluidas: tarifas.personas_incluidas,
          valor_persona_adicional: tarifas.valor_persona_adicional,
          vigencia_desde: tarifas.vigencia_desde,
          vigencia_hasta: tarifas.vigencia_hasta,
          impuesto_porcentaje: impuestos.porcentaje,
          estado: tarifas.estado,
        })
        .from(tarifas)
        .leftJoin(impuestos, eq(impuestos.id, tarifas.impuesto_id))
        .where(inArray(tarifas.tipo_habitacion_id, typeIds))
        .orderBy(asc(tarifas.nombre), asc(tarifas.id));
    },

    async activeClient(ex: Executor, hotelId: number, id: number) {
      const [row] = await ex
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.id, id), eq(clientes.hotel_id, hotelId), eq(clientes.estado, true)));
      return row;
    },

    async rooms(ex: Executor, hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({
          id: habitaciones.id,
          numero: habitaciones.numero,
          tipo_habitacion_id: habitaciones.tipo_habitacion_id,
          estado: habitaciones.estado,
          mantenimiento: sql<boolean>`${mantenimientos.id} is not null`,
        })
        .from(habitaciones)
        .leftJoin(
          mantenimientos,
          and(eq(mantenimientos.habitacion_id, habitaciones.id), isNull(mantenimientos.hasta)),
        )
        .where(and(eq(habitaciones.hotel_id, hotelId), inArray(habitaciones.id, ids)));
    },

    async byKey(ex: Executor, hotelId: number, key: string) {
      const [row] = await ex
        .select({ id: reservaEncabezados.id, huella: reservaEncabezados.huella })
        .from(reservaEncabezados)
        .where(and(eq(reservaEncabezados.hotel_id, hotelId), eq(reservaEncabezados.clave_idempotencia, key)));
      return row;
    },

    async insertBooking(ex: Executor, values: typeof reservaEncabezados.$inferInsert): Promise<number> {
      const [row] = await ex
        .insert(reservaEncabezados)
        .values(values)
        .returning({ id: reservaEncabezados.id });
      if (!row) throw new Error('No se creó la reserva');
      return row.id;
    },

    /**
     * Writes a line and the price of its nights. The trigger `reservas_cupo_tipo` refuses an
     * unassigned line when its type has no free room left on one of its nights.
     */
    async insertLine(
      ex: Executor,
      booking: { id: number; hotel_id: number; cliente_id: number; canal: string; created_by: number },
      line: NewLine,
      nights: PricedNight[],
    ): Promise<number> {
      const [row] = await ex
        .insert(reservas)
        .values({
          ...line,
          vence_at: line.vence_at === null ? null : new Date(line.vence_at),
          hotel_id: booking.hotel_id,
          encabezado_id: booking.id,
          cliente_id: booking.cliente_id,
          canal: booking.canal,
          created_by: booking.created_by,
        })
        .returning({ id: reservas.id });
      if (!row) throw new Error('No se creó la línea de la reserva');
      await ex.insert(reservaNoches).values(
        nights.map((n) => ({
          reserva_id: row.id,
          fecha: n.fecha,
          tarifa_id: n.tarifa_id,
          base: n.base,
          adicional: n.adicional,
          impuesto: n.impuesto,
          total: n.total,
        })),
      );
      return row.id;
    },

    /** Claims the assigned room's nights (exclusion constraint, and the type's free rooms). */
    async claimRoom(
      ex: Executor,
      values: {
        hotelId: number;
        roomId: number;
        lineId: number;
        llegada: string;
        salida: string;
        sobreventa: boolean;
      },
    ) {
      await ex.insert(nochesHabitacion).values({
        hotel_id: values.hotelId,
        habitacion_id: values.roomId,
        noches: `[${values.llegada},${values.salida})`,
        reserva_id: values.lineId,
        sobreventa: values.sobreventa,
      });
    },

    /** The reservation or stay that holds any of the room's nights [llegada, salida), and its dates. */
    async claimHolding(ex: Executor, roomId: number, llegada: string, salida: string) {
      const holder = await ex.execute<{
        tipo: 'reserva' | 'estadia';
        cliente: string;
        llegada: string;
        salida: string;
      }>(sql`
        select case when n.reserva_id is not null then 'reserva' else 'estadia' end as tipo,
          coalesce(${clientName('cr')}, ${clientName('ce')}) as cliente,
          lower(n.noches)::text as llegada, upper(n.noches)::text as salida
        from noches_habitacion n
        left join reservas r on r.id = n.reserva_id
        left join clientes cr on cr.id = r.cliente_id
        left join estancias e on e.id = n.estancia_id
        left join clientes ce on ce.id = e.cliente_id
        where n.habitacion_id = ${roomId} and not n.sobreventa
          and n.noches && daterange(${llegada}::date, ${salida}::date)
        order by lower(n.noches) limit 1`);
      return holder.rows[0];
    },

    /** The booking's lines, locked, so a cancellation and a change of one booking run one at a time. */
    async lockLines(ex: Executor, hotelId: number, bookingId: number) {
      return rowsOf<{
        id: number;
        estado: ReservationState;
        tipo_habitacion_id: number;
        habitacion_id: number | null;
        llegada: string;
        salida: string;
        vence_at: string | null;
        sobreventa: boolean;
      }>(
        await ex.execute(sql`
          select r.id, r.estado, r.tipo_habitacion_id, r.habitacion_id, r.llegada::text as llegada,
            r.salida::text as salida, ${iso('r.vence_at')} as vence_at, r.sobreventa
          from reservas r where r.encabezado_id = ${bookingId} and r.hotel_id = ${hotelId}
          order by r.id for update`),
      );
    },

    /**
     * Rewrites a line with its new type, room, nights, persons and price. The type check of the
     * trigger looks only at the nights the line adds to its type.
     */
    async updateLine(ex: Executor, id: number, line: NewLine, nights: PricedNight[]) {
      const { vence_at: _, estado: __, sobreventa: ___, ...values } = line;
      await ex
        .update(reservas)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(reservas.id, id));
      await ex.delete(reservaNoches).where(eq(reservaNoches.reserva_id, id));
      await ex.insert(reservaNoches).values(
        nights.map((n) => ({
          reserva_id: id,
          fecha: n.fecha,
          tarifa_id: n.tarifa_id,
          base: n.base,
          adicional: n.adicional,
          impuesto: n.impuesto,
          total: n.total,
        })),
      );
    },

    async releaseClaim(ex: Executor, lineId: number) {
      await ex.delete(nochesHabitacion).where(eq(nochesHabitacion.reserva_id, lineId));
    },

    /** Cancels lines and releases their room nights in the caller's transaction. */
    async cancelLines(ex: Executor, ids: number[], motivo: string, userId: number) {
      await ex
        .update(reservas)
        .set({
          estado: 'Cancelada',
          motivo_cancelacion: motivo,
          cancelada_at: sql`now()`,
          cancelada_por: userId,
          updated_at: sql`now()`,
        })
        .where(inArray(reservas.id, ids));
      await ex.delete(nochesHabitacion).where(inArray(nochesHabitacion.reserva_id, ids));
    },

    async header(ex: Executor, hotelId: number, id: number) {
      const [row] = rowsOf<{
        id: number;
        cliente_id: number;
        cliente: string;
        documento: string;
        canal: string;
        agencia: string | null;
        agencia_referencia: string | null;
        observaciones: string | null;
        created_at: string;
      }>(
        await ex.execute(sql`
          select e.id, e.cliente_id, ${clientName('c')} as cliente, c.numero_documento as documento, e.canal,
            e.agencia, e.agencia_referencia, e.observaciones, ${iso('e.created_at')} as created_at
          from reserva_encabezados e join clientes c on c.id = e.cliente_id
          where e.id = ${id} and e.hotel_id = ${hotelId}`),
      );
      return row;
    },

    async lines(ex: Executor, bookingId: number): Promise<LineRow[]> {
      return rowsOf<LineRow>(
        await ex.execute(sql`
          select r.id, r.tipo_habitacion_id, t.nombre as tipo, r.habitacion_id, h.numero as habitacion,
            r.llegada::text as llegada, r.salida::text as salida, r.adultos, r.ninos, r.tarifa_id, r.tarifa_nombre,
            r.total::text as total, r.estado, ${iso('r.vence_at')} as vence_at, r.sobreventa, r.motivo_cancelacion,
            ${iso('r.cancelada_at')} as cancelada_at, u.name as cancelada_por
          from reservas r
          join tipos_habitacion t on t.id = r.tipo_habitacion_id
          left join habitaciones h on h.id = r.habitacion_id
          left join usuarios u on u.id = r.cancelada_por
          where r.encabezado_id = ${bookingId}
          order by r.id`),
      );
    },

    async nights(ex: Executor, lineIds: number[]) {
      if (lineIds.length === 0) return [];
      return ex
        .select({
          reserva_id: reservaNoches.reserva_id,
          fecha: reservaNoches.fecha,
          base: reservaNoches.base,
          adicional: reservaNoches.adicional,
          impuesto: reservaNoches.impuesto,
          total: reservaNoches.total,
        })
        .from(reservaNoches)
        .where(inArray(reservaNoches.reserva_id, lineIds))
        .orderBy(asc(reservaNoches.reserva_id), asc(reservaNoches.fecha));
    },

    async insertDeposit(ex: Executor, values: typeof reservaPagos.$inferInsert) {
      await ex.insert(reservaPagos).values(values);
    },

    async deposits(ex: Executor, bookingId: number) {
      const rows = await ex
        .select({
          id: reservaPagos.id,
          forma_pago_id: reservaPagos.forma_pago_id,
          forma_pago: formasPago.nombre,
          monto: reservaPagos.monto,
          fecha: reservaPagos.created_at,
        })
        .from(reservaPagos)
        .innerJoin(formasPago, eq(formasPago.id, reservaPagos.forma_pago_id))
        .where(eq(reservaPagos.encabezado_id, bookingId))
        .orderBy(asc(reservaPagos.id));
      return rows.map((r) => ({ ...r, fecha: r.fecha.toISOString() }));
    },
  };
}

export type ReservationsRepository = ReturnType<typeof createReservationsRepository>;
