import {
  cashRegisterPaths as paths,
  ZCashRegisterBody,
  ZCashRegisterNullableResponse,
  ZCashRegisterPage,
  ZCashRegisterResponse,
  ZUnassignedRegisters,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import { currentHotelId, requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { CashRegisterService } from './cash-registers.service';

const tags = ['Cajas'];

/** The registers themselves (admin/cash-registers): list, create, edit, delete, and their balances. */
export function registerCashRegistersRoutes(app: FastifyInstance, { registers }: CashRegisterService): void {
  registerCrudRoutes(app, {
    paths: {
      list: paths.list,
      create: paths.create,
      show: paths.balanceOf,
      update: paths.update,
      remove: paths.remove,
    },
    scope: 'hotel',
    tag: 'Cajas',
    singular: 'caja con su saldo',
    plural: 'cajas (no se puede desactivar ni eliminar una caja abierta)',
    service: registers,
    list: { method: 'POST' },
    schemas: { page: ZCashRegisterPage, one: ZCashRegisterResponse, body: ZCashRegisterBody },
    permissions: {
      ver: ['cajas.ver', 'cajas.crear', 'cajas.editar', 'cajas.eliminar', 'reportes.cajas'],
      mostrar: ['cajas.ver'],
      crear: ['cajas.crear'],
      editar: ['cajas.editar'],
      eliminar: ['cajas.eliminar'],
    },
    removed: { removed: 'Caja eliminada', deactivated: 'La caja tiene historial de turnos; se desactivó' },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.unassigned,
    {
      config: { auth: ['cajas.abrir'] },
      schema: {
        tags,
        summary: 'Cajas activas del hotel sin turno abierto',
        response: { 200: ZUnassignedRegisters, ...errorResponses },
      },
    },
    async (req) => ({ data: await registers.unassigned(requireHotelId(req)) }),
  );

  r.get(
    paths.balance,
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'La caja abierta del usuario con su saldo (Total Caja); null si no tiene',
        response: { 200: ZCashRegisterNullableResponse, ...errorResponses },
      },
    },
    async (req) => {
      // Anyone may ask; a user with no hotel simply holds no register.
      const hotelId = currentHotelId(req);
      return { data: hotelId === null ? null : await registers.ofUser(hotelId, sessionOf(req).userId) };
    },
  );
}
