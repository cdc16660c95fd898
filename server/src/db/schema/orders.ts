import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { active, money, quantity, timestamps } from './columns';
import { hoteles } from './hotels';
import { productos } from './inventory';
import { habitaciones } from './rooms';
import { puntosVenta, ventas } from './sales';
import { usuarios } from './security';

/** A table of an outlet (restaurant, bar): where orders are opened. Deactivated, never deleted. */
export const mesas = pgTable(
  'mesas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    punto_venta_id: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id),
    nombre: varchar('nombre', { length: 40 }).notNull(),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('mesas_punto_nombre_key').on(t.punto_venta_id, t.nombre),
    index('mesas_hotel_idx').on(t.hotel_id),
  ],
);

/** A kitchen or bar station of an outlet: the product categories (`productos.categoria`) it prepares. */
export const estaciones = pgTable(
  'estaciones',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    punto_venta_id: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id),
    nombre: varchar('nombre', { length: 40 }).notNull(),
    categorias: text('categorias').array().notNull().default(sql`'{}'::text[]`),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('estaciones_punto_nombre_key').on(t.punto_venta_id, t.nombre),
    index('estaciones_hotel_idx').on(t.hotel_id),
  ],
);

/**
 * An order of a table (or a room, for room service), typed over time by its waiter and settled by
 * one sale (`ventaCrear` with `orden_id`, the order's `clave` as its Idempotency-Key).
 */
export const ordenes = pgTable(
  'ordenes',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    punto_venta_id: integer('punto_venta_id')
      .notNull()
      .references(() => puntosVenta.id),
    mesa_id: integer('mesa_id').references(() => mesas.id),
    habitacion_id: integer('habitacion_id').references(() => habitaciones.id),
    usuario_id: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    estado: varchar('estado', { length: 10 }).notNull().default('abierta'),
    /** The bill in equal shares (ordenDividir partes): the pay dialog offers n payments. */
    partes: integer('partes').notNull().default(1),
    /** The sale's Idempotency-Key, made by the server when the order is opened. */
    clave: varchar('clave', { length: 100 }).notNull(),
    /** Why a price, a discount or a sent quantity was changed. */
    motivo: text('motivo'),
    venta_id: integer('venta_id').references(() => ventas.id),
    /** The order it was merged into (estado `unida`). */
    unida_a: integer('unida_a').references((): AnyPgColumn => ordenes.id),
    cerrada_at: timestamp('cerrada_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('ordenes_clave_key').on(t.hotel_id, t.clave),
    uniqueIndex('ordenes_venta_key').on(t.venta_id),
    check('ordenes_estado_check', sql`${t.estado} in ('abierta', 'cerrada', 'anulada', 'unida')`),
    check('ordenes_lugar_check', sql`(${t.mesa_id} is null) <> (${t.habitacion_id} is null)`),
    check('ordenes_partes_check', sql`${t.partes} between 1 and 20`),
    check('ordenes_cerrada_check', sql`(${t.estado} = 'cerrada') = (${t.venta_id} is not null)`),
    index('ordenes_abiertas_idx').on(t.punto_venta_id, t.mesa_id).where(sql`${t.estado} = 'abierta'`),
    index('ordenes_hotel_idx').on(t.hotel_id, t.estado),
    index('ordenes_mesa_idx').on(t.mesa_id),
    index('ordenes_habitacion_idx').on(t.habitacion_id),
    index('ordenes_usuario_idx').on(t.usuario_id),
    index('ordenes_unida_idx').on(t.unida_a),
  ],
);

/** A line of an order: `enviada` is how much of it the kitchen already got (comandas sent). */
export const ordenLineas = pgTable(
  'orden_lineas',
  {
    id: serial('id').primaryKey(),
    orden_id: integer('orden_id')
      .notNull()
      .references(() => ordenes.id),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    enviada: quantity('enviada').notNull().default('0'),
    precio: money('precio'),
    descuento: money('descuento'),
    nota: varchar('nota', { length: 200 }),
    orden: integer('orden').notNull().default(0),
  },
  (t) => [
    check(
      'orden_lineas_cantidad_check',
      sql`${t.cantidad} > 0 and ${t.enviada} >= 0 and ${t.enviada} <= ${t.cantidad}`,
    ),
    index('orden_lineas_orden_idx').on(t.orden_id),
    index('orden_lineas_producto_idx').on(t.producto_id),
  ],
);
