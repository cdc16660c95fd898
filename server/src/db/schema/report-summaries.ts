import { boolean, date, integer, numeric, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';

/**
 * The reports' daily summaries (docs/reports.md "Daily summaries"): rows derived from the raw rows
 * by triggers in the same transaction that changes them (migration 0037), never by a batch. `n`
 * counts the raw rows a summary row stands for: a row whose count falls to zero is deleted, so a
 * summary row exists exactly when the raw query would have found a row. They carry no foreign keys
 * (a derived row locks nothing it points at) and no id: the key is their unique constraint.
 */
const sum = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');

/**
 * Per hotel, business date and room type (null: revenue that belongs to no room): nights sold and
 * complimentary, their revenue net of lodging discounts and credit notes, the other revenue,
 * persons, arrivals, departures, no-shows, cancellations, stays arrived and their nights — the
 * occupancy report's facts.
 */
export const resumenOcupacion = pgTable(
  'resumen_ocupacion',
  {
    hotel_id: integer('hotel_id').notNull(),
    fecha: date('fecha').notNull(),
    tipo_habitacion_id: integer('tipo_habitacion_id'),
    n: integer('n').notNull().default(0),
    vendidas: integer('vendidas').notNull().default(0),
    cortesias: integer('cortesias').notNull().default(0),
    ingreso_habitaciones: sum('ingreso_habitaciones'),
    ingreso_otros: sum('ingreso_otros'),
    adultos: integer('adultos').notNull().default(0),
    ninos: integer('ninos').notNull().default(0),
    llegadas: integer('llegadas').notNull().default(0),
    salidas: integer('salidas').notNull().default(0),
    no_shows: integer('no_shows').notNull().default(0),
    cancelaciones: integer('cancelaciones').notNull().default(0),
    /** Stays arriving that day with at least one night, and their nights (ALOS). */
    estancias: integer('estancias').notNull().default(0),
    noches_estancias: integer('noches_estancias').notNull().default(0),
  },
  (t) => [unique('resumen_ocupacion_key').on(t.hotel_id, t.fecha, t.tipo_habitacion_id).nullsNotDistinct()],
);

/**
 * Revenue per hotel and business date by what decides its department and category: lodging or not,
 * category "Alojamiento" or the product's (read with the product when the report runs, so a
 * product's new category applies to its history as before), and whether it is a credit note's.
 */
export const resumenIngresos = pgTable(
  'resumen_ingresos',
  {
    hotel_id: integer('hotel_id').notNull(),
    fecha: date('fecha').notNull(),
    nota_credito: boolean('nota_credito').notNull(),
    alojamiento: boolean('alojamiento').notNull(),
    categoria_alojamiento: boolean('categoria_alojamiento').notNull(),
    producto_id: integer('producto_id'),
    n: integer('n').notNull().default(0),
    base: sum('base'),
    impuestos: sum('impuestos'),
    total: sum('total'),
  },
  (t) => [
    unique('resumen_ingresos_key')
      .on(t.hotel_id, t.fecha, t.nota_credito, t.alojamiento, t.categoria_alojamiento, t.producto_id)
      .nullsNotDistinct(),
  ],
);

/**
 * Nights sold per hotel, business date, room type and segment (docs/reports.md "Segments"): the
 * stay's booking decides it (a group by its header's room lines, else the header's channel, else a
 * company client). Kept by the triggers of migration 0043 with the nights and with what decides a
 * stay's segment; `ingreso` is the nights' base as priced.
 */
export const resumenSegmentos = pgTable(
  'resumen_segmentos',
  {
    hotel_id: integer('hotel_id').notNull(),
    fecha: date('fecha').notNull(),
    tipo_habitacion_id: integer('tipo_habitacion_id').notNull(),
    segmento: varchar('segmento', { length: 10 }).notNull(),
    vendidas: integer('vendidas').notNull().default(0),
    ingreso: sum('ingreso'),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.fecha, t.tipo_habitacion_id, t.segmento] })],
);

/** The taxes of the charges (discounts subtract) per hotel and business date, by kind, name, rate, exemption. */
export const resumenImpuestos = pgTable(
  'resumen_impuestos',
  {
    hotel_id: integer('hotel_id').notNull(),
    fecha: date('fecha').notNull(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2 }).notNull(),
    exento: boolean('exento').notNull(),
    n: integer('n').notNull().default(0),
    base: sum('base'),
    valor: sum('valor'),
  },
  (t) => [unique('resumen_impuestos_key').on(t.hotel_id, t.fecha, t.tipo, t.nombre, t.porcentaje, t.exento)],
);

/**
 * What was on the books at the start of a business date (`tomada`: written by the close that
 * opened it, once, in its transaction), per future night and room type, for the pickup
 * (docs/reports.md "On the books and pickup"): room nights of confirmed booking lines and of the
 * stays in house, and their revenue net of taxes. Only nights with something booked have a row.
 */
export const ocupacionFuturaFotos = pgTable(
  'ocupacion_futura_fotos',
  {
    hotel_id: integer('hotel_id').notNull(),
    tomada: date('tomada').notNull(),
    fecha: date('fecha').notNull(),
    tipo_habitacion_id: integer('tipo_habitacion_id').notNull(),
    noches: integer('noches').notNull(),
    ingreso: sum('ingreso'),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.tomada, t.fecha, t.tipo_habitacion_id] })],
);
