import {
  paymentMethodPaths as paths,
  type TPaymentMethodBody,
  ZApiError,
  ZCatalogQuery,
  ZDeleteResult,
  ZDianPaymentMeanList,
  ZIdParams,
  ZPaymentMethod,
  ZPaymentMethodBody,
  ZPaymentMethodPage,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { actorOf } from '../audit/audit.repository';
import { dianMeanExists, dianPaymentMeans, paymentMethodStore as store } from './payment-methods.store';

const TAG = 'Medios de pago';
const EDIT = ['medios_pago.editar'] as const;
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const ZOne = zData(ZPaymentMethod);

async function checked(tx: Tx, body: TPaymentMethodBody) {
  if (!(await dianMeanExists(tx, body.medio_pago_dian_id))) {
    throw new ValidationError('Los datos enviados no son válidos', {
      medio_pago_dian_id: ['El medio de pago DIAN no existe'],
    });
  }
  return body;
}

/** admin/wallets, in the style of the specification's registers (`/cajaListar`, `/cajaCrear`…). */
export function registerPaymentMethodsRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    paths.list,
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Listar medios de pago (cualquier sesión: las pantallas de pago los ofrecen)',
        querystring: ZCatalogQuery,
        response: { 200: ZPaymentMethodPage, 401: ZApiError },
      },
    },
    (req) => store.list(db, null, req.query),
  );

  r.get(
    paths.show(':id'),
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Mostrar un medio de pago',
        params: ZIdParams,
        response: { 200: ZOne, ...errors },
      },
    },
    async (req) => ({ data: await store.find(db, null, req.params.id) }),
  );

  r.post(
    paths.create,
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Crear un medio de pago',
        body: ZPaymentMethodBody,
        response: { 200: ZOne, ...errors },
      },
    },
    async (req) => ({
      data: await db.transaction(async (tx) => store.create(tx, actorOf(req), await checked(tx, req.body))),
    }),
  );

  r.post(
    paths.update(':id'),
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Modificar un medio de pago (también lo activa o desactiva con estado)',
        params: ZIdParams,
        body: ZPaymentMethodBody,
        response: { 200: ZOne, ...errors },
      },
    },
    async (req) => ({
      data: await db.transaction(async (tx) =>
        store.update(tx, actorOf(req), req.params.id, await checked(tx, req.body)),
      ),
    }),
  );

  r.post(
    paths.remove(':id'),
    {
      config: { auth: EDIT },
      schema: {
        tags: [TAG],
        summary: 'Eliminar un medio de pago; si ya tiene pagos se desactiva',
        params: ZIdParams,
        response: { 200: ZDeleteResult, ...errors },
      },
    },
    async (req) => {
      const accion = await db.transaction((tx) => store.remove(tx, actorOf(req), req.params.id));
      return {
        accion,
        message:
          accion === 'eliminado' ? 'Medio de pago eliminado' : 'El medio de pago tiene pagos: se desactivó',
      };
    },
  );

  r.get(
    paths.dian,
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Medios de pago de la DIAN (código para la factura electrónica)',
        response: { 200: ZDianPaymentMeanList },
      },
    },
    async () => ({ data: await dianPaymentMeans(db) }),
  );
}
