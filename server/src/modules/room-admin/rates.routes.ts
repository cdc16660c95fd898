import {
  ratePaths as paths,
  type TRateBody,
  type TRateListBody,
  ZRateBody,
  ZRateData,
  ZRateListBody,
  ZRatePage,
} from '@posada/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { tarifas } from '../../db/schema';
import { registerHotelResource } from '../../lib/crud-routes';
import { ROOM_PERMISSIONS } from './permissions';
import { checkRate } from './rates.rules';
import { rateStore } from './rates.store';

/** admin/tarifas: the spec's `/tarifa…` calls (id of Actualizar in the path). */
export function registerRatesRoutes(app: FastifyInstance, db: Db): void {
  registerHotelResource(app, db, {
    paths,
    tag: 'Tarifas',
    singular: 'tarifa',
    plural: 'tarifas',
    remove: {
      path: paths.remove,
      removed: 'Tarifa eliminada',
      deactivated: 'La tarifa está en uso: se desactivó en lugar de eliminarse',
    },
    store: rateStore,
    page: ZRatePage,
    one: ZRateData,
    body: ZRateBody,
    permissions: ROOM_PERMISSIONS,
    list: {
      body: ZRateListBody,
      where: (filters) => {
        const tipo = (filters as TRateListBody).tipo_habitacion_id;
        return tipo ? eq(tarifas.tipo_habitacion_id, tipo) : undefined;
      },
    },
    prepare: (tx, hotelId, body, id) => checkRate(tx, hotelId, body as TRateBody, id),
  });
}
