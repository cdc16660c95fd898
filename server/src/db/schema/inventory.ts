import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { impuestos, medidas, tiposProducto } from './catalogs';
import { active, money, quantity, timestamps } from './columns';
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
    nombre: varchar('nombre', { length: 160 }).notNull(),
    tipo_producto_id: integer('tipo_producto_id')
      .notNull()
      .references(() => tiposProducto.id),
    medida_id: integer('medida_id')
      .notNull()
      .references(() => medidas.id),
    precio_venta: money('precio_venta').notNull().default('0'),
    costo: money('costo').notNull().default('0'),
    stock_minimo: quantity('stock_minimo').notNull().default('0'),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('productos_hotel_codigo_key').on(t.hotel_id, t.codigo),
    check('productos_valores_check', sql`${t.precio_venta} >= 0 and ${t.costo} >= 0`),
    index('productos_hotel_nombre_idx').on(t.hotel_id, t.nombre),
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
