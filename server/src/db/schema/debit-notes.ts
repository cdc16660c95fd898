import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { cuentaMovimientos } from './accounts';
import { money, quantity } from './columns';
import { type LineTaxes, noteColumns } from './invoices';
import { usuarios } from './security';

/**
 * A debit note (nota débito): charges added to an invoice after it was issued, with its own
 * numbering (`nota_debito`). Never edited or deleted.
 */
export const notasDebito = pgTable(
  'notas_debito',
  {
    ...noteColumns(),
    /** On a credit invoice, the charge it posted to the company's credit account. */
    cuenta_movimiento_id: bigint('cuenta_movimiento_id', { mode: 'number' }).references(
      () => cuentaMovimientos.id,
    ),
    created_by: integer('created_by').references(() => usuarios.id),
  },
  (t) => [
    unique('notas_debito_hotel_numero_key').on(t.hotel_id, t.prefijo, t.numero),
    check(
      'notas_debito_totales_check',
      sql`${t.total} = ${t.base} + ${t.total_impuestos} and ${t.total} > 0`,
    ),
    index('notas_debito_factura_idx').on(t.factura_id),
    index('notas_debito_hotel_fecha_idx').on(t.hotel_id, t.fecha),
    index('notas_debito_movimiento_idx').on(t.cuenta_movimiento_id),
    index('notas_debito_creado_por_idx').on(t.created_by),
  ],
);

/** A debit note's lines with their taxes, rounded to pesos like an invoice's. */
export const notaDebitoLineas = pgTable(
  'nota_debito_lineas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nota_debito_id: integer('nota_debito_id')
      .notNull()
      .references(() => notasDebito.id),
    orden: integer('orden').notNull(),
    concepto: varchar('concepto', { length: 200 }).notNull(),
    cantidad: quantity('cantidad').notNull(),
    precio_unitario: money('precio_unitario').notNull(),
    base: money('base').notNull(),
    total_impuestos: money('total_impuestos').notNull(),
    total: money('total').notNull(),
    impuestos: jsonb('impuestos').$type<LineTaxes>().notNull(),
  },
  (t) => [
    check(
      'nota_debito_lineas_check',
      sql`${t.cantidad} > 0 and ${t.precio_unitario} >= 0 and ${t.total} = ${t.base} + ${t.total_impuestos}`,
    ),
    unique('nota_debito_lineas_orden_key').on(t.nota_debito_id, t.orden),
  ],
);
