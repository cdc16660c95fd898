import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { formasPago } from './finance';
import { hoteles } from './hotels';
import { facturas } from './invoices';
import { clientes } from './people';
import { usuarios } from './security';

/**
 * A payment (abono) of a client's credit invoices, with its recibo de caja number. The money went
 * into the cashier's register (`caja_movimiento_id`) and to the company's credit account; an
 * annulled payment keeps its row with the refund that took the money out. A receivable's balance
 * is never stored: invoice total + debit notes − credit notes − the applications of payments in
 * force (the `cartera_facturas` view).
 */
export const abonos = pgTable(
  'abonos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    prefijo: varchar('prefijo', { length: 10 }).notNull(),
    numero: integer('numero').notNull(),
    /** The hotel's business date of the payment. */
    fecha: date('fecha').notNull(),
    /** How the money came in; none when the payment only used the balance in favour (no money). */
    forma_pago_id: integer('forma_pago_id').references(() => formasPago.id),
    /** The money received. */
    monto: money('monto').notNull(),
    /** What the client withheld (retefuente, reteIVA, reteICA): paid too, without money. */
    total_retenciones: money('total_retenciones').notNull().default('0'),
    referencia: varchar('referencia', { length: 120 }),
    /** What of the money was kept as the client's advance (anticipo): not applied to any invoice. */
    anticipo: money('anticipo').notNull().default('0'),
    /** What of the client's balance in favour (an earlier advance, a credit note) the payment used. */
    saldo_favor: money('saldo_favor').notNull().default('0'),
    /** The money's movement into the register (none when the payment only used the balance in favour). */
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
    /**
     * The entries on the company's credit account: the money applied to invoices, and the
     * withholdings as a discount (the balance in favour used is its own payment entry, linked from
     * its movement in saldo_favor_movimientos).
     */
    pago_movimiento_id: bigint('pago_movimiento_id', { mode: 'number' }).references(
      () => cuentaMovimientos.id,
    ),
    retencion_movimiento_id: bigint('retencion_movimiento_id', { mode: 'number' }).references(
      () => cuentaMovimientos.id,
    ),
    estado: varchar('estado', { length: 10 }).notNull().default('vigente'),
    motivo_anulacion: varchar('motivo_anulacion', { length: 300 }),
    anulado_at: timestamp('anulado_at', { withTimezone: true }),
    anulado_by: integer('anulado_by').references(() => usuarios.id),
    /** The refund out of the annulling cashier's register. */
    devolucion_movimiento_id: bigint('devolucion_movimiento_id', { mode: 'number' }).references(
      () => cajaMovimientos.id,
    ),
    clave_idempotencia: varchar('clave_idempotencia', { length: 80 }),
    /** Hash of the request the key was first used with: the same key for another request is a 409. */
    huella: varchar('huella', { length: 64 }),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('abonos_hotel_numero_key').on(t.hotel_id, t.prefijo, t.numero),
    uniqueIndex('abonos_idempotencia_key').on(t.hotel_id, t.clave_idempotencia),
    check(
      'abonos_monto_check',
      sql`${t.monto} >= 0 and ${t.total_retenciones} >= 0 and ${t.saldo_favor} >= 0 and ${t.monto} + ${t.saldo_favor} > 0
        and ${t.anticipo} >= 0 and ${t.anticipo} <= ${t.monto} and (${t.anticipo} = 0 or ${t.saldo_favor} = 0)`,
    ),
    check(
      'abonos_caja_check',
      sql`(${t.monto} > 0) = (${t.caja_movimiento_id} is not null) and (${t.monto} > ${t.anticipo}) = (${t.pago_movimiento_id} is not null)`,
    ),
    check('abonos_forma_pago_check', sql`${t.monto} = 0 or ${t.forma_pago_id} is not null`),
    check('abonos_estado_check', sql`${t.estado} in ('vigente', 'anulado')`),
    check(
      'abonos_anulado_check',
      sql`(${t.estado} = 'anulado') = (${t.anulado_at} is not null and ${t.motivo_anulacion} is not null)
        and (${t.estado} = 'anulado' and ${t.monto} > 0) = (${t.devolucion_movimiento_id} is not null)`,
    ),
    check(
      'abonos_retencion_check',
      sql`(${t.total_retenciones} > 0) = (${t.retencion_movimiento_id} is not null)`,
    ),
    index('abonos_hotel_cliente_idx').on(t.hotel_id, t.cliente_id, t.fecha),
    index('abonos_hotel_fecha_idx').on(t.hotel_id, t.fecha),
    index('abonos_cliente_idx').on(t.cliente_id),
    index('abonos_forma_pago_idx').on(t.forma_pago_id),
    uniqueIndex('abonos_caja_movimiento_key').on(t.caja_movimiento_id),
    uniqueIndex('abonos_devolucion_key').on(t.devolucion_movimiento_id),
    uniqueIndex('abonos_pago_movimiento_key').on(t.pago_movimiento_id),
    uniqueIndex('abonos_retencion_movimiento_key').on(t.retencion_movimiento_id),
    index('abonos_creado_por_idx').on(t.created_by),
    index('abonos_anulado_por_idx').on(t.anulado_by),
  ],
);

/** What a payment took off each invoice (its share of the money and of the withholdings). */
export const abonoAplicaciones = pgTable(
  'abono_aplicaciones',
  {
    id: serial('id').primaryKey(),
    abono_id: integer('abono_id')
      .notNull()
      .references(() => abonos.id),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
    monto: money('monto').notNull(),
  },
  (t) => [
    unique('abono_aplicaciones_key').on(t.abono_id, t.factura_id),
    check('abono_aplicaciones_monto_check', sql`${t.monto} > 0`),
    index('abono_aplicaciones_factura_idx').on(t.factura_id),
  ],
);

/** The withholdings a client applied on a payment (each kind once). */
export const abonoRetenciones = pgTable(
  'abono_retenciones',
  {
    id: serial('id').primaryKey(),
    abono_id: integer('abono_id')
      .notNull()
      .references(() => abonos.id),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    monto: money('monto').notNull(),
  },
  (t) => [
    unique('abono_retenciones_key').on(t.abono_id, t.tipo),
    check('abono_retenciones_tipo_check', sql`${t.tipo} in ('retefuente', 'reteiva', 'reteica')`),
    check('abono_retenciones_monto_check', sql`${t.monto} > 0`),
  ],
);

/**
 * An installment plan (cuotas) over one or several credit invoices of a client: dated
 * installments adding up to their balance when it was made. `aplicado_inicial` is what payments
 * had applied to those invoices then: what was applied since covers the installments in date
 * order, and while nothing was, cuotasCrear on its invoices replaces the plan.
 */
export const cuotaPlanes = pgTable(
  'cuota_planes',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    aplicado_inicial: money('aplicado_inicial').notNull(),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cuota_planes_aplicado_check', sql`${t.aplicado_inicial} >= 0`),
    index('cuota_planes_hotel_cliente_idx').on(t.hotel_id, t.cliente_id),
    index('cuota_planes_cliente_idx').on(t.cliente_id),
    index('cuota_planes_creado_por_idx').on(t.created_by),
  ],
);

/** The invoices of a plan: an invoice is in one plan at most. */
export const cuotaPlanFacturas = pgTable(
  'cuota_plan_facturas',
  {
    id: serial('id').primaryKey(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => cuotaPlanes.id),
    factura_id: integer('factura_id')
      .notNull()
      .references(() => facturas.id),
  },
  (t) => [
    uniqueIndex('cuota_plan_facturas_factura_key').on(t.factura_id),
    index('cuota_plan_facturas_plan_idx').on(t.plan_id),
  ],
);

export const cuotas = pgTable(
  'cuotas',
  {
    id: serial('id').primaryKey(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => cuotaPlanes.id),
    numero: integer('numero').notNull(),
    fecha: date('fecha').notNull(),
    monto: money('monto').notNull(),
  },
  (t) => [
    unique('cuotas_plan_numero_key').on(t.plan_id, t.numero),
    check('cuotas_monto_check', sql`${t.monto} > 0 and ${t.numero} > 0`),
  ],
);
