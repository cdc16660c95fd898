import type { ProductKind, TProduct, TProductBody, TProductPage } from '@posada/contracts';
import type { Db, Tx } from '../../../db/client';
import type { AuditLog } from '../../../lib/audit';
import type { CrudListQuery } from '../../../lib/crud/crud-repository';
import { asRead, createCrudService } from '../../../lib/crud/crud-service';
import { BusinessRuleError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { ProductsRepository } from './products.repository';

interface Deps {
  db: Db;
  repo: ProductsRepository;
  audit: AuditLog;
}

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);
const LODGING = 'Es el servicio de alojamiento del hotel: elija otro en Configuraciones antes de retirarlo';
const HOLDS_STOCK = 'El producto tiene existencias: sáquelas con un ajuste o un consumo antes de retirarlo';

/**
 * A product's taxes: the hotel picks from the national catalog, at most one IVA (19 %, 5 % or
 * exento) and one impuesto al consumo; a tax retired from the catalog stays only where it was.
 */
export async function checkTaxes(
  tx: Tx,
  repo: ProductsRepository,
  ids: number[],
  productId?: number,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = new Map((await repo.taxesByIds(tx, unique)).map((t) => [t.id, t]));
  const current = productId === undefined ? [] : await repo.taxIdsOf(tx, productId);
  const problems: string[] = [];
  for (const id of unique) {
    const tax = found.get(id);
    if (!tax) problems.push(`El impuesto ${id} no existe`);
    else if (!tax.estado && !current.includes(id)) problems.push(`El impuesto «${tax.nombre}» está inactivo`);
  }
  const ofType = (tipo: string) => [...found.values()].filter((t) => t.tipo === tipo).length;
  if (ofType('IVA') > 1) problems.push('Elija un solo IVA: 19 %, 5 % o exento');
  if (ofType('INC') > 1) problems.push('Elija un solo impuesto al consumo');
  if (problems.length > 0) throw invalid({ impuestos: problems });
  return unique;
}

/** products: the hotel's products, services and recipes, with their taxes. */
export function createProductsService({ db, repo, audit }: Deps) {
  async function assertRemovable(tx: Tx, hotelId: number, id: number) {
    if ((await repo.lodgingId(tx, hotelId)) === id) throw new BusinessRuleError(LODGING);
    if (await repo.holdsStock(tx, id)) throw new BusinessRuleError(HOLDS_STOCK);
  }

  const crud = createCrudService({
    db,
    repo,
    audit,
    entity: 'productos',
    notFound: 'El producto no existe',
    present: asRead<TProduct>,
    prepare: async (tx, context, body: TProductBody) => {
      const { hotelId, id } = context;
      const errors: Record<string, string[]> = {};
      const measure = await repo.measure(tx, body.medida_id);
      if (!measure) errors.medida_id = ['La medida no existe'];
      if (id !== undefined) {
        const before = await repo.find(tx, hotelId, id);
        if (before && before.tipo !== body.tipo) {
          const usage = await repo.usage(tx, id);
          if (usage.stock || usage.lineas || usage.ingrediente) {
            errors.tipo = [
              'No se puede cambiar el tipo: el producto tiene movimientos de inventario o está en recetas',
            ];
          }
        }
        if (before && before.medida_id !== body.medida_id && measure && !measure.estado) {
          errors.medida_id = ['La medida está inactiva'];
        }
        if (!body.estado && hotelId !== null) await assertRemovable(tx, hotelId, id);
      } else if (measure && !measure.estado) errors.medida_id = ['La medida está inactiva'];
      if (Object.keys(errors).length > 0) throw invalid(errors);
      if (body.impuestos) await checkTaxes(tx, repo, body.impuestos, id);
      const tipo_producto_id = await repo.kindId(tx, body.tipo);
      if (tipo_producto_id === undefined) throw invalid({ tipo: ['El tipo de producto no existe'] });
      const { impuestos: _taxes, tipo: _kind, ...values } = body;
      // Services and recipes hold no stock of their own: no minimum either.
      return {
        ...values,
        tipo_producto_id,
        stock_minimo: body.tipo === 'producto' ? body.stock_minimo : '0',
      };
    },
    afterWrite: async (tx, context, body) => {
      if (body.impuestos) await repo.setTaxes(tx, context.id, [...new Set(body.impuestos)]);
    },
    beforeRemove: (tx, hotelId, id) => assertRemovable(tx, hotelId ?? 0, id),
    conflicts: {
      productos_hotel_codigo_key: { field: 'codigo', message: 'Ya existe un producto con ese código' },
      productos_hotel_codigo_barras_key: {
        field: 'codigo_barras',
        message: 'Ya existe un producto con ese código de barras',
      },
    },
  });

  async function lodging(hotelId: number): Promise<TProduct | null> {
    const id = await repo.lodgingId(db, hotelId);
    return id === null ? null : ((await repo.find(db, hotelId, id)) ?? null);
  }

  return {
    ...crud,
    /** Spec §3: the page and `default`, the lodging product used for room nights. */
    async list(hotelId: number | null, q: CrudListQuery<{ tipo?: ProductKind }>): Promise<TProductPage> {
      const [page, byDefault] = await Promise.all([crud.list(hotelId, q), lodging(hotelId ?? 0)]);
      return { ...page, default: byDefault };
    },
    lodging,
    options: (hotelId: number, q: { tipo?: ProductKind | undefined; estado?: boolean | undefined }) =>
      repo.options(db, hotelId, { tipo: q.tipo, estado: q.estado ?? true }),
    categories: (hotelId: number) => repo.categories(db, hotelId),
    async exists(hotelId: number, id: number) {
      if (!(await repo.find(db, hotelId, id))) throw new NotFoundError('El producto no existe');
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
