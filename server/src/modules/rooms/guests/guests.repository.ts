import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { ciudades, clientes, departamentos, estanciaRegistros, paises } from '../../../db/schema';

/** The guest register of stays: the clients' own data and what each stay records per guest. */
export function createGuestsRepository() {
  return {
    /** Active clients of the hotel with what the register reads from their record. */
    async clients(ex: Executor, hotelId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({
          id: clientes.id,
          nacionalidad_id: clientes.nacionalidad_id,
          fecha_nacimiento: clientes.fecha_nacimiento,
          ciudad: sql<string | null>`case when ${ciudades.id} is null then null
            else ${ciudades.nombre} || ' (' || ${departamentos.nombre} || ')' end`,
        })
        .from(clientes)
        .leftJoin(ciudades, eq(ciudades.id, clientes.ciudad_id))
        .leftJoin(departamentos, eq(departamentos.id, ciudades.departamento_id))
        .where(and(eq(clientes.hotel_id, hotelId), eq(clientes.estado, true), inArray(clientes.id, ids)));
    },

    async countries(ex: Executor, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await ex.select({ id: paises.id }).from(paises).where(inArray(paises.id, ids));
      return rows.map((r) => r.id);
    },

    async cities(ex: Executor, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await ex.select({ id: ciudades.id }).from(ciudades).where(inArray(ciudades.id, ids));
      return rows.map((r) => r.id);
    },

    /** Fills a client's nationality or birth date where the check-in confirmed them. */
    async fillClient(
      ex: Executor,
      id: number,
      values: { nacionalidad_id?: number; fecha_nacimiento?: string },
    ) {
      await ex
        .update(clientes)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(clientes.id, id));
    },

    async addRecords(ex: Executor, rows: (typeof estanciaRegistros.$inferInsert)[]) {
      if (rows.length) await ex.insert(estanciaRegistros).values(rows);
    },

    /** What the register of a stay holds of these guests (nothing for a guest without a row). */
    async records(ex: Executor, stayId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return ex
        .select({
          cliente_id: clientes.id,
          residencia: estanciaRegistros.residencia,
          procedencia: estanciaRegistros.procedencia,
          procedencia_pais_id: estanciaRegistros.procedencia_pais_id,
          procedencia_ciudad_id: estanciaRegistros.procedencia_ciudad_id,
          destino: estanciaRegistros.destino,
          destino_pais_id: estanciaRegistros.destino_pais_id,
          destino_ciudad_id: estanciaRegistros.destino_ciudad_id,
          motivo_viaje: estanciaRegistros.motivo_viaje,
        })
        .from(clientes)
        .leftJoin(
          estanciaRegistros,
          and(eq(estanciaRegistros.cliente_id, clientes.id), eq(estanciaRegistros.estancia_id, stayId)),
        )
        .where(inArray(clientes.id, ids));
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
