import { accountKinds, accountStates, entryKinds, entryTaxKinds } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cajaMovimientos } from './cash-registers';
import { impuestos } from './catalogs';
import { money, quantity } from './columns';
import { formasPago } from './finance';
import { hoteles } from './hotels';
import { bodegas, productos } from './inventory';
import { clientes, empleados } from './people';
import { reservaEncabezados } from './reservations';
import { usuarios } from './security';
import { estanciaNoches, estancias } from './stays';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * An account (folio): a stay's (exactly one per stay), a group booking's master account, or a
 * company's account for credit. Its balance is the sum of its entries; it is closed at check-out
 * (a stay's) or by hand, and a closed account takes no new entry.
 */
export const cuentas = pgTable(
  'cuentas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo: varchar('tipo', { length: 10, enum: accountKinds }).notNull(),
    estancia_id: integer('estancia_id').references(() => estancias.id),
    /** A group's master account: the booking (its header, every room of the group). */
    reserva_id: integer('reserva_id').references(() => reservaEncabezados.id),
    /**
     * The holder: the stay's guest, the group's client or the company; a point of sale's factura
     * (`venta`) to 'Consumidor final' has none.
     */
    cliente_id: integer('cliente_id').references(() => clientes.id),
    nombre: varchar('nombre', { length: 120 }),
    /**
     * A stay's route rule set at check-in: its lodging nights post to this account (a company's
     * or a group's master) instead of the stay's own; extras stay on the stay's account.
     */
    cuenta_alojamiento_id: integer('cuenta_alojamiento_id').references((): AnyPgColumn => cuentas.id),
    estado: varchar('estado', { length: 10, enum: accountStates }).notNull().default('abierta'),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp('closed_at', { withTimezone: true }),
    closed_by: integer('closed_by').references(() => usuarios.id),
  },
  (t) => [
    check('cuentas_tipo_check', inList('tipo', accountKinds)),
    check('cuentas_estado_check', inList('estado', accountStates)),
    check('cuentas_estancia_check', sql`(${t.tipo} = 'estancia') = (${t.estancia_id} is not null)`),
    check('cuentas_cliente_check', sql`${t.tipo} = 'venta' or ${t.cliente_id} is not null`),
    check('cuentas_reserva_check', sql`${t.tipo} <> 'reserva' or ${t.reserva_id} is not null`),
    check('cuentas_cierre_check', sql`(${t.estado} = 'cerrada') = (${t.closed_at} is not null)`),
    check(
      'cuentas_alojamiento_check',
      sql`${t.cuenta_alojamiento_id} is null or (${t.tipo} = 'estancia' and ${t.cuenta_alojamiento_id} <> ${t.id})`,
    ),
    uniqueIndex('cuentas_estancia_key').on(t.estancia_id),
    index('cuentas_alojamiento_idx').on(t.cuenta_alojamiento_id),
    // One master account per group booking, one open credit account per company.
    uniqueIndex('cuentas_reserva_key')
      .on(t.reserva_id)
      .where(sql`${t.tipo} = 'reserva'`),
    uniqueIndex('cuentas_empresa_abierta_key')
      .on(t.hotel_id, t.cliente_id)
      .where(sql`${t.tipo} = 'empresa' and ${t.estado} = 'abierta'`),
    index('cuentas_hotel_estado_idx').on(t.hotel_id, t.estado, t.id),
    index('cuentas_hotel_tipo_idx').on(t.hotel_id, t.tipo, t.estado),
    index('cuentas_cliente_idx').on(t.cliente_id),
    index('cuentas_creado_por_idx').on(t.created_by),
    index('cuentas_cerrado_por_idx').on(t.closed_by),
  ],
);

/**
 * An account's entries: charges (nights, products, services, penalties), payments and discounts.
 * Never edited or deleted: a mistake is a reversing entry (`reversa_de`, once). A moved charge is
 * a pair: a negative entry in its account pointing at the charge (`traslado` = 'salida'), and a
 * positive one in the other account pointing at that negative entry ('entrada'), so a move is
 * traceable both ways. Balance = cargos − pagos − descuentos.
 */
export const cuentaMovimientos = pgTable(
  'cuenta_movimientos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    cuenta_id: integer('cuenta_id')
      .notNull()
      .references(() => cuentas.id),
    tipo: varchar('tipo', { length: 10, enum: entryKinds }).notNull(),
    concepto: varchar('concepto', { length: 200 }).notNull(),
    /** The night a lodging charge is for. */
    fecha: date('fecha'),
    /**
     * The stay whose night `fecha` this charge posts (the business-day close or the check-out),
     * whatever account it went to: unique with the night, so a night is never charged twice.
     */
    noche_estancia_id: integer('noche_estancia_id'),
    /** A charge's line, as the invoice needs it: what, how many, at what unit price, less what discount. */
    producto_id: integer('producto_id').references(() => productos.id),
    cantidad: quantity('cantidad').notNull().default('1'),
    precio_unitario: money('precio_unitario'),
    descuento: money('descuento').notNull().default('0'),
    /** Lodging (nights): exempt from IVA for a non-resident foreign tourist. */
    alojamiento: boolean('alojamiento').notNull().default(false),
    bodega_id: integer('bodega_id').references(() => bodegas.id),
    empleado_id: integer('empleado_id').references(() => empleados.id),
    /** Base (after the line's discount), its taxes and the total: signed, negative when it takes away. */
    valor: money('valor').notNull(),
    impuesto: money('impuesto').notNull().default('0'),
    total: money('total').notNull(),
    forma_pago_id: integer('forma_pago_id').references(() => formasPago.id),
    /** The register movement of a payment (or refund): one entry per movement, never shared. */
    caja_movimiento_id: bigint('caja_movimiento_id', { mode: 'number' }).references(() => cajaMovimientos.id),
    /** The entry this one reverses (a charge of a night not stayed…): reversed at most once. */
    reversa_de: bigint('reversa_de', { mode: 'number' }).references((): AnyPgColumn => cuentaMovimientos.id),
    /** `salida`: the charge moved out (this entry is negative); `entrada`: the `salida` entry it answers. */
    trasladado_de: bigint('trasladado_de', { mode: 'number' }).references(
      (): AnyPgColumn => cuentaMovimientos.id,
    ),
    traslado: varchar('traslado', { length: 10, enum: ['salida', 'entrada'] }),
    /** A discount given on one charge (cuentaDescuento): the invoice takes it off that line. */
    descuento_de: bigint('descuento_de', { mode: 'number' }).references(
      (): AnyPgColumn => cuentaMovimientos.id,
    ),
    /** Why a reversal, a move or a discount was made. */
    motivo: varchar('motivo', { length: 300 }),
    created_by: integer('created_by').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cuenta_movimientos_tipo_check', inList('tipo', entryKinds)),
    check('cuenta_movimientos_total_check', sql`${t.total} = ${t.valor} + ${t.impuesto}`),
    check('cuenta_movimientos_cantidad_check', sql`${t.cantidad} > 0`),
    check(
      'cuenta_movimientos_precio_check',
      sql`${t.descuento} >= 0 and (${t.precio_unitario} is null or ${t.precio_unitario} >= 0)`,
    ),
    // Money paid or given back always passed through a register: no payment by a method without its
    // movement. A payment without a method is the client's balance in favour: its movement in
    // saldo_favor_movimientos points here by the commit (constraint trigger
    // cuenta_movimientos_pago_saldo_favor, migration 0037).
    check(
      'cuenta_movimientos_pago_caja_check',
      sql`${t.tipo} <> 'pago' or ${t.caja_movimiento_id} is not null or ${t.forma_pago_id} is null`,
    ),
    check(
      'cuenta_movimientos_traslado_check',
      sql`(${t.traslado} is null) = (${t.trasladado_de} is null) and (${t.traslado} is null or ${t.traslado} in ('salida', 'entrada'))`,
    ),
    // A charge or discount takes away only when it reverses or moves out another one.
    check(
      'cuenta_movimientos_reverso_check',
      sql`${t.tipo} = 'pago' or (${t.total} < 0) = (${t.reversa_de} is not null or coalesce(${t.traslado} = 'salida', false))`,
    ),
    check('cuenta_movimientos_bodega_check', sql`${t.bodega_id} is null or ${t.producto_id} is not null`),
    check('cuenta_movimientos_descuento_de_check', sql`${t.descuento_de} is null or ${t.tipo} = 'descuento'`),
    foreignKey({
      name: 'cuenta_movimientos_noche_fk',
      columns: [t.noche_estancia_id, t.fecha],
      foreignColumns: [estanciaNoches.estancia_id, estanciaNoches.fecha],
    }),
    check(
      'cuenta_movimientos_noche_check',
      sql`${t.noche_estancia_id} is null or (${t.tipo} = 'cargo' and ${t.alojamiento} and ${t.fecha} is not null and ${t.total} >= 0)`,
    ),
    // Not partial: it also serves the foreign key (entries without a night are nulls, never equal).
    uniqueIndex('cuenta_movimientos_noche_key').on(t.noche_estancia_id, t.fecha),
    index('cuenta_movimientos_cuenta_idx').on(t.cuenta_id, t.created_at),
    uniqueIndex('cuenta_movimientos_caja_movimiento_key').on(t.caja_movimiento_id),
    uniqueIndex('cuenta_movimientos_reversa_key').on(t.reversa_de),
    index('cuenta_movimientos_trasladado_idx').on(t.trasladado_de),
    index('cuenta_movimientos_descuento_de_idx').on(t.descuento_de),
    // A move is a pair: the entry in the other account points at the one moved out, and only it.
    uniqueIndex('cuenta_movimientos_traslado_par_key')
      .on(t.trasladado_de)
      .where(sql`${t.traslado} = 'entrada'`),
    index('cuenta_movimientos_hotel_idx').on(t.hotel_id, t.created_at),
    // The reports read a range's night charges by their night (docs/reports.md).
    index('cuenta_movimientos_hotel_noche_idx')
      .on(t.hotel_id, t.fecha)
      .where(sql`${t.alojamiento}`),
    index('cuenta_movimientos_forma_pago_idx').on(t.forma_pago_id),
    index('cuenta_movimientos_producto_idx').on(t.producto_id),
    index('cuenta_movimientos_bodega_idx').on(t.bodega_id),
    index('cuenta_movimientos_empleado_idx').on(t.empleado_id),
    index('cuenta_movimientos_creado_por_idx').on(t.created_by),
  ],
);

/**
 * The taxes of a charge line, one row per tax, as the invoice prints them: kind (IVA, INC, otro,
 * or `excluido` for a line outside the taxes), name, rate, base and amount. `exento`: the tax
 * applies but the law exempts it (lodging of a non-resident foreign tourist), at 0.
 */
export const cuentaMovimientoImpuestos = pgTable(
  'cuenta_movimiento_impuestos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    movimiento_id: bigint('movimiento_id', { mode: 'number' })
      .notNull()
      .references(() => cuentaMovimientos.id),
    impuesto_id: integer('impuesto_id').references(() => impuestos.id),
    tipo: varchar('tipo', { length: 10, enum: entryTaxKinds }).notNull(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2 }).notNull(),
    base: money('base').notNull(),
    valor: money('valor').notNull(),
    exento: boolean('exento').notNull().default(false),
  },
  (t) => [
    check('cuenta_movimiento_impuestos_tipo_check', inList('tipo', entryTaxKinds)),
    check(
      'cuenta_movimiento_impuestos_porcentaje_check',
      sql`${t.porcentaje} >= 0 and ${t.porcentaje} <= 100`,
    ),
    check(
      'cuenta_movimiento_impuestos_excluido_check',
      sql`(${t.tipo} = 'excluido') = (${t.impuesto_id} is null) and (${t.tipo} <> 'excluido' or (${t.porcentaje} = 0 and ${t.valor} = 0))`,
    ),
    check('cuenta_movimiento_impuestos_exento_check', sql`not ${t.exento} or ${t.valor} = 0`),
    check(
      'cuenta_movimiento_impuestos_signo_check',
      sql`${t.valor} = 0 or sign(${t.valor}) = sign(${t.base})`,
    ),
    uniqueIndex('cuenta_movimiento_impuestos_key').on(t.movimiento_id, t.impuesto_id),
    index('cuenta_movimiento_impuestos_impuesto_idx').on(t.impuesto_id),
  ],
);

/** What a charge took from the shelves (`takeStock`'s answer), to put back exactly on its reversal. */
export const cuentaMovimientoExistencias = pgTable(
  'cuenta_movimiento_existencias',
  {
    movimiento_id: bigint('movimiento_id', { mode: 'number' })
      .notNull()
      .references(() => cuentaMovimientos.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    cantidad: quantity('cantidad').notNull(),
    costo_unitario: numeric('costo_unitario', { precision: 18, scale: 4 }).notNull(),
    valor: money('valor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.movimiento_id, t.producto_id] }),
    check('cuenta_movimiento_existencias_check', sql`${t.cantidad} > 0 and ${t.valor} >= 0`),
    index('cuenta_movimiento_existencias_producto_idx').on(t.producto_id),
    index('cuenta_movimiento_existencias_bodega_idx').on(t.bodega_id),
  ],
);
