import type { THotel, THotelBody } from '@posada/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ciudades, departamentos, hoteles, paises, usuarioHoteles } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { paginate, searchAny } from '../../lib/list-query';
import { hotelVisibleTo } from '../../lib/scope';

export interface HotelFilter {
  page: number;
  per_page: number;
  search?: string | undefined;
  estado?: boolean | null | undefined;
}

const hotelColumns = {
  id: hoteles.id,
  nombre: hoteles.nombre,
  nit: hoteles.nit,
  dv: hoteles.dv,
  razon_social: hoteles.razon_social,
  rnt: hoteles.rnt,
  direccion: hoteles.direccion,
  pais_id: hoteles.pais_id,
  pais: paises.nombre,
  departamento_id: hoteles.departamento_id,
  departamento: departamentos.nombre,
  ciudad_id: hoteles.ciudad_id,
  ciudad: ciudades.nombre,
  telefono: hoteles.telefono,
  email: hoteles.email,
  zona_horaria: hoteles.zona_horaria,
  hora_checkin: sql<string>`to_char(${hoteles.hora_checkin}, 'HH24:MI')`,
  hora_checkout: sql<string>`to_char(${hoteles.hora_checkout}, 'HH24:MI')`,
  estado: hoteles.estado,
};

/** Hotels as the administration screens read them: only those the caller may see. */
export function createHotelsRepository() {
  const select = (ex: Executor, where: SQL | undefined) =>
    ex
      .select(hotelColumns)
      .from(hoteles)
      .leftJoin(paises, eq(paises.id, hoteles.pais_id))
      .leftJoin(departamentos, eq(departamentos.id, hoteles.departamento_id))
      .leftJoin(ciudades, eq(ciudades.id, hoteles.ciudad_id))
      .where(where);

  return {
    list(ex: Executor, caller: Caller, f: HotelFilter) {
      const where = and(
        hotelVisibleTo(caller, hoteles.id),
        searchAny(f.search, [hoteles.nombre, hoteles.nit, hoteles.razon_social]),
        f.estado === null || f.estado === undefined ? undefined : eq(hoteles.estado, f.estado),
      );
      return paginate<THotel>(f, {
        rows: (limit, offset) =>
          select(ex, where).orderBy(asc(hoteles.nombre), asc(hoteles.id)).limit(limit).offset(offset),
        total: () => ex.select({ total: sql<number>`count(*)::int` }).from(hoteles).where(where),
      });
    },

    /** The hotel if the caller may see it; `forUpdate` locks the row for the rest of the transaction. */
    async find(ex: Executor, caller: Caller, id: number, forUpdate = false): Promise<THotel | undefined> {
      const query = select(ex, and(eq(hoteles.id, id), hotelVisibleTo(caller, hoteles.id)));
      const [row] = forUpdate ? await query.for('update', { of: hoteles }) : await query;
      return row;
    },

    async insert(ex: Executor, values: THotelBody): Promise<number> {
      const [row] = await ex.insert(hoteles).values(values).returning({ id: hoteles.id });
      if (!row) throw new Error('insert hoteles');
      return row.id;
    },

    async update(ex: Executor, id: number, values: THotelBody) {
      await ex
        .update(hoteles)
        .set({ ...values, updated_at: sql`now()` })
        .where(eq(hoteles.id, id));
    },

    async assignUser(ex: Executor, userId: number, hotelId: number) {
      await ex.insert(usuarioHoteles).values({ usuario_id: userId, hotel_id: hotelId }).onConflictDoNothing();
    },

    /** The department's country and the city's department, to check the chain the form sent. */
    async geoParents(ex: Executor, departamentoId: number | null, ciudadId: number | null) {
      const [dep] = departamentoId
        ? await ex
            .select({ pais_id: departamentos.pais_id })
            .from(departamentos)
            .where(eq(departamentos.id, departamentoId))
        : [];
      const [city] = ciudadId
        ? await ex
            .select({ departamento_id: ciudades.departamento_id })
            .from(ciudades)
            .where(eq(ciudades.id, ciudadId))
        : [];
      return { departamentoPaisId: dep?.pais_id, ciudadDepartamentoId: city?.departamento_id };
    },

    async countryExists(ex: Executor, id: number) {
      const [row] = await ex.select({ id: paises.id }).from(paises).where(eq(paises.id, id));
      return row !== undefined;
    },

    /** The hotel's time zone: its business date is the calendar day there. */
    async timeZone(ex: Executor, id: number): Promise<string | undefined> {
      const [row] = await ex.select({ zona: hoteles.zona_horaria }).from(hoteles).where(eq(hoteles.id, id));
      return row?.zona;
    },
  };
}

export type HotelsRepository = ReturnType<typeof createHotelsRepository>;
