import {
  employeePaths,
  type TEmployeeBody,
  ZEmployeeBody,
  ZEmployeeData,
  ZEmployeePage,
  ZEmployeeUpdateBody,
  ZEmployeeUserOptions,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { registerHotelResource } from '../../lib/crud-routes';
import { requireHotelId } from '../../lib/request-hotel';
import { errorResponses } from '../../lib/route-schemas';
import { checkEmployee, employeeStore, hotelUsers } from './employees.store';

/** employees: staff assigned to rooms and recorded on cleanings and stays; maybe also a user. */
export function registerEmployeesRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths: employeePaths,
    tag: 'Empleados',
    singular: 'empleado',
    plural: 'empleados',
    remove: {
      path: employeePaths.remove,
      removed: 'Empleado eliminado',
      deactivated: 'El empleado tiene registros en habitaciones: se desactivó en lugar de eliminarse',
    },
    store: employeeStore,
    page: ZEmployeePage,
    one: ZEmployeeData,
    body: ZEmployeeBody,
    updateBody: ZEmployeeUpdateBody,
    permissions: {
      ver: ['empleados.ver'],
      crear: ['empleados.crear'],
      editar: ['empleados.editar'],
      eliminar: ['empleados.eliminar'],
    },
    prepare: (tx, hotelId, body) => checkEmployee(tx, hotelId, body as TEmployeeBody),
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    employeePaths.users,
    {
      config: { auth: ['empleados.crear', 'empleados.editar'] },
      schema: {
        tags: ['Empleados'],
        summary: 'Usuarios activos del hotel que se pueden vincular a un empleado',
        response: { 200: ZEmployeeUserOptions, ...errorResponses },
      },
    },
    async (req) => ({ data: await hotelUsers(db, requireHotelId(req)) }),
  );
}
