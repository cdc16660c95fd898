import {
  guestReportingPaths as paths,
  ZGuestReportingSettings,
  ZGuestReportingStateResponse,
  ZMessage,
  ZSireMarked,
  ZSirePeriod,
  ZSireViewResponse,
  ZTraPendingBody,
  ZTraPendingPage,
  ZTraStateQuery,
  ZTraStayParams,
  ZTraStayStateResponse,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hotelActor, requireHotelId } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { GuestReportingService } from './guest-reporting.service';

const tags = ['Reporte de huéspedes'];
/** The administrator's: the token and the codes. */
const ADMIN = ['reporte_huespedes.configurar'] as const;
const READERS = ['reporte_huespedes.ver', 'reporte_huespedes.enviar'] as const;
const SENDERS = ['reporte_huespedes.enviar'] as const;
const DEFAULT_STATES = ['pendiente', 'error', 'sin_datos'] as const;

export function registerGuestReportingRoutes(app: FastifyInstance, service: GuestReportingService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    paths.state,
    {
      config: { auth: ADMIN },
      schema: {
        tags,
        summary: 'La configuración de la TRA y de SIRE del hotel (sin el token)',
        response: { 200: ZGuestReportingStateResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.state(requireHotelId(req)) }),
  );

  r.post(
    paths.configure,
    {
      config: { auth: ADMIN },
      schema: {
        tags,
        summary: 'Activa la TRA, guarda su token (sellado), el tipo de acomodación y el código de SIRE',
        body: ZGuestReportingSettings,
        response: { 200: ZGuestReportingStateResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.configure(hotelActor(req), req.body) }),
  );

  r.get(
    paths.traState,
    {
      config: { auth: READERS },
      schema: {
        tags,
        summary:
          'El estado de la TRA de una estadía: pendiente, enviado (código), error, sin datos (qué falta)',
        querystring: ZTraStateQuery,
        response: { 200: ZTraStayStateResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.traState(requireHotelId(req), req.query.estancia_id) }),
  );

  r.post(
    paths.traResend(':estancia_id'),
    {
      config: { auth: SENDERS },
      schema: {
        tags,
        summary: 'Vuelve a poner en cola la TRA de una estadía (lo ya registrado en MinCIT no se repite)',
        params: ZTraStayParams,
        response: { 200: ZMessage, ...errorResponses },
      },
    },
    async (req) => {
      await service.resend(hotelActor(req), req.params.estancia_id);
      return { message: 'La TRA de la estadía quedó en cola: se enviará en unos minutos' };
    },
  );

  r.post(
    paths.traPending,
    {
      config: { auth: READERS },
      schema: {
        tags,
        summary: 'Estadías con la TRA pendiente, con error o sin datos (paginado)',
        body: ZTraPendingBody.nullish(),
        response: { 200: ZTraPendingPage, ...errorResponses },
      },
    },
    (req) =>
      service.pending(requireHotelId(req), {
        page: req.body?.page ?? 1,
        per_page: req.body?.per_page ?? 20,
        estados: req.body?.estados?.length ? req.body.estados : [...DEFAULT_STATES],
      }),
  );

  r.post(
    paths.sireView,
    {
      config: { auth: READERS },
      schema: {
        tags,
        summary: 'Los movimientos de extranjeros de un período para SIRE: filas, qué falta y lo ya cargado',
        body: ZSirePeriod,
        response: { 200: ZSireViewResponse, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.sireView(requireHotelId(req), req.body) }),
  );

  r.post(
    paths.sireFile,
    {
      config: { auth: SENDERS },
      schema: {
        tags,
        summary: 'El archivo de SIRE del período: texto separado por tabulaciones, sin títulos, 13 columnas',
        body: ZSirePeriod,
        response: {
          200: {
            description: 'El archivo para el portal de SIRE (Windows-1252, CR LF)',
            content: { 'text/plain': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const file = await service.sireFile(requireHotelId(req), req.body);
      return reply
        .header('Content-Type', 'text/plain; charset=windows-1252')
        .header('Content-Disposition', `attachment; filename="${file.nombre}"`)
        .send(file.contenido);
    },
  );

  r.post(
    paths.sireMark,
    {
      config: { auth: SENDERS },
      schema: {
        tags,
        summary: 'Marca el período como cargado en SIRE (quién y cuándo)',
        body: ZSirePeriod,
        response: { 200: ZSireMarked, ...errorResponses },
      },
    },
    async (req) => {
      const data = await service.sireMark(hotelActor(req), req.body);
      return { message: `Período marcado como cargado en SIRE (${data.filas} movimientos)`, data };
    },
  );
}
