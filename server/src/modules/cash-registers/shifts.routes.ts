import {
  cashRegisterPaths as paths,
  ZApiError,
  ZCloseRegisterBody,
  ZCloseRegisterResponse,
  ZIdParams,
  ZLastAssignmentResponse,
  ZOpenRegisterBody,
  ZOpenRegisterResponse,
  ZShiftSummaryNullableResponse,
  ZWithdrawalBody,
  ZWithdrawalResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentHotelId, hotelActor, requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { CashRegisterService } from './cash-registers.service';

const tags = ['Cajas'];

/** Assignments: the handover, opening, partial withdrawals, closing. */
export function registerShiftsRoutes(app: FastifyInstance, service: CashRegisterService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { shifts, registers, history } = service;

  r.post(
    paths.lastAssignment(':id'),
    {
      config: { auth: ['cajas.abrir', 'cajas.ver'] },
      schema: {
        tags,
        summary: 'Última asignación de la caja (null si nunca se abrió)',
        params: ZIdParams,
        response: { 200: ZLastAssignmentResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await shifts.lastAssignment(requireHotelId(req), req.params.id) }),
  );

  r.post(
    paths.open,
    {
      config: { auth: ['cajas.abrir'] },
      schema: {
        tags,
        summary: 'Abrir una caja con la contraseña de quien la cerró (o AUTOAPROBACION si nunca se usó)',
        body: ZOpenRegisterBody,
        response: { 200: ZOpenRegisterResponse, ...errorResponses, 429: ZApiError },
      },
    },
    async (req) => {
      const actor = hotelActor(req);
      await shifts.open(actor, req.body);
      return {
        message: 'Caja abierta correctamente',
        data: await registers.find(actor.hotelId, req.body.caja_id),
      };
    },
  );

  r.post(
    paths.close,
    {
      config: { auth: ['cajas.cerrar'] },
      schema: {
        tags,
        summary: 'Cerrar la caja del usuario con el conteo por grupo; responde esperado y diferencias',
        body: ZCloseRegisterBody,
        response: { 200: ZCloseRegisterResponse, ...errorResponses },
      },
    },
    async (req) => ({
      message: 'Caja cerrada correctamente',
      data: await shifts.close(hotelActor(req), req.body),
    }),
  );

  r.post(
    paths.withdraw,
    {
      config: { auth: ['cajas.retirar'] },
      schema: {
        tags,
        summary: 'Retiro parcial de efectivo de la caja del usuario',
        body: ZWithdrawalBody,
        response: { 200: ZWithdrawalResponse, ...errorResponses },
      },
    },
    async (req) => ({
      message: 'Retiro registrado correctamente',
      data: await shifts.withdraw(hotelActor(req), req.body),
    }),
  );

  r.get(
    paths.balanceByGroups,
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary: 'Saldo por grupo de la caja abierta del usuario; null si no tiene',
        response: { 200: ZShiftSummaryNullableResponse, ...errorResponses },
      },
    },
    async (req) => {
      const hotelId = currentHotelId(req);
      return { data: hotelId === null ? null : await history.groupsOfUser(hotelId, sessionOf(req).userId) };
    },
  );
}
