import {
  numberingPaths as paths,
  ZExternalSequenceBody,
  ZExternalSequenceData,
  ZExternalSequencePage,
  ZExternalSequenceUpdateBody,
  ZInternalSequenceBody,
  ZInternalSequenceData,
  ZInternalSequencePage,
  ZInternalSequenceUpdateBody,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../http/crud-routes';
import type { NumberingService } from '../../kernel/numbers/numbering.service';

const permissions = {
  ver: ['numeracion.ver'],
  crear: ['numeracion.editar'],
  editar: ['numeracion.editar'],
  eliminar: ['numeracion.editar'],
} as const;

/** admin/internalSequence and admin/externalSequence: no delete call, sequences are only retired. */
export function registerNumberingRoutes(app: FastifyInstance, service: NumberingService): void {
  registerCrudRoutes(app, {
    paths: paths.internal,
    scope: 'hotel',
    tag: 'Numeración',
    singular: 'numeración interna',
    plural: 'numeraciones internas',
    service: service.internal,
    list: { method: 'POST' },
    schemas: {
      page: ZInternalSequencePage,
      one: ZInternalSequenceData,
      body: ZInternalSequenceBody,
      updateBody: ZInternalSequenceUpdateBody,
    },
    permissions,
  });
  registerCrudRoutes(app, {
    paths: paths.external,
    scope: 'hotel',
    tag: 'Numeración',
    singular: 'resolución DIAN',
    plural: 'resoluciones DIAN (con alerta cuando quedan menos del 10 % de los números o 30 días)',
    service: service.external,
    list: { method: 'POST' },
    schemas: {
      page: ZExternalSequencePage,
      one: ZExternalSequenceData,
      body: ZExternalSequenceBody,
      updateBody: ZExternalSequenceUpdateBody,
    },
    permissions,
  });
}
