import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { formasPago, mediosPagoDian } from '../../db/schema';
import { createCrudRepository } from '../../lib/crud/crud-repository';
import { searchAny } from '../../lib/list-query';

const dian = (column: 'codigo' | 'nombre') =>
  sql<
    string | null
  >`(select ${sql.identifier(column)} from ${mediosPagoDian} where ${mediosPagoDian.id} = ${formasPago.medio_pago_dian_id})`;

/** Payment methods are shared by every hotel, like the other national catalogs. */
export function createPaymentMethodsRepository() {
  return {
    ...createCrudRepository({
      table: formasPago,
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
    }),

    dianMeans: (ex: Executor) =>
      ex
        .select({ id: mediosPagoDian.id, codigo: mediosPagoDian.codigo, nombre: mediosPagoDian.nombre })
        .from(mediosPagoDian)
        .orderBy(asc(sql`length(${mediosPagoDian.codigo})`), asc(mediosPagoDian.codigo)),

    async dianMeanExists(ex: Executor, id: number): Promise<boolean> {
      const [row] = await ex
        .select({ id: mediosPagoDian.id })
        .from(mediosPagoDian)
        .where(eq(mediosPagoDian.id, id));
      return row !== undefined;
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof createPaymentMethodsRepository>;
