import { travelMotiveCodes } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ciudades, paises } from './catalogs';
import { money, timestamps } from './columns';
import { hoteles } from './hotels';
import { clientes, empleados } from './people';
import { reservas } from './reservations';
import { habitaciones, tarifas } from './rooms';
import { usuarios } from './security';

/** A PostgreSQL `daterange` as text, e.g. `[2026-11-21,2026-11-23)`. */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/** A stay: a room occupied by a main client (with companions) over `[llegada, salida)`. */
export const estancias = pgTable(
  'estancias',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    habitacion_id: integer('habitacion_id')
      .notNull()
      .references(() => habitaciones.id),
    reserva_id: integer('reserva_id').references(() => reservas.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    llegada: date('llegada').notNull(),
    salida: date('salida').notNull(),
    adultos: integer('adultos').notNull(),
    ninos: integer('ninos').notNull().default(0),
    tarifa_nombre: varchar('tarifa_nombre', { length: 80 }).notNull(),
    exento_iva: boolean('exento_iva').notNull().default(false),
    estado: varchar('estado', { length: 12 }).notNull().default('activa'),
    observaciones: text('observaciones'),
    created_by: integer('created_by').references(() => usuarios.id),
    checkout_at: timestamp('checkout_at', { withTimezone: true }),
    checkout_by: integer('checkout_by').references(() => usuarios.id),
    ...timestamps(),
  },
  (t) => [
    // A stay that leaves on its arrival day keeps no night (a day use): salida = llegada.
    check('estancias_fechas_check', sql`${t.salida} >= ${t.llegada}`),
    check('estancias_personas_check', sql`${t.adultos} >= 1 and ${t.ninos} >= 0`),
    check('estancias_estado_check', sql`${t.estado} in ('activa', 'finalizada')`),
    // One active stay per room, whatever the dates.
    uniqueIndex('estancias_habitacion_activa_key')
      .on(t.habitacion_id)
      .where(sql`${t.estado} = 'activa'`),
    index('estancias_hotel_estado_idx').on(t.hotel_id, t.estado),
    // The reports' arrivals and departures of a range (docs/reports.md).
    index('estancias_hotel_llegada_idx').on(t.hotel_id, t.llegada),
    index('estancias_hotel_salida_idx').on(t.hotel_id, t.salida),
    index('estancias_habitacion_idx').on(t.habitacion_id, t.llegada),
    index('estancias_cliente_idx').on(t.cliente_id),
    index('estancias_reserva_idx').on(t.reserva_id),
    index('estancias_creado_por_idx').on(t.created_by),
    index('estancias_checkout_por_idx').on(t.checkout_by),
  ],
);

/**
 * The nights of a stay as priced for it: the planned ones when it opens (at the booking's prices or
 * the rate's that day), and a night past the planned departure when it is posted. The business-day
 * close and the check-out post them to the account (`cuenta_movimientos.noche_estancia_id`, unique
 * per stay and night); a night without its charge is still to post (the account's expected total).
 */
export const estanciaNoches = pgTable(
  'estancia_noches',
  {
    estancia_id: integer('estancia_id')
      .notNull()
      .references(() => estancias.id),
    fecha: date('fecha').notNull(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    /** The rate that priced it (null: a night charged before nights were posted nightly). */
    tarifa_id: integer('tarifa_id').references(() => tarifas.id),
    valor: money('valor').notNull(),
    impuesto: money('impuesto').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.estancia_id, t.fecha] }),
    check(
      'estancia_noches_valores_check',
      sql`${t.valor} >= 0 and ${t.impuesto} >= 0 and ${t.total} = ${t.valor} + ${t.impuesto}`,
    ),
    index('estancia_noches_tarifa_idx').on(t.tarifa_id),
    index('estancia_noches_hotel_idx').on(t.hotel_id, t.fecha),
  ],
);

export const estanciaHuespedes = pgTable(
  'estancia_huespedes',
  {
    estancia_id: integer('estancia_id')
      .notNull()
      .references(() => estancias.id, { onDelete: 'cascade' }),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
  },
  (t) => [
    primaryKey({ columns: [t.estancia_id, t.cliente_id] }),
    index('estancia_huespedes_cliente_idx').on(t.cliente_id),
  ],
);

export const estanciaEmpleados = pgTable(
  'estancia_empleados',
  {
    estancia_id: integer('estancia_id')
      .notNull()
      .references(() => estancias.id, { onDelete: 'cascade' }),
    empleado_id: integer('empleado_id')
      .notNull()
      .references(() => empleados.id),
  },
  (t) => [
    primaryKey({ columns: [t.estancia_id, t.empleado_id] }),
    index('estancia_empleados_empleado_idx').on(t.empleado_id),
  ],
);

/**
 * The nights each room is promised, by a reservation or a stay. An exclusion constraint (in the
 * migration) forbids two claims of one room on the same night unless the claim is a logged,
 * permitted overbooking (`sobreventa`).
 */
export const nochesHabitacion = pgTable(
  'noches_habitacion',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    habitacion_id: integer('habitacion_id')
      .notNull()
      .references(() => habitaciones.id),
    noches: daterange('noches').notNull(),
    reserva_id: integer('reserva_id').references(() => reservas.id, { onDelete: 'cascade' }),
    estancia_id: integer('estancia_id').references(() => estancias.id, { onDelete: 'cascade' }),
    sobreventa: boolean('sobreventa').notNull().default(false),
  },
  (t) => [
    check('noches_habitacion_origen_check', sql`${t.reserva_id} is not null or ${t.estancia_id} is not null`),
    check('noches_habitacion_rango_check', sql`not isempty(${t.noches})`),
    uniqueIndex('noches_habitacion_reserva_key').on(t.reserva_id),
    uniqueIndex('noches_habitacion_estancia_key').on(t.estancia_id),
    index('noches_habitacion_habitacion_idx').on(t.habitacion_id),
    index('noches_habitacion_hotel_idx').on(t.hotel_id),
    // The calendar's window: a hotel's claims that overlap [desde, hasta).
    index('noches_habitacion_hotel_noches_idx').using('gist', t.hotel_id, t.noches),
  ],
);

/** Out-of-order blocks: open while `hasta` is null; one open block per room. */
export const mantenimientos = pgTable(
  'mantenimientos',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    habitacion_id: integer('habitacion_id')
      .notNull()
      .references(() => habitaciones.id),
    motivo: varchar('motivo', { length: 300 }).notNull(),
    desde: timestamp('desde', { withTimezone: true }).notNull().defaultNow(),
    hasta: timestamp('hasta', { withTimezone: true }),
    created_by: integer('created_by').references(() => usuarios.id),
    closed_by: integer('closed_by').references(() => usuarios.id),
  },
  (t) => [
    uniqueIndex('mantenimientos_abierto_key').on(t.habitacion_id).where(sql`${t.hasta} is null`),
    index('mantenimientos_hotel_abierto_idx').on(t.hotel_id).where(sql`${t.hasta} is null`),
    index('mantenimientos_habitacion_idx').on(t.habitacion_id, t.desde),
    index('mantenimientos_hotel_idx').on(t.hotel_id, t.desde),
    index('mantenimientos_creado_por_idx').on(t.created_by),
    index('mantenimientos_cerrado_por_idx').on(t.closed_by),
  ],
);

/** Every state change of a room: who, when, from which rack state to which. */
export const habitacionHistorial = pgTable(
  'habitacion_historial',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    habitacion_id: integer('habitacion_id')
      .notNull()
      .references(() => habitaciones.id),
    accion: varchar('accion', { length: 30 }).notNull(),
    estado_antes: varchar('estado_antes', { length: 15 }).notNull(),
    estado_despues: varchar('estado_despues', { length: 15 }).notNull(),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    empleado_id: integer('empleado_id').references(() => empleados.id),
    detalle: jsonb('detalle'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('habitacion_historial_habitacion_idx').on(t.habitacion_id, t.created_at),
    index('habitacion_historial_hotel_idx').on(t.hotel_id, t.created_at),
    index('habitacion_historial_usuario_idx').on(t.usuario_id),
    index('habitacion_historial_empleado_idx').on(t.empleado_id),
  ],
);

/**
 * The guest register of a stay (Tarjeta de Registro Hotelero): for each guest confirmed at
 * check-in, what the client's record does not hold — residence, where they come from, where they
 * go next and why they travel. Document, nationality and birth date stay on the client.
 */
export const estanciaRegistros = pgTable(
  'estancia_registros',
  {
    estancia_id: integer('estancia_id')
      .notNull()
      .references(() => estancias.id),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id),
    principal: boolean('principal').notNull().default(false),
    residencia: varchar('residencia', { length: 120 }).notNull(),
    procedencia: varchar('procedencia', { length: 120 }).notNull(),
    destino: varchar('destino', { length: 120 }).notNull(),
    /** Origin and destination as codes (SIRE): a country, or a Colombian city (DIVIPOLA). */
    procedencia_pais_id: integer('procedencia_pais_id').references(() => paises.id),
    procedencia_ciudad_id: integer('procedencia_ciudad_id').references(() => ciudades.id),
    destino_pais_id: integer('destino_pais_id').references(() => paises.id),
    destino_ciudad_id: integer('destino_ciudad_id').references(() => ciudades.id),
    motivo_viaje: varchar('motivo_viaje', { length: 20, enum: travelMotiveCodes }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.estancia_id, t.cliente_id] }),
    index('estancia_registros_cliente_idx').on(t.cliente_id),
    index('estancia_registros_procedencia_pais_idx').on(t.procedencia_pais_id),
    index('estancia_registros_procedencia_ciudad_idx').on(t.procedencia_ciudad_id),
    index('estancia_registros_destino_pais_idx').on(t.destino_pais_id),
    index('estancia_registros_destino_ciudad_idx').on(t.destino_ciudad_id),
    check(
      'estancia_registros_motivo_check',
      sql.raw(`motivo_viaje in (${travelMotiveCodes.map((c) => `'${c}'`).join(', ')})`),
    ),
  ],
);
