import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { active, money, timestamps } from './columns';
import { hoteles } from './hotels';
import { productos } from './inventory';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One row of settings per hotel, read by the other modules. */
export const configuraciones = pgTable(
  'configuraciones',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .unique()
      .references(() => hoteles.id),
    soporte_url: varchar('soporte_url', { length: 300 }),
    plan: varchar('plan', { length: 40 }).notNull().default('basico'),
    pie_factura: text('pie_factura'),
    /** The cancellation policy printed on a booking's confirmation. */
    politica_cancelacion: text('politica_cancelacion'),
    /** How a cancellation is charged: 'ninguna', 'porcentaje' of the first night, or 'fija' per room. */
    penalidad_cancelacion_tipo: varchar('penalidad_cancelacion_tipo', { length: 12 })
      .notNull()
      .default('ninguna'),
    /** The percent (0–100) or the amount in pesos of the penalty. */
    penalidad_cancelacion_valor: money('penalidad_cancelacion_valor').notNull().default('0'),
    permitir_stock_negativo: boolean('permitir_stock_negativo').notNull().default(false),
    producto_alojamiento_id: integer('producto_alojamiento_id').references(() => productos.id),
    /**
     * The day-use charge offered at a check-out on the arrival day (0 nights), taxes included;
     * null: only the night's rate is offered.
     */
    valor_uso_dia: money('valor_uso_dia'),
    logo: bytea('logo'),
    logo_mime: varchar('logo_mime', { length: 40 }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'configuraciones_penalidad_check',
      sql`${t.penalidad_cancelacion_tipo} in ('ninguna', 'porcentaje', 'fija') and ${t.penalidad_cancelacion_valor} >= 0
        and (${t.penalidad_cancelacion_tipo} <> 'porcentaje' or ${t.penalidad_cancelacion_valor} <= 100)`,
    ),
    check('configuraciones_uso_dia_check', sql`${t.valor_uso_dia} is null or ${t.valor_uso_dia} > 0`),
  ],
);

/** Training items (capacitaciones) of a hotel: links shown on the screen reached from Soporte. */
export const capacitaciones = pgTable(
  'capacitaciones',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    titulo: varchar('titulo', { length: 160 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    orden: integer('orden').notNull().default(0),
    estado: active(),
    ...timestamps(),
  },
  (t) => [index('capacitaciones_hotel_idx').on(t.hotel_id, t.orden)],
);
