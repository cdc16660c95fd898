import type { OutletKind, OutletTaxRegime, TOutlet, TOutletBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { StockService } from '../../../kernel/stock';
import type { AuditLog } from '../../../lib/audit';
import { createCrudService } from '../../../lib/crud/crud-service';
import { ValidationError } from '../../../lib/errors';
import { unsoldProducts } from './outlet-offer';
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
      const unknown: string[] = await unsoldProducts(tx, hotelId ?? 0, body.productos);
      if (unknown.length > 0) {
        throw new ValidationError('Los datos enviados no son válidos', {
          productos: [`Productos que no se venden en el punto de venta (id ${unknown.join(', ')})`],
        });
      }
      const { warehouse_id, productos: _offered, categorias, ...rest } = body;
      return { ...rest, categorias: [...new Set(categorias)], bodega_id: warehouse_id };
    },
    afterWrite: (tx, { id }, body) => repo.setProducts(tx, id, [...new Set(body.productos)]),
    conflicts: {
      puntos_venta_hotel_nombre_key: {
        field: 'nombre',
        message: 'Ya existe un punto de venta con ese nombre',
      },
    },
  });
}

export type OutletsService = ReturnType<typeof createOutletsService>;
