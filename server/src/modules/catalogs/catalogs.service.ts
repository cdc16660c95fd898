import type {
  TDocumentType,
  TDocumentTypeBody,
  TMeasure,
  TMeasureBody,
  TProductType,
  TProductTypeBody,
  TTax,
  TTaxBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, asSent, type ChangeContext, createCrudService } from '../../lib/crud/crud-service';
import type { CatalogsRepository } from './catalogs.repository';

interface Deps {
  db: Db;
  repo: CatalogsRepository;
  audit: AuditLog;
}

/**
 * Codes are fixed once created: other modules and the seeds key on them (`producto`, `servicio`,
 * `receta` drive how products behave). An update keeps the stored code whatever is sent.
 */
const keepCode =
  <T extends { codigo: string }>(current: (tx: Tx, id: number) => Promise<{ codigo: string } | undefined>) =>
  async (tx: Tx, { id }: ChangeContext, body: T): Promise<T> => {
    if (id === undefined) return body;
    return { ...body, codigo: (await current(tx, id))?.codigo ?? body.codigo };
  };

/** The national catalogs: taxes, measures, product types and document types. Rows are never deleted. */
export function createCatalogsService({ db, repo, audit }: Deps) {
  return {
    taxes: createCrudService({
      db,
      repo: repo.taxes,
      audit,
      entity: 'impuestos',
      notFound: 'El impuesto no existe',
      present: asRead<TTax>,
      prepare: asSent<TTaxBody>,
      conflicts: {
        impuestos_nombre_unique: { field: 'nombre', message: 'Ya existe un impuesto con ese nombre' },
      },
    }),

    measures: createCrudService({
      db,
      repo: repo.measures,
      audit,
      entity: 'medidas',
      notFound: 'La medida no existe',
      present: asRead<TMeasure>,
      prepare: keepCode<TMeasureBody>((tx, id) => repo.measures.find(tx, null, id)),
      conflicts: {
        medidas_codigo_unique: { field: 'codigo', message: 'Ya existe una medida con ese código' },
      },
    }),

    productTypes: createCrudService({
      db,
      repo: repo.productTypes,
      audit,
      entity: 'tipos_producto',
      notFound: 'El tipo de producto no existe',
      present: asRead<TProductType>,
      prepare: keepCode<TProductTypeBody>((tx, id) => repo.productTypes.find(tx, null, id)),
      conflicts: {
        tipos_producto_codigo_unique: {
          field: 'codigo',
          message: 'Ya existe un tipo de producto con ese código',
        },
      },
    }),

    documentTypes: createCrudService({
      db,
      repo: repo.documentTypes,
      audit,
      entity: 'tipos_documento',
      notFound: 'El tipo de documento no existe',
      present: asRead<TDocumentType>,
      prepare: keepCode<TDocumentTypeBody>((tx, id) => repo.documentTypes.find(tx, null, id)),
      conflicts: {
        tipos_documento_codigo_unique: {
          field: 'codigo',
          message: 'Ya existe un tipo de documento con ese código',
        },
        tipos_documento_abreviatura_unique: {
          field: 'abreviatura',
          message: 'Ya existe un tipo de documento con esa abreviatura',
        },
      },
    }),

    cities: () => repo.cities(db),
  };
}

export type CatalogsService = ReturnType<typeof createCatalogsService>;
