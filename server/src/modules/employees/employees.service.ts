import type { TEmployee, TEmployeeBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, createCrudService } from '../../lib/crud/crud-service';
import { ValidationError } from '../../lib/errors';
import type { EmployeesRepository } from './employees.repository';

interface Deps {
  db: Db;
  repo: EmployeesRepository;
  audit: AuditLog;
}

/** employees: staff assigned to rooms and recorded on cleanings and stays; maybe also a user. */
export function createEmployeesService({ db, repo, audit }: Deps) {
  return {
    ...createCrudService({
      db,
      repo,
      audit,
      entity: 'empleados',
      notFound: 'El empleado no existe',
      present: asRead<TEmployee>,
      // A linked user must be one of the hotel's users.
      prepare: async (tx, { hotelId }, body: TEmployeeBody) => {
        if (body.usuario_id !== null) {
          const users = await repo.hotelUsers(tx, hotelId ?? 0);
          if (!users.some((u) => u.id === body.usuario_id)) {
            throw new ValidationError('Los datos enviados no son válidos', {
              usuario_id: ['Elija un usuario activo de este hotel'],
            });
          }
        }
        return body;
      },
      conflicts: {
        empleados_hotel_documento_key: {
          field: 'documento',
          message: 'Ya existe un empleado con ese documento',
        },
        empleados_hotel_usuario_key: {
          field: 'usuario_id',
          message: 'Ese usuario ya está vinculado a otro empleado',
        },
      },
    }),
    hotelUsers: (hotelId: number) => repo.hotelUsers(db, hotelId),
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
