import type { TEmployee } from '@posada/contracts';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { empleados, roles, usuarioHoteles, usuarios } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { ValidationError } from '../../lib/errors';
import { searchAny } from '../../lib/list-query';

export const employeeStore = createCrudStore<TEmployee>({
  table: empleados,
  entity: 'empleados',
  notFound: 'El empleado no existe',
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
  uniques: {
    empleados_hotel_documento_key: { field: 'documento', message: 'Ya existe un empleado con ese documento' },
    empleados_hotel_usuario_key: {
      field: 'usuario_id',
      message: 'Ese usuario ya está vinculado a otro empleado',
    },
  },
});

/** Active users who work in the hotel (root users work in every hotel): who an employee may be. */
export function hotelUsers(db: Executor, hotelId: number) {
  const worksHere = sql`exists (select 1 from ${usuarioHoteles} where ${usuarioHoteles.usuario_id} = ${usuarios.id}
    and ${usuarioHoteles.hotel_id} = ${hotelId})`;
  return db
    .select({ id: usuarios.id, name: usuarios.name, email: usuarios.email })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.rol_id))
    .where(and(eq(usuarios.estado, true), or(worksHere, eq(roles.is_root, true))))
    .orderBy(asc(usuarios.name));
}

/** A linked user must be one of the hotel's users. */
export async function checkEmployee<T extends { usuario_id: number | null }>(
  db: Executor,
  hotelId: number,
  body: T,
) {
  if (body.usuario_id !== null) {
    const users = await hotelUsers(db, hotelId);
    if (!users.some((u) => u.id === body.usuario_id)) {
      throw new ValidationError('Los datos enviados no son válidos', {
        usuario_id: ['Elija un usuario activo de este hotel'],
      });
    }
  }
  return body;
}
