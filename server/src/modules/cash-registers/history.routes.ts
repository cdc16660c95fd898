import {
  cashRegisterPaths as paths,
  ZCashMovementPage,
  ZCashReport,
  ZCashReportQuery,
  ZIdParams,
  ZMovementsQuery,
  ZOpenRegistersResponse,
  ZShiftListQuery,
  ZShiftSummaryPage,
  ZShiftUsersResponse,
  ZWithdrawalPage,
} from '@posada/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { holds, requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { CashRegisterService } from './cash-registers.service';
import type { Viewer } from './history.service';

const tags = ['Cajas'];

/** Without `cajas.ver`, a cashier reads only their own shifts. */
function viewerOf(req: FastifyRequest): Viewer {
  const session = sessionOf(req);
  return { userId: session.userId, seesAll: holds(session, 'cajas.ver') };
}

/** Closings, withdrawals, movements, open registers and the report. */
export function registerHistoryRoutes(app: FastifyInstance, { history }: CashRegisterService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.closings,
    {
      config: { auth: ['cajas.ver', 'reportes.cajas'] },
      schema: {
        tags,
        summary: 'Cierres de caja con su detalle por grupo (fechas de cierre del hotel)',
        querystring: ZShiftListQuery,
        response: { 200: ZShiftSummaryPage, ...errorResponses },
      },
    },
    (req) => history.closings(requireHotelId(req), req.query),
  );

  r.get(
    paths.withdrawals,
    {
      config: { auth: ['cajas.ver', 'cajas.retirar'] },
      schema: {
        tags,
        summary: 'Retiros parciales; sin cajas.ver, solo los propios',
        querystring: ZShiftListQuery,
        response: { 200: ZWithdrawalPage, ...errorResponses },
      },
    },
    (req) => history.withdrawals(requireHotelId(req), req.query, viewerOf(req)),
  );

  r.get(
    paths.movements(':id'),
    {
      config: { auth: ['cajas.ver', 'cajas.abrir'] },
      schema: {
        tags,
        summary: 'Movimientos de un turno de la caja {id} (por defecto el abierto, o el último)',
        params: ZIdParams,
        querystring: ZMovementsQuery,
        response: { 200: ZCashMovementPage, ...errorResponses },
      },
    },
    (req) => history.movements(requireHotelId(req), req.params.id, req.query, viewerOf(req)),
  );

  r.get(
    paths.openRegisters,
    {
      config: { auth: ['cajas.ver'] },
      schema: {
        tags,
        summary: 'Cajas abiertas: quién, desde cuándo y con qué saldo',
        response: { 200: ZOpenRegistersResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await history.openRegisters(requireHotelId(req)) }),
  );

  r.get(
    paths.report,
    {
      config: { auth: ['reportes.cajas'] },
      schema: {
        tags,
        summary: 'Reporte de cajas: turnos abiertos en el rango, con totales por grupo',
        querystring: ZCashReportQuery,
        response: { 200: ZCashReport, ...errorResponses },
      },
    },
    (req) => history.report(requireHotelId(req), req.query),
  );

  r.get(
    paths.shiftUsers,
    {
      config: { auth: ['cajas.ver', 'reportes.cajas'] },
      schema: {
        tags,
        summary: 'Usuarios que han tenido turnos de caja en el hotel (filtro de los listados)',
        response: { 200: ZShiftUsersResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await history.shiftUsers(requireHotelId(req)) }),
  );
}
