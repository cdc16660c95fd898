import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { impuestos, medidas, tiposProducto } from './catalogs';
import { active, money, quantity, searchIndex, timestamps } from './columns';
import { hoteles } from './hotels';

export const bodegas = pgTable(
  'bodegas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    descripcion: text('descripcion'),
    estado: active(),
    ...timestamps(),
  },
  (t) => [unique('bodegas_hotel_nombre_key').on(t.hotel_id, t.nombre)],
);

export const productos = pgTable(
  'productos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    codigo_barras: varchar('codigo_barras', { length: 40 }),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    categoria: varchar('categoria', { length: 60 }),
    tipo_producto_id: integer('tipo_producto_id')
      .notNull()
      .references(() => tiposProducto.id),
    medida_id: integer('medida_id')
      .notNull()
      .references(() => medidas.id),
    precio_venta: money('precio_venta').notNull().default('0'),
    /** The sale price already holds the product's taxes (shelf and menu prices). */
    precio_incluye_impuestos: boolean('precio_incluye_impuestos').notNull().default(true),
    /** The reference cost the entry form proposes; stock is valued at each warehouse's average. */
    costo: money('costo').notNull().default('0'),
    stock_minimo: quantity('stock_minimo').notNull().default('0'),
    venta_pos: boolean('venta_pos').notNull().default(true),
    venta_habitacion: boolean('venta_habitacion').notNull().default(true),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('productos_hotel_codigo_key').on(t.hotel_id, t.codigo),
    check('productos_valores_check', sql`${t.precio_venta} >= 0 and ${t.costo} >= 0`),
    check('productos_stock_minimo_check', sql`${t.stock_minimo} >= 0`),
    index('productos_hotel_nombre_idx').on(t.hotel_id, t.nombre),
    searchIndex('productos_nombre_busqueda_idx', t.nombre),
    searchIndex('productos_codigo_busqueda_idx', t.codigo),
    index('productos_hotel_tipo_idx').on(t.hotel_id, t.tipo_producto_id),
    uniqueIndex('productos_hotel_codigo_barras_key')
      .on(t.hotel_id, t.codigo_barras)
      .where(sql`${t.codigo_barras} is not null`),
  ],
);

export const productoImpuestos = pgTable(
  'producto_impuestos',
  {
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    impuesto_id: integer('impuesto_id')
      .notNull()
      .references(() => impuestos.id),
  },
  (t) => [primaryKey({ columns: [t.producto_id, t.impuesto_id] })],
);

/**
 * A recipe's lines (productoDetalle): ingredient products and their quantities in their measures.
 * The lines are the recipe's configuration (deleted with it); an ingredient in use is kept.
 */
export const productoDetalles = pgTable(
  'producto_detalles',
  {
    id: serial('id').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => productos.id, { onDelete: 'cascade' }),
    ingrediente_id: integer('ingrediente_id')
      .notNull()
      .references(() => productos.id),
    cantidad: quantity('cantidad').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('producto_detalles_producto_ingrediente_key').on(t.producto_id, t.ingrediente_id),
    index('producto_detalles_ingrediente_idx').on(t.ingrediente_id),
    check('producto_detalles_cantidad_check', sql`${t.cantidad} > 0`),
    check('producto_detalles_no_si_misma_check', sql`${t.producto_id} <> ${t.ingrediente_id}`),
  ],
);
