import type { TPaymentMethod, TPaymentMethodBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, createCrudService } from '../../lib/crud/crud-service';
import { ValidationError } from '../../lib/errors';
import type { PaymentMethodsRepository } from './payment-methods.repository';

interface Deps {
  db: Db;
  repo: PaymentMethodsRepository;
  audit: AuditLog;
}

/** admin/wallets: payment methods, each in one group, with the DIAN payment mean it reports as. */
export function createPaymentMethodsService({ db, repo, audit }: Deps) {
  return {
    ...createCrudService({
      db,
      repo,
      audit,
      entity: 'formas_pago',
      notFound: 'El medio de pago no existe',
      present: asRead<TPaymentMethod>,
      prepare: async (tx, _context, body: TPaymentMethodBody) => {
        if (!(await repo.dianMeanExists(tx, body.medio_pago_dian_id))) {
          throw new ValidationError('Los datos enviados no son válidos', {
            medio_pago_dian_id: ['El medio de pago DIAN no existe'],
          });
        }
        return body;
      },
      conflicts: {
        formas_pago_nombre_unique: { field: 'nombre', message: 'Ya existe un medio de pago con ese nombre' },
      },
    }),
    dianMeans: () => repo.dianMeans(db),
  };
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
