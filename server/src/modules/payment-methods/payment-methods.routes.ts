import {
  paymentMethodPaths as paths,
  ZCatalogQuery,
  ZDianPaymentMeanList,
  ZPaymentMethod,
  ZPaymentMethodBody,
  ZPaymentMethodPage,
  zData,
} from '@posada/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../http/crud-routes';
import type { PaymentMethodsService } from './payment-methods.service';

const TAG = 'Medios de pago';
const EDIT = ['medios_pago.editar'] as const;

/** admin/wallets, in the style of the specification's registers (`/cajaListar`, `/cajaCrear`…). */
export function registerPaymentMethodsRoutes(app: FastifyInstance, service: PaymentMethodsService): void {
  registerCrudRoutes(app, {
    paths,
    scope: 'national',
    tag: TAG,
    singular: 'medio de pago',
    plural: 'medios de pago (cualquier sesión: las pantallas de pago los ofrecen)',
    service,
    list: { method: 'POST', query: ZCatalogQuery },
    schemas: { page: ZPaymentMethodPage, one: zData(ZPaymentMethod), body: ZPaymentMethodBody },
    permissions: { ver: 'session', crear: EDIT, editar: EDIT, eliminar: EDIT },
    removed: {
      removed: 'Medio de pago eliminado',
      deactivated: 'El medio de pago tiene pagos: se desactivó',
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    paths.dian,
    {
      config: { auth: 'session' },
      schema: {
        tags: [TAG],
        summary: 'Medios de pago de la DIAN (código para la factura electrónica)',
        response: { 200: ZDianPaymentMeanList },
      },
    },
    async () => ({ data: await service.dianMeans() }),
  );
}
