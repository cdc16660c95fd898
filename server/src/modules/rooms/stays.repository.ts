import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  clientes,
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
} from '../../db/schema';
import type { PricingRate } from './pricing';

const clientName = sql<string>`coalesce(${clientes.razon_social}, trim(concat_ws(' ', ${clientes.nombres}, ${clientes.apellidos})))`;

export function createStaysRepository(db: Executor) {
  return {
    async roomType(hotelId: number, roomId: number) {
      const [row] = await db
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
    async rates(typeId: number): Promise<PricingRate[]> {
      return db
        .select({
          id: tarifas.id,
          nombre: tarifas.nombre,
          precio_noche: tarifas.precio_noche,
          personas_incluidas: tarifas.personas_incluidas,
          valor_persona_adicional: tarifas.valor_persona_adicional,
          vigencia_desde: tarifas.vigencia_desde,
          vigencia_hasta: tarifas.vigencia_hasta,
          impuesto_porcentaje: impuestos.porcentaje,
        })
        .from(tarifas)
        .leftJoin(impuestos, eq(impuestos.id, tarifas.impuesto_id))
        .where(and(eq(tarifas.tipo_habitacion_id, typeId), eq(tarifas.estado, true)))
        .orderBy(asc(tarifas.nombre));
    },

    async activeClients(hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: clientes.id })
        .from(clientes)
        .where(and(eq(clientes.hotel_id, hotelId), eq(clientes.estado, true), inArray(clientes.id, ids)));
    },

    async activeEmployees(hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: empleados.id })
        .from(empleados)
        .where(and(eq(empleados.hotel_id, hotelId), eq(empleados.estado, true), inArray(empleados.id, ids)));
    },

    async insertStay(values: typeof estancias.$inferInsert, companions: number[], staff: number[]) {
      const [stay] = await db.insert(estancias).values(values).returning({ id: estancias.id });
      if (!stay) throw new Error('No se creó la estancia');
      if (companions.length)
        await db
          .insert(estanciaHuespedes)
          .values(companions.map((cliente_id) => ({ estancia_id: stay.id, cliente_id })));
      if (staff.length)
        await db
          .insert(estanciaEmpleados)
          .values(staff.map((empleado_id) => ({ estancia_id: stay.id, empleado_id })));
      return stay.id;
    },

    async claimNights(values: {
      hotelId: number;
      roomId: number;
      stayId: number;
      llegada: string;
      salida: string;
      reservaId?: number | null;
    }) {
      const noches = `[${values.llegada},${values.salida})`;
      if (values.reservaId) {
        // The hold's claim becomes the stay's, stretched to the stay's nights.
        await db
          .update(nochesHabitacion)
          .set({ reserva_id: null, estancia_id: values.stayId, noches })
          .where(eq(nochesHabitacion.reserva_id, values.reservaId));
        return;
      }
      await db.insert(nochesHabitacion).values({
        hotel_id: values.hotelId,
        habitacion_id: values.roomId,
        estancia_id: values.stayId,
        noches,
      });
    },

    async addEntries(entries: (typeof cuentaMovimientos.$inferInsert)[]) {
      if (entries.length) await db.insert(cuentaMovimientos).values(entries);
    },

    async reservation(id: number) {
      const [row] = await db
        .select({
          id: reservas.id,
          cliente_id: reservas.cliente_id,
          cliente: clientName,
          llegada: reservas.llegada,
          salida: reservas.salida,
          estado: reservas.estado,
        })
        .from(reservas)
        .innerJoin(clientes, eq(clientes.id, reservas.cliente_id))
        .where(eq(reservas.id, id));
      return row;
    },

    async setReservationState(id: number, estado: string) {
      await db.update(reservas).set({ estado, updated_at: sql`now()` }).where(eq(reservas.id, id));
    },

    /** Charges, payments and balance of a stay, summed in SQL (exact numeric). */
    async balance(stayId: number) {
      const [row] = await db
        .select({
          cargos: sql<string>`coalesce(sum(${cuentaMovimientos.total}) filter (where ${cuentaMovimientos.tipo} = 'cargo'), 0)::numeric(14,2)::text`,
          pagos: sql<string>`coalesce(sum(${cuentaMovimientos.total}) filter (where ${cuentaMovimientos.tipo} = 'pago'), 0)::numeric(14,2)::text`,
        })
        .from(cuentaMovimientos)
        .where(eq(cuentaMovimientos.estancia_id, stayId));
      return row ?? { cargos: '0.00', pagos: '0.00' };
    },

    async entries(stayId: number) {
      return db
        .select({
          id: cuentaMovimientos.id,
          tipo: cuentaMovimientos.tipo,
          concepto: cuentaMovimientos.concepto,
          fecha: cuentaMovimientos.fecha,
          valor: cuentaMovimientos.valor,
          impuesto: cuentaMovimientos.impuesto,
          total: cuentaMovimientos.total,
          forma_pago: formasPago.nombre,
          created_at: sql<string>`to_json(${cuentaMovimientos.created_at}) #>> '{}'`,
        })
        .from(cuentaMovimientos)
        .leftJoin(formasPago, eq(formasPago.id, cuentaMovimientos.forma_pago_id))
        .where(eq(cuentaMovimientos.estancia_id, stayId))
        .orderBy(asc(cuentaMovimientos.id));
    },

    async stayDetail(stayId: number) {
      const [stay] = await db
        .select({
          id: estancias.id,
          cliente_id: clientes.id,
          cliente: clientName,
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
      const companions = await db
        .select({ id: clientes.id, nombre: clientName })
        .from(estanciaHuespedes)
        .innerJoin(clientes, eq(clientes.id, estanciaHuespedes.cliente_id))
        .where(eq(estanciaHuespedes.estancia_id, stayId));
      const staff = await db
        .select({ id: empleados.id, nombres: empleados.nombres })
        .from(estanciaEmpleados)
        .innerJoin(empleados, eq(empleados.id, estanciaEmpleados.empleado_id))
        .where(eq(estanciaEmpleados.estancia_id, stayId));
      return { stay, companions, staff };
    },

    /** Check-out: the stay ends today (at least one night), its claim shrinks, the room is dirty. */
    async finishStay(stayId: number, roomId: number, hoy: string, userId: number) {
      const [stay] = await db
        .update(estancias)
        .set({
          estado: 'finalizada',
          salida: sql`greatest(${hoy}::date, ${estancias.llegada} + 1)`,
          checkout_at: sql`now()`,
          checkout_by: userId,
          updated_at: sql`now()`,
        })
        .where(eq(estancias.id, stayId))
        .returning({
          llegada: estancias.llegada,
          salida: estancias.salida,
          reserva_id: estancias.reserva_id,
        });
      if (!stay) throw new Error('La estancia no existe');
      await db
        .update(nochesHabitacion)
        .set({ noches: `[${stay.llegada},${stay.salida})` })
        .where(eq(nochesHabitacion.estancia_id, stayId));
      if (stay.reserva_id) await this.setReservationState(stay.reserva_id, 'Finalizada');
      await db
        .update(habitaciones)
        .set({ limpieza: 'sucia', sucia_desde: sql`now()`, updated_at: sql`now()` })
        .where(eq(habitaciones.id, roomId));
    },
  };
}

export type StaysRepository = ReturnType<typeof createStaysRepository>;
