import type { OutletKind, OutletTaxRegime, TOutlet, TOutletBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { StockService } from '../../kernel/stock';
import type { AuditLog } from '../../lib/audit';
import { createCrudService } from '../../lib/crud/crud-service';
import type { OutletsRepository } from './outlets.repository';

interface Deps {
  db: Db;
  repo: OutletsRepository;
  audit: AuditLog;
  stock: Pick<StockService, 'openWarehouse'>;
}

/** puntoVenta…: the hotel's outlets (the warehouse must be the hotel's and active). */
export function createOutletsService({ db, repo, audit, stock }: Deps) {
  return createCrudService({
    db,
    repo,
    audit,
    entity: 'puntos_venta',
    notFound: 'El punto de venta no existe',
    present: (rows): TOutlet[] =>
      rows.map((row) => ({
        ...row,
        tipo: row.tipo as OutletKind,
        regimen: row.regimen as OutletTaxRegime,
      })),
    prepare: async (tx, { hotelId }, body: TOutletBody) => {
      await stock.openWarehouse(tx, hotelId ?? 0, body.warehouse_id);
      const { warehouse_id, ...rest } = body;
      return { ...rest, bodega_id: warehouse_id };
    },
    conflicts: {
      puntos_venta_hotel_nombre_key: {
        field: 'nombre',
        message: 'Ya existe un punto de venta con ese nombre',
      },
    },
  });
}

export type OutletsService = ReturnType<typeof createOutletsService>;
