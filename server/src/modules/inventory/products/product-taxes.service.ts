import type { TPageQuery, TProductTax, TProductTaxBody } from '@posada/contracts';
import type { Db } from '../../../db/client';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { NotFoundError } from '../../../lib/errors';
import type { ProductTaxesRepository } from './product-taxes.repository';
import type { ProductsRepository } from './products.repository';
import { checkTaxes } from './products.service';

interface Deps {
  db: Db;
  repo: ProductTaxesRepository;
  products: ProductsRepository;
  audit: AuditLog;
}

/** A product's taxes (productoImpuesto…): read paged, replaced as a whole list. */
export function createProductTaxesService({ db, repo, products, audit }: Deps) {
  return {
    async page(hotelId: number, productId: number, q: TPageQuery & { search?: string | undefined }) {
      if (!(await products.find(db, hotelId, productId))) throw new NotFoundError('El producto no existe');
      return repo.page(db, productId, q);
    },

    assignments: (hotelId: number, productId: number | undefined) => repo.assignments(db, hotelId, productId),

    /** Replaces the product's taxes with the list sent, audited as `impuestos`. */
    save(actor: HotelActor, body: TProductTaxBody): Promise<TProductTax[]> {
      return db.transaction(async (tx) => {
        const product = await products.find(tx, actor.hotelId, body.producto_id, true);
        if (!product) throw new NotFoundError('El producto no existe');
        const ids = await checkTaxes(tx, products, body.impuestos, body.producto_id);
        await products.setTaxes(tx, body.producto_id, ids);
        const after = await products.find(tx, actor.hotelId, body.producto_id);
        await audit.record(tx, actor, {
          accion: 'impuestos',
          entidad: 'productos',
          entidad_id: body.producto_id,
          antes: product.impuestos,
          despues: after?.impuestos ?? [],
        });
        return after?.impuestos ?? [];
      });
    },
  };
}

export type ProductTaxesService = ReturnType<typeof createProductTaxesService>;
