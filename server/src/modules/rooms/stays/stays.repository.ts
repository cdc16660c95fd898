import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import {
  clientes,
  configuraciones,
  cuentaMovimientos,
  empleados,
  estanciaEmpleados,
  estanciaHuespedes,
  estancias,
  formasPago,
  habitaciones,
  impuestos,
  nochesHabitacion,
  reservas,
  tarifas,
  tiposHabitacion,
} from '../../../db/schema';
import type { PricingRate } from '../../../kernel/pricing/pricing';
import { clientName, isoOf, parsedRows } from '../../../lib/raw-sql';

const guestName = clientName(clientes);
const ZFinishedStay = z.object({ reserva_id: z.number().nullable() });

async function setReservationState(ex: Executor, id: number, estado: string) {
  await ex.update(reservas).set({ estado, updated_at: sql`now()` }).where(eq(reservas.id, id));
}

/** Stays: their guests, nights, account entries and the reservation they come from. */
export function createStaysRepository() {
  return {
    async roomType(ex: Executor, hotelId: number, roomId: number) {
      const [row] = await ex
        .select({
          id: tiposHabitacion.id,
          adultos: tiposHabitacion.capacidad_adultos,
          ninos: tiposHabitacion.capacidad_ninos,
        })
        .from(habitaciones)
        .innerJoin(tiposHabitacion, eq(tiposHabitacion.id, habitaciones.tipo_habitacion_id))
        .where(
          and(eq(habitaciones.id, roomId), eq(habitaciones.hotel_id, hotelId), eq(habitaciones.estado, true)),
        );
      return row;
    },

    /** The active rates of a room type with their tax percentage, as the pricing needs them. */
    /** The active rates of these room types, with their tax. */
    async rates(ex: Executor, typeIds: number[]): Promise<(PricingRate & { tipo_habitacion_id: number })[]> {
      if (typeIds.length === 0) return [];
      return ex
        .select({
          tipo_habitacion_id: tarifas.tipo_habitacion_id,
          id: tarifas.id,
          nombre: tarifas.nombre,
          precio_noche: tarifas.precio_noche,
          personas_incluidas: tarifas.personas_incluidas,
          valor_persona_adicional: tarifas.valor_persona_adicional,
          vigencia_desde: tarifas.vigencia_desde,
          vigencia_hasta: tarifas.vigencia_hasta,
          impuesto_porcentaje: impuestos.porcentaje,
          impuesto_id: impuestos.id,
          impuesto_tipo: impuestos.tipo,
          impuesto_nombre: impuestos.nombre,
        })
        .from(tarifas)
        .leftJoin(impuestos, eq(impuestos.id, tarifas.impuesto_id))
        .where(and(inArray(tarifas.tipo_habitacion_id, typeIds), eq(tarifas.estado, true)))
        .orderBy(asc(tarifas.nombre));
    },

    async activeClients(ex: Executor, hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({ id: clientes.id, extranjero_no_residente: clientes.extranjero_no_residente })
        .from(clientes)
        .where(and(eq(clientes.hotel_id, hotelId), eq(clientes.estado, true), inArray(clientes.id, ids)));
    },

    async activeEmployees(ex: Executor, hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({ id: empleados.id })
        .from(empleados)
        .where(and(eq(empleados.hotel_id, hotelId), eq(empleados.estado, true), inArray(empleados.id, ids)));
    },

    async insertStay(
      ex: Executor,
      values: typeof estancias.$inferInsert,
      companions: number[],
      staff: number[],
    ) {
      const [stay] = await ex.insert(estancias).values(values).returning({ id: estancias.id });
      if (!stay) throw new Error('No se creó la estancia');
      if (companions.length)
        await ex
          .insert(estanciaHuespedes)
          .values(companions.map((cliente_id) => ({ estancia_id: stay.id, cliente_id })));
      if (staff.length)
        await ex
          .insert(estanciaEmpleados)
          .values(staff.map((empleado_id) => ({ estancia_id: stay.id, empleado_id })));
      return stay.id;
    },

    async claimNights(
      ex: Executor,
      values: {
        hotelId: number;
        roomId: number;
        stayId: number;
        llegada: string;
        salida: string;
        reservaId?: number | null;
      },
    ) {
      const noches = `[${values.llegada},${values.salida})`;
      if (values.reservaId) {
        // The hold's claim becomes the stay's, stretched to the stay's nights.
        await ex
          .update(nochesHabitacion)
          .set({ reserva_id: null, estancia_id: values.stayId, noches })
          .where(eq(nochesHabitacion.reserva_id, values.reservaId));
        return;
      }
      await ex.insert(nochesHabitacion).values({
        hotel_id: values.hotelId,
        habitacion_id: values.roomId,
        estancia_id: values.stayId,
        noches,
      });
    },

    async reservation(ex: Executor, id: number) {
      const [row] = await ex
        .select({
          id: reservas.id,
          cliente_id: reservas.cliente_id,
          cliente: guestName,
          llegada: reservas.llegada,
          salida: reservas.salida,
          estado: reservas.estado,
        })
        .from(reservas)
        .innerJoin(clientes, eq(clientes.id, reservas.cliente_id))
        .where(eq(reservas.id, id));
      return row;
    },

    setReservationState,

    async entries(ex: Executor, cuentaId: number) {
      return ex
        .select({
          id: cuentaMovimientos.id,
          tipo: cuentaMovimientos.tipo,
          concepto: cuentaMovimientos.concepto,
          fecha: cuentaMovimientos.fecha,
          valor: cuentaMovimientos.valor,
          impuesto: cuentaMovimientos.impuesto,
          total: cuentaMovimientos.total,
          forma_pago: formasPago.nombre,
          created_at: isoOf(cuentaMovimientos.created_at),
        })
        .from(cuentaMovimientos)
        .leftJoin(formasPago, eq(formasPago.id, cuentaMovimientos.forma_pago_id))
        .where(eq(cuentaMovimientos.cuenta_id, cuentaId))
        .orderBy(asc(cuentaMovimientos.id));
    },

    async stayDetail(ex: Executor, stayId: number) {
      const [stay] = await ex
        .select({
          id: estancias.id,
          cliente_id: clientes.id,
          cliente: guestName,
          documento: clientes.numero_documento,
          llegada: estancias.llegada,
          salida: estancias.salida,
          adultos: estancias.adultos,
          ninos: estancias.ninos,
          tarifa_nombre: estancias.tarifa_nombre,
        })
        .from(estancias)
        .innerJoin(clientes, eq(clientes.id, estancias.cliente_id))
        .where(eq(estancias.id, stayId));
      if (!stay) return undefined;
      const companions = await ex
        .select({ id: clientes.id, nombre: guestName })
        .from(estanciaHuespedes)
        .innerJoin(clientes, eq(clientes.id, estanciaHuespedes.cliente_id))
        .where(eq(estanciaHuespedes.estancia_id, stayId));
      const staff = await ex
        .select({ id: empleados.id, nombres: empleados.nombres })
        .from(estanciaEmpleados)
        .innerJoin(empleados, eq(empleados.id, estanciaEmpleados.empleado_id))
        .where(eq(estanciaEmpleados.estancia_id, stayId));
      return { stay, companions, staff };
    },

    /** The hotel's day-use amount (taxes included), or null when it has none configured. */
    async dayUseAmount(ex: Executor, hotelId: number): Promise<string | null> {
      const [row] = await ex
        .select({ valor: configuraciones.valor_uso_dia })
        .from(configuraciones)
        .where(eq(configuraciones.hotel_id, hotelId));
      return row?.valor ?? null;
    },

    /** What a check-out needs of the stay: its dates, guests and the rate its nights were priced at. */
    async stayForCheckout(ex: Executor, stayId: number) {
      const [row] = await ex
        .select({
          id: estancias.id,
          llegada: estancias.llegada,
          salida: estancias.salida,
          personas: sql<number>`${estancias.adultos} + ${estancias.ninos}`,
          tarifa_nombre: estancias.tarifa_nombre,
          exento_iva: estancias.exento_iva,
        })
        .from(estancias)
        .where(eq(estancias.id, stayId));
      return row;
    },

    /**
     * Check-out: the stay ends on `salida` (its last night is the one before), its claim follows —
     * a stay that leaves on its arrival day keeps no night, so tonight is free to sell — and the
     * room is dirty.
     */
    /**
     * The stay finished on `salida`, its claimed nights cut to it (or gone for a day use) and the
     * room sent to cleaning, in one statement; then the booking line it came from is finished.
     */
    async finishStay(ex: Executor, stayId: number, roomId: number, salida: string, userId: number) {
      const [stay] = parsedRows(
        'stays.finish',
        ZFinishedStay,
        await ex.execute(sql`with s as ${ex
          .update(estancias)
          .set({
            estado: 'finalizada',
            salida,
            checkout_at: sql`now()`,
            checkout_by: userId,
            updated_at: sql`now()`,
          })
          .where(eq(estancias.id, stayId))
          .returning({
            llegada: estancias.llegada,
            salida: estancias.salida,
            reserva_id: estancias.reserva_id,
          })},
          cut as (update ${nochesHabitacion} set noches = daterange(s.llegada, s.salida)
            from s where ${nochesHabitacion.estancia_id} = ${stayId} and s.salida > s.llegada),
          gone as (delete from ${nochesHabitacion} using s
            where ${nochesHabitacion.estancia_id} = ${stayId} and s.salida = s.llegada),
          dirty as ${ex
            .update(habitaciones)
            .set({ limpieza: 'sucia', sucia_desde: sql`now()`, updated_at: sql`now()` })
            .where(eq(habitaciones.id, roomId))}
          select reserva_id from s`),
      );
      if (!stay) throw new Error('La estancia no existe');
      if (stay.reserva_id) await setReservationState(ex, stay.reserva_id, 'Finalizada');
    },
  };
}

export type StaysRepository = ReturnType<typeof createStaysRepository>;
