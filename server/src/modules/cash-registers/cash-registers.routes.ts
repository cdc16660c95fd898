import {
  cashRegisterPaths as paths,
  ZCashRegisterBody,
  ZCashRegisterNullableResponse,
  ZCashRegisterPage,
  ZCashRegisterResponse,
  ZDeleteResult,
  ZIdParams,
  ZPageBody,
  ZPageQuery,
  ZUnassignedRegisters,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageRequest } from '../../lib/list-query';
import { hotelActor, requireHotelId } from '../../lib/request-hotel';
import { errorResponses } from '../../lib/route-schemas';
import { currentHotelId, sessionOf } from '../../plugins/auth';
import type { CashRegisterService } from './cash-registers.service';

const tags = ['Cajas'];

/** The registers themselves: list, create, edit, delete, and their balances. */
export function registerCashRegistersRoutes(app: FastifyInstance, { registers }: CashRegisterService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    paths.list,
    {
      config: { auth: ['cajas.ver', 'cajas.crear', 'cajas.editar', 'cajas.eliminar', 'reportes.cajas'] },
      schema: {
        tags,
        summary: 'Cajas del hotel, paginadas (búsqueda por nombre)',
        querystring: ZPageQuery,
        body: ZPageBody.nullish(),
        response: { 200: ZCashRegisterPage, ...errorResponses },
      },
    },
    (req) => registers.list(requireHotelId(req), pageRequest(req.query, req.body)),
  );

  r.post(
    paths.create,
    {
      config: { auth: ['cajas.crear'] },
      schema: {
        tags,
        summary: 'Crear una caja',
        body: ZCashRegisterBody,
        response: { 200: ZCashRegisterResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await registers.create(hotelActor(req), req.body) }),
  );

  r.post(
    paths.update(':id'),
    {
      config: { auth: ['cajas.editar'] },
      schema: {
        tags,
        summary: 'Modificar una caja (no se puede desactivar mientras esté abierta)',
        params: ZIdParams,
        body: ZCashRegisterBody,
        response: { 200: ZCashRegisterResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await registers.update(hotelActor(req), req.params.id, req.body) }),
  );

  r.post(
    paths.remove(':id'),
    {
      config: { auth: ['cajas.eliminar'] },
      schema: {
        tags,
        summary: 'Eliminar una caja; si tiene turnos, se desactiva',
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errorResponses },
      },
    },
    (req) => registers.remove(hotelActor(req), req.params.id),
  );

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

  r.get(
    paths.balanceOf(':id'),
    {
      config: { auth: ['cajas.ver'] },
      schema: {
        tags,
        summary: 'Una caja con su saldo',
        params: ZIdParams,
        response: { 200: ZCashRegisterResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await registers.get(requireHotelId(req), req.params.id) }),
  );
}
