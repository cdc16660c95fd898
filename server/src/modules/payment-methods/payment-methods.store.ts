import type { TPaymentMethod } from '@posada/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formasPago, mediosPagoDian } from '../../db/schema';
import { createCrudStore } from '../../lib/crud-store';
import { searchAny } from '../../lib/list-query';

const dian = (column: 'codigo' | 'nombre') =>
  sql<
    string | null
  >`(select ${sql.identifier(column)} from ${mediosPagoDian} where ${mediosPagoDian.id} = ${formasPago.medio_pago_dian_id})`;

/** Payment methods are shared by every hotel, like the other national catalogs. */
export const paymentMethodStore = createCrudStore<TPaymentMethod>({
  table: formasPago,
  entity: 'formas_pago',
  notFound: 'El medio de pago no existe',
  fields: {
    id: formasPago.id,
    nombre: formasPago.nombre,
    grupo: formasPago.grupo,
    medio_pago_dian_id: formasPago.medio_pago_dian_id,
    medio_pago_dian_codigo: dian('codigo'),
    medio_pago_dian_nombre: dian('nombre'),
    estado: formasPago.estado,
  },
  orderBy: [asc(formasPago.grupo), asc(formasPago.nombre)],
  search: (term) => searchAny(term, [formasPago.nombre, formasPago.grupo]),
  scoped: false,
  uniques: {
    formas_pago_nombre_unique: { field: 'nombre', message: 'Ya existe un medio de pago con ese nombre' },
  },
});

export const dianPaymentMeans = (db: Executor) =>
  db
    .select({ id: mediosPagoDian.id, codigo: mediosPagoDian.codigo, nombre: mediosPagoDian.nombre })
    .from(mediosPagoDian)
    .orderBy(asc(sql`length(${mediosPagoDian.codigo})`), asc(mediosPagoDian.codigo));

export async function dianMeanExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mediosPagoDian.id })
    .from(mediosPagoDian)
    .where(eq(mediosPagoDian.id, id));
  return row !== undefined;
}
