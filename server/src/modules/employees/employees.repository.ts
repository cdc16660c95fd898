import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { empleados, roles, usuarioHoteles, usuarios } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

export function createEmployeesRepository() {
  return {
    ...createCrudRepository({
      table: empleados,
      fields: {
        id: empleados.id,
        documento: empleados.documento,
        nombres: empleados.nombres,
        cargo: empleados.cargo,
        telefono: empleados.telefono,
        usuario_id: empleados.usuario_id,
        usuario: sql<
          string | null
        >`(select ${usuarios.name} from ${usuarios} where ${usuarios.id} = ${empleados.usuario_id})`,
        estado: empleados.estado,
      },
      orderBy: [asc(empleados.nombres), asc(empleados.id)],
      search: (term) => searchAny(term, [empleados.nombres, empleados.documento, empleados.cargo]),
      scoped: true,
    }),

    /** Active users who work in the hotel (root users work in every hotel): who an employee may be. */
    hotelUsers(ex: Executor, hotelId: number) {
      const worksHere = sql`exists (select 1 from ${usuarioHoteles} where ${usuarioHoteles.usuario_id} = ${usuarios.id}
        and ${usuarioHoteles.hotel_id} = ${hotelId})`;
      return ex
        .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.rol_id))
        .where(and(eq(usuarios.estado, true), or(worksHere, eq(roles.is_root, true))))
        .orderBy(asc(usuarios.name));
    },
  };
}

export type EmployeesRepository = ReturnType<typeof createEmployeesRepository>;
