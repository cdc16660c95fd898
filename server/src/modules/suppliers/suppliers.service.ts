import type { TSupplier, TSupplierBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, createCrudService } from '../../lib/crud/crud-service';
import { ValidationError } from '../../lib/errors';
import type { SuppliersRepository } from './suppliers.repository';

interface Deps {
  db: Db;
  repo: SuppliersRepository;
  audit: AuditLog;
}

/** supplier: the hotel's suppliers (NIT with check digit, unique per hotel). */
export function createSuppliersService({ db, repo, audit }: Deps) {
  return createCrudService({
    db,
    repo,
    audit,
    entity: 'proveedores',
    notFound: 'El proveedor no existe',
    present: asRead<TSupplier>,
    // The city must exist (answered on the field rather than as a bare foreign-key error).
    prepare: async (tx, _context, body: TSupplierBody) => {
      if (body.ciudad_id !== null && !(await repo.cityExists(tx, body.ciudad_id))) {
        throw new ValidationError('Los datos enviados no son válidos', {
          ciudad_id: ['La ciudad no existe'],
        });
      }
      return body;
    },
    conflicts: { proveedores_hotel_nit_key: { field: 'nit', message: 'Ya existe un proveedor con ese NIT' } },
  });
}

export type SuppliersService = ReturnType<typeof createSuppliersService>;
