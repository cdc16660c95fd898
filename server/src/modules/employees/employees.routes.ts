import {
  employeePaths,
  ZEmployeeBody,
  ZEmployeeData,
  ZEmployeePage,
  ZEmployeeUpdateBody,
  ZEmployeeUserOptions,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import { requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { EmployeesService } from './employees.service';

const TAG = 'Empleados';

/** employees: staff assigned to rooms and recorded on cleanings and stays; maybe also a user. */
export function registerEmployeesRoutes(app: FastifyInstance, service: EmployeesService): void {
  registerCrudRoutes(app, {
    paths: employeePaths,
    scope: 'hotel',
    tag: TAG,
    singular: 'empleado',
    plural: 'empleados',
    service,
    list: { method: 'POST' },
    schemas: {
      page: ZEmployeePage,
      one: ZEmployeeData,
      body: ZEmployeeBody,
      updateBody: ZEmployeeUpdateBody,
    },
    permissions: {
      ver: ['empleados.ver'],
      crear: ['empleados.crear'],
      editar: ['empleados.editar'],
      eliminar: ['empleados.eliminar'],
    },
    removed: {
      removed: 'Empleado eliminado',
      deactivated: 'El empleado tiene registros en habitaciones: se desactivó en lugar de eliminarse',
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    employeePaths.users,
    {
      config: { auth: ['empleados.crear', 'empleados.editar'] },
      schema: {
        tags: [TAG],
        summary: 'Usuarios activos del hotel que se pueden vincular a un empleado',
        response: { 200: ZEmployeeUserOptions, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.hotelUsers(requireHotelId(req)) }),
  );
}
