import { stockDocumentKinds, stockMovementCodes } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, quantity } from './columns';
import { hoteles } from './hotels';
import { bodegas, productos } from './inventory';
import { proveedores } from './people';
import { usuarios } from './security';

/** Unit costs keep 4 decimals: a weighted average rarely falls on whole cents. */
const unitCost = (name: string) => numeric(name, { precision: 18, scale: 4 });

/**
 * Every stock change is a kardex row: the movement, the running balance after it and its value at
 * the weighted average cost. Rows are never changed or deleted (a trigger refuses it); inserting
 * one moves the stock row to its balance in the same statement (trigger `kardex_mueve_existencia`),
 * and is refused when the balance does not follow from the stock row it was computed on.
 */
export const kardex = pgTable(
  'kardex',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    /** The hotel's business date of the movement. */
    fecha: date('fecha').notNull(),
    tipo: varchar('tipo', { length: 20, enum: stockMovementCodes }).notNull(),
    /** The document as printed: 'II15', 'TR3', a sale's invoice number. */
    documento: varchar('documento', { length: 40 }).notNull(),
    ingreso_id: integer('ingreso_id').references(() => ingresosInventario.id),
    documento_id: integer('documento_id').references(() => documentosInventario.id),
    entrada: quantity('entrada').notNull().default('0'),
    salida: quantity('salida').notNull().default('0'),
    saldo: quantity('saldo').notNull(),
    costo_unitario: unitCost('costo_unitario').notNull(),
    /** The movement's value at cost (always positive; its direction is entrada or salida). */
    valor: money('valor').notNull(),
    saldo_valor: money('saldo_valor').notNull(),
    costo_promedio: unitCost('costo_promedio').notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The kardex report: one product in one warehouse over a date range, in order.
    index('kardex_bodega_producto_fecha_idx').on(t.bodega_id, t.producto_id, t.fecha, t.id),
    index('kardex_hotel_fecha_idx').on(t.hotel_id, t.fecha),
    index('kardex_producto_idx').on(t.producto_id),
    index('kardex_ingreso_idx').on(t.ingreso_id),
    index('kardex_documento_idx').on(t.documento_id),
    index('kardex_usuario_idx').on(t.usuario_id),
    check(
      'kardex_movimiento_check',
      sql`${t.entrada} >= 0 and ${t.salida} >= 0 and (${t.entrada} > 0) <> (${t.salida} > 0) and ${t.valor} >= 0`,
    ),
    check('kardex_tipo_check', sql.raw(`tipo in (${stockMovementCodes.map((c) => `'${c}'`).join(', ')})`)),
  ],
);

/**
 * The stock of one product in one warehouse, with its value and weighted average cost. Changed only
 * by kardex rows; negative only where the hotel allows it (trigger `existencias_no_negativa`).
 */
export const existencias = pgTable(
  'existencias',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull().default('0'),
    valor: money('valor').notNull().default('0'),
    costo_promedio: unitCost('costo_promedio').notNull().default('0'),
    ultimo_kardex_id: bigint('ultimo_kardex_id', { mode: 'number' }).references(() => kardex.id),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'existencias_pkey', columns: [t.bodega_id, t.producto_id] }),
    index('existencias_producto_idx').on(t.producto_id),
    index('existencias_hotel_idx').on(t.hotel_id),
    // Nothing in stock is worth nothing, and stock held is never worth less than nothing.
    check(
      'existencias_valor_check',
      sql`(${t.cantidad} <> 0 or ${t.valor} = 0) and (${t.cantidad} < 0 or ${t.valor} >= 0)`,
    ),
    check('existencias_costo_check', sql`${t.costo_promedio} >= 0`),
  ],
);

/** An entry from a supplier into a warehouse (ingreso de inventario): never edited, only annulled. */
export const ingresosInventario = pgTable(
  'ingresos_inventario',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    numero: varchar('numero', { length: 30 }).notNull(),
    proveedor_id: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.id),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    factura_proveedor: varchar('factura_proveedor', { length: 40 }),
    /** The supplier's invoice date. */
    fecha: date('fecha').notNull(),
    observaciones: text('observaciones'),
    subtotal: money('subtotal').notNull(),
    impuestos: money('impuestos').notNull(),
    total: money('total').notNull(),
    estado: varchar('estado', { length: 12, enum: ['confirmado', 'anulado'] })
      .notNull()
      .default('confirmado'),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    idempotency_key: varchar('idempotency_key', { length: 80 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    anulado_at: timestamp('anulado_at', { withTimezone: true }),
    anulado_por_id: integer('anulado_por_id').references(() => usuarios.id),
    motivo_anulacion: text('motivo_anulacion'),
  },
  (t) => [
    unique('ingresos_inventario_hotel_numero_key').on(t.hotel_id, t.numero),
    unique('ingresos_inventario_hotel_idempotencia_key').on(t.hotel_id, t.idempotency_key),
    // One supplier's invoice is entered once (an annulled entry frees its number).
    uniqueIndex('ingresos_inventario_factura_key')
      .on(t.hotel_id, t.proveedor_id, sql`lower(${t.factura_proveedor})`)
      .where(sql`${t.estado} = 'confirmado' and ${t.factura_proveedor} is not null`),
    index('ingresos_inventario_hotel_fecha_idx').on(t.hotel_id, t.fecha, t.id),
    index('ingresos_inventario_proveedor_idx').on(t.proveedor_id),
    index('ingresos_inventario_bodega_idx').on(t.bodega_id),
    index('ingresos_inventario_usuario_idx').on(t.usuario_id),
    index('ingresos_inventario_anulado_por_idx').on(t.anulado_por_id),
    check('ingresos_inventario_estado_check', sql`${t.estado} in ('confirmado', 'anulado')`),
    check(
      'ingresos_inventario_anulacion_check',
      sql`(${t.estado} = 'anulado') = (${t.anulado_at} is not null and ${t.anulado_por_id} is not null and ${t.motivo_anulacion} is not null)`,
    ),
    check(
      'ingresos_inventario_totales_check',
      sql`${t.subtotal} >= 0 and ${t.impuestos} >= 0 and ${t.total} = ${t.subtotal} + ${t.impuestos}`,
    ),
  ],
);

export const ingresoInventarioLineas = pgTable(
  'ingreso_inventario_lineas',
  {
    id: serial('id').primaryKey(),
    ingreso_id: integer('ingreso_id')
      .notNull()
      .references(() => ingresosInventario.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    costo_unitario: money('costo_unitario').notNull(),
    subtotal: money('subtotal').notNull(),
    impuestos: money('impuestos').notNull(),
    total: money('total').notNull(),
    impuestos_detalle: varchar('impuestos_detalle', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('ingreso_inventario_lineas_ingreso_idx').on(t.ingreso_id),
    index('ingreso_inventario_lineas_producto_idx').on(t.producto_id),
    check(
      'ingreso_inventario_lineas_valores_check',
      sql`${t.cantidad} > 0 and ${t.costo_unitario} >= 0 and ${t.total} = ${t.subtotal} + ${t.impuestos}`,
    ),
  ],
);

/** Transfers, count adjustments and internal consumptions: numbered documents behind kardex rows. */
export const documentosInventario = pgTable(
  'documentos_inventario',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo: varchar('tipo', { length: 12, enum: stockDocumentKinds }).notNull(),
    numero: varchar('numero', { length: 30 }).notNull(),
    fecha: date('fecha').notNull(),
    bodega_id: integer('bodega_id')
      .notNull()
      .references(() => bodegas.id),
    bodega_destino_id: integer('bodega_destino_id').references(() => bodegas.id),
    motivo: varchar('motivo', { length: 200 }),
    observaciones: text('observaciones'),
    valor: money('valor').notNull(),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('documentos_inventario_hotel_numero_key').on(t.hotel_id, t.tipo, t.numero),
    index('documentos_inventario_hotel_created_idx').on(t.hotel_id, t.created_at),
    index('documentos_inventario_bodega_idx').on(t.bodega_id),
    index('documentos_inventario_destino_idx').on(t.bodega_destino_id),
    index('documentos_inventario_usuario_idx').on(t.usuario_id),
    check('documentos_inventario_tipo_check', sql`${t.tipo} in ('traslado', 'ajuste', 'consumo')`),
    check(
      'documentos_inventario_destino_check',
      sql`(${t.tipo} = 'traslado') = (${t.bodega_destino_id} is not null) and ${t.bodega_destino_id} is distinct from ${t.bodega_id}`,
    ),
    check('documentos_inventario_motivo_check', sql`${t.tipo} = 'traslado' or ${t.motivo} is not null`),
  ],
);

export const documentoInventarioLineas = pgTable(
  'documento_inventario_lineas',
  {
    id: serial('id').primaryKey(),
    documento_id: integer('documento_id')
      .notNull()
      .references(() => documentosInventario.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    /** What moved: for a count, the difference posted (counted − system, without its sign). */
    cantidad: quantity('cantidad').notNull(),
    sistema: quantity('sistema'),
    contado: quantity('contado'),
    valor: money('valor').notNull(),
  },
  (t) => [
    index('documento_inventario_lineas_documento_idx').on(t.documento_id),
    index('documento_inventario_lineas_producto_idx').on(t.producto_id),
    check('documento_inventario_lineas_valores_check', sql`${t.cantidad} >= 0 and ${t.valor} >= 0`),
  ],
);
