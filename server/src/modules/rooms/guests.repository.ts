import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  ciudades,
  clientes,
  departamentos,
  estanciaRegistros,
  paises,
  tiposDocumento,
} from '../../db/schema';

const clientName = sql<string>`coalesce(${clientes.razon_social}, trim(concat_ws(' ', ${clientes.nombres}, ${clientes.apellidos})))`;

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

    /** The register of a stay: each guest with the client's document, nationality and birth date. */
    async records(ex: Executor, stayId: number) {
      return ex
        .select({
          cliente_id: estanciaRegistros.cliente_id,
          nombre: clientName,
          tipo_documento: tiposDocumento.abreviatura,
          documento: clientes.numero_documento,
          nacionalidad: paises.nombre,
          fecha_nacimiento: clientes.fecha_nacimiento,
          principal: estanciaRegistros.principal,
          residencia: estanciaRegistros.residencia,
          procedencia: estanciaRegistros.procedencia,
          destino: estanciaRegistros.destino,
          motivo_viaje: estanciaRegistros.motivo_viaje,
        })
        .from(estanciaRegistros)
        .innerJoin(clientes, eq(clientes.id, estanciaRegistros.cliente_id))
        .innerJoin(tiposDocumento, eq(tiposDocumento.id, clientes.tipo_documento_id))
        .leftJoin(paises, eq(paises.id, clientes.nacionalidad_id))
        .where(eq(estanciaRegistros.estancia_id, stayId))
        .orderBy(sql`${estanciaRegistros.principal} desc`, estanciaRegistros.cliente_id);
    },
  };
}

export type GuestsRepository = ReturnType<typeof createGuestsRepository>;
