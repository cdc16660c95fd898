import { auditPaths as paths, ZAuditListBody, ZAuditPage, ZAuditUsers } from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireHotelId, sessionOf } from '../../http/request-context';
import { errorResponses } from '../../http/route-schemas';
import type { AuditLogService } from './audit-log.service';

const tags = ['Auditoría'];

export function registerAuditLogRoutes(app: FastifyInstance, service: AuditLogService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    paths.list,
    {
      config: { auth: ['auditoria.ver'] },
      schema: {
        tags,
        summary:
          'Registro de auditoría del hotel, del más reciente al más antiguo: quién, cuándo, desde dónde y qué cambió (antes y después en palabras); filtra por fechas del hotel, usuario, entidad y acción',
        body: ZAuditListBody.nullish(),
        response: { 200: ZAuditPage, ...errorResponses },
      },
    },
    (req) => service.list(sessionOf(req), requireHotelId(req), req.body ?? ZAuditListBody.parse({})),
  );
  r.get(
    paths.users,
    {
      config: { auth: ['auditoria.ver'] },
      schema: {
        tags,
        summary: 'Usuarios que pueden trabajar en el hotel, para el filtro del registro de auditoría',
        response: { 200: ZAuditUsers, ...errorResponses },
      },
    },
    async (req) => ({ data: await service.users(requireHotelId(req)) }),
  );
}
