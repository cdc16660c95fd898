import {
  numberingPaths as paths,
  type TExternalSequenceBody,
  type TInternalSequenceBody,
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
import type { Db } from '../../db/client';
import { registerHotelResource } from '../../lib/crud-routes';
import { checkExternal, checkInternal } from './numbering.rules';
import { externalStore, internalStore } from './numbering.stores';

const permissions = {
  ver: ['numeracion.ver'],
  crear: ['numeracion.editar'],
  editar: ['numeracion.editar'],
  eliminar: ['numeracion.editar'],
} as const;

/**
 * admin/internalSequence and admin/externalSequence. Sequences are never deleted (documents carry
 * their numbers): they are retired with `estado`.
 */
export function registerNumberingRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths: paths.internal,
    tag: 'Numeración',
    singular: 'numeración interna',
    plural: 'numeraciones internas',
    store: internalStore,
    page: ZInternalSequencePage,
    one: ZInternalSequenceData,
    body: ZInternalSequenceBody,
    updateBody: ZInternalSequenceUpdateBody,
    permissions,
    prepare: (tx, hotelId, body, id) => checkInternal(tx, hotelId, body as TInternalSequenceBody, id),
  });

  registerHotelResource(app, db, {
    paths: paths.external,
    tag: 'Numeración',
    singular: 'resolución DIAN',
    plural: 'resoluciones DIAN (con alerta cuando quedan menos del 10 % de los números o 30 días)',
    store: externalStore,
    page: ZExternalSequencePage,
    one: ZExternalSequenceData,
    body: ZExternalSequenceBody,
    updateBody: ZExternalSequenceUpdateBody,
    permissions,
    prepare: (tx, hotelId, body, id) => checkExternal(tx, hotelId, body as TExternalSequenceBody, id),
  });
}
