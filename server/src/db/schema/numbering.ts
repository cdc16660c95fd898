import { internalKindCodes, type ResolutionDocumentType } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { active, timestamps } from './columns';
import { hoteles } from './hotels';

/** Internal numbering per hotel and document kind; `siguiente` is the next number to hand out. */
export const numeracionesInternas = pgTable(
  'numeraciones_internas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo: varchar('tipo', { length: 30, enum: internalKindCodes }).notNull(),
    prefijo: varchar('prefijo', { length: 10 }).notNull().default(''),
    siguiente: integer('siguiente').notNull().default(1),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('numeraciones_internas_hotel_tipo_key').on(t.hotel_id, t.tipo),
    check('numeraciones_internas_siguiente_check', sql`${t.siguiente} >= 1`),
  ],
);

/**
 * The tax authority's invoice resolutions (numeración externa). Overlapping active ranges of one
 * prefix in one hotel are refused by the service under a lock on the hotel's row: an exclusion
 * constraint would need btree_gist for the equality on hotel and prefix, which PGlite lacks.
 */
export const resolucionesFacturacion = pgTable(
  'resoluciones_facturacion',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    numero_resolucion: varchar('numero_resolucion', { length: 20 }).notNull(),
    prefijo: varchar('prefijo', { length: 10 }).notNull().default(''),
    desde: integer('desde').notNull(),
    hasta: integer('hasta').notNull(),
    siguiente: integer('siguiente').notNull(),
    fecha_desde: date('fecha_desde').notNull(),
    fecha_hasta: date('fecha_hasta').notNull(),
    clave_tecnica: varchar('clave_tecnica', { length: 100 }).notNull(),
    /**
     * What the range numbers: `factura` (facturas de venta), `pos` (the documento equivalente
     * electrónico del tiquete POS) or `contingencia` (the paper contingency invoices, later sent as
     * type 03). docs/e-invoicing.md.
     */
    tipo_documento: text('tipo_documento').$type<ResolutionDocumentType>().notNull().default('factura'),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    check(
      'resoluciones_facturacion_rango_check',
      sql`${t.desde} >= 1 and ${t.desde} <= ${t.hasta} and ${t.siguiente} between ${t.desde} and ${t.hasta} + 1`,
    ),
    check('resoluciones_facturacion_fechas_check', sql`${t.fecha_desde} <= ${t.fecha_hasta}`),
    check(
      'resoluciones_facturacion_tipo_check',
      sql`${t.tipo_documento} in ('factura', 'pos', 'contingencia')`,
    ),
    index('resoluciones_facturacion_hotel_idx').on(t.hotel_id, t.prefijo),
  ],
);
