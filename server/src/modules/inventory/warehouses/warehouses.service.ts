import type { TWarehouse, TWarehouseBody } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { AuditLog } from '../../../lib/audit';
import { asRead, createCrudService } from '../../../lib/crud/crud-service';
import { BusinessRuleError } from '../../../lib/errors';
import type { WarehousesRepository } from './warehouses.repository';

interface Deps {
  db: Db;
  repo: WarehousesRepository;
  audit: AuditLog;
}

const HOLDS_STOCK = 'La bodega tiene existencias: trasládelas o ajústelas a cero antes de desactivarla';

/** bodega: the hotel's warehouses. One with movements is deactivated, never deleted. */
export function createWarehousesService({ db, repo, audit }: Deps) {
  /** A warehouse is closed only when empty: stock nobody can see or move would be lost. */
  async function assertEmpty(tx: Tx, id: number) {
    if (await repo.holdsStock(tx, id)) throw new BusinessRuleError(HOLDS_STOCK);
  }
  const crud = createCrudService({
    db,
    repo,
    audit,
    entity: 'bodegas',
    notFound: 'La bodega no existe',
    present: asRead<TWarehouse>,
    prepare: async (tx, context, body: TWarehouseBody) => {
      if (context.id !== undefined && !body.estado) await assertEmpty(tx, context.id);
      return body;
    },
    beforeRemove: (tx, _hotelId, id) => assertEmpty(tx, id),
    conflicts: {
      bodegas_hotel_nombre_key: { field: 'nombre', message: 'Ya existe una bodega con ese nombre' },
    },
  });
  return {
    ...crud,
    options: (hotelId: number) => repo.options(db, hotelId),
  };
}

export type WarehousesService = ReturnType<typeof createWarehousesService>;
