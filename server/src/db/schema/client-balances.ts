import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cuentaMovimientos } from './accounts';
import { cajaMovimientos } from './cash-registers';
import { money } from './columns';
import { hoteles } from './hotels';
import { facturas, notasCredito } from './invoices';
import { clientes } from './people';
import { abonos } from './receivables';
import { usuarios } from './security';

/**
 * A client's balance in favour at a hotel (saldo a favor): what the hotel owes the client. One row
 * per client and hotel, locked by every change, never below zero; its movements say why it moved.
 */
export const saldosFavor = pgTable(
  'saldos_favor',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    saldo: money('saldo').notNull().default('0'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saldos_favor_hotel_cliente_key').on(t.hotel_id, t.cliente_id),
    check('saldos_favor_saldo_check', sql`${t.saldo} >= 0`),
    // The list shows the hotel's clients with a balance, latest change first.
    index('saldos_favor_hotel_pendiente_idx')
      .on(t.hotel_id, t.updated_at)
      .where(sql`${t.saldo} > 0`),
    index('saldos_favor_cliente_idx').on(t.cliente_id),
  ],
);

/**
 * Why a balance in favour moved: a credit note (+), a refund through a register (−), a payment's
 * excess kept as the client's advance (anticipo, +), the balance used to pay (uso, −: by a payment
 * of credit invoices or by an invoice's settlement), and a payment's annulment taking its advance
 * back (anticipo_anulado, −) or giving back the balance it used (uso_anulado, +).
 */
export const clientBalanceMovementKinds = [
  'nota_credito',
  'devolucion',
  'anticipo',
  'uso',
  'anticipo_anulado',
  'uso_anulado',
] as const;

/**
 * The movements of a balance in favour, never edited: a credit note's amount (+) or a refund
 * through a register (−, with its register movement), and the balance after each.
 */
export const saldoFavorMovimientos = pgTable(
  'saldo_favor_movimientos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    saldo_favor_id: integer('saldo_favor_id')
      .notNull()
      .references(() => saldosFavor.id),
    tipo: varchar('tipo', { length: 16 }).notNull(),
    /** Signed: more in favour (+), given back (−). */
    monto: money('monto').notNull(),
    /** The balance after this movement. */
    saldo: money('saldo').notNull(),
    concepto: varchar('concepto', { length: 300 }).notNull(),
    nota_credito_id: integer('nota_credito_id').references(() => notasCredito.id),
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
    /** The payment (abono) that kept an advance, used the balance, or was annulled. */
    abono_id: integer('abono_id').references(() => abonos.id),
    /** The invoice whose settlement the balance paid. */
    factura_id: integer('factura_id').references(() => facturas.id),
    /** The account's payment entry (without a method) of a use, or its reversal. */
    cuenta_movimiento_id: bigint('cuenta_movimiento_id', { mode: 'number' }).references(
      () => cuentaMovimientos.id,
    ),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'saldo_favor_movimientos_tipo_check',
      sql`${t.tipo} in ('nota_credito', 'devolucion', 'anticipo', 'uso', 'anticipo_anulado', 'uso_anulado')`,
    ),
    // What adds is positive, what takes is negative.
    check(
      'saldo_favor_movimientos_signo_check',
      sql`(${t.tipo} in ('nota_credito', 'anticipo', 'uso_anulado')) = (${t.monto} > 0)`,
    ),
    // A payment's kinds name the payment; a use names the payment or the invoice it paid.
    check(
      'saldo_favor_movimientos_abono_check',
      sql`(${t.tipo} in ('anticipo', 'anticipo_anulado', 'uso_anulado')) <= (${t.abono_id} is not null)
        and (${t.tipo} <> 'uso' or num_nonnulls(${t.abono_id}, ${t.factura_id}) = 1)
        and (${t.tipo} = 'uso' or ${t.factura_id} is null)
        and (${t.tipo} in ('anticipo', 'uso', 'anticipo_anulado', 'uso_anulado') or ${t.abono_id} is null)`,
    ),
    check('saldo_favor_movimientos_saldo_check', sql`${t.saldo} >= 0`),
    check(
      'saldo_favor_movimientos_nota_check',
      sql`(${t.tipo} = 'nota_credito') = (${t.nota_credito_id} is not null) and (${t.tipo} <> 'nota_credito' or ${t.monto} > 0)`,
    ),
    // Money given back always left through a register.
    check(
      'saldo_favor_movimientos_devolucion_check',
      sql`(${t.tipo} = 'devolucion') = (${t.caja_movimiento_id} is not null) and (${t.tipo} <> 'devolucion' or ${t.monto} < 0)`,
    ),
    uniqueIndex('saldo_favor_movimientos_nota_key').on(t.nota_credito_id),
    uniqueIndex('saldo_favor_movimientos_caja_key').on(t.caja_movimiento_id),
    // A payment keeps, uses, or gives back once of each kind; an invoice uses the balance once.
    uniqueIndex('saldo_favor_movimientos_abono_key').on(t.abono_id, t.tipo),
    uniqueIndex('saldo_favor_movimientos_factura_key').on(t.factura_id),
    uniqueIndex('saldo_favor_movimientos_cuenta_key').on(t.cuenta_movimiento_id),
    index('saldo_favor_movimientos_saldo_idx').on(t.saldo_favor_id, t.created_at),
    index('saldo_favor_movimientos_hotel_idx').on(t.hotel_id, t.created_at),
    index('saldo_favor_movimientos_creado_por_idx').on(t.created_by),
  ],
);
