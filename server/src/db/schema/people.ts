import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { ciudades, paises, tiposDocumento } from './catalogs';
import { active, timestamps } from './columns';
import { hoteles } from './hotels';
import { usuarios } from './security';

export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    tipo_documento_id: integer('tipo_documento_id')
      .notNull()
      .references(() => tiposDocumento.id),
    numero_documento: varchar('numero_documento', { length: 20 }).notNull(),
    dv: varchar('dv', { length: 1 }),
    nombres: varchar('nombres', { length: 120 }),
    apellidos: varchar('apellidos', { length: 120 }),
    razon_social: varchar('razon_social', { length: 160 }),
    nacionalidad_id: integer('nacionalidad_id').references(() => paises.id),
    fecha_nacimiento: date('fecha_nacimiento'),
    email: varchar('email', { length: 160 }),
    telefono: varchar('telefono', { length: 40 }),
    direccion: varchar('direccion', { length: 200 }),
    ciudad_id: integer('ciudad_id').references(() => ciudades.id),
    estado: active(),
    /**
     * Names and document in lower case without accents, for the word-prefix search of the list
     * (full-text index below). Upper-case accented letters are mapped too: under the C locale
     * lower() only folds ASCII.
     */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`translate(lower(coalesce(nombres, '') || ' ' || coalesce(apellidos, '') || ' ' || coalesce(razon_social, '') || ' ' || numero_documento), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('clientes_hotel_documento_key').on(t.hotel_id, t.tipo_documento_id, t.numero_documento),
    index('clientes_hotel_nombres_idx').on(t.hotel_id, t.nombres, t.apellidos),
    index('clientes_busqueda_idx').using('gin', sql`to_tsvector('simple', ${t.busqueda})`),
  ],
);

export const proveedores = pgTable(
  'proveedores',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nit: varchar('nit', { length: 15 }).notNull(),
    dv: varchar('dv', { length: 1 }),
    razon_social: varchar('razon_social', { length: 160 }).notNull(),
    contacto: varchar('contacto', { length: 120 }),
    telefono: varchar('telefono', { length: 40 }),
    email: varchar('email', { length: 160 }),
    direccion: varchar('direccion', { length: 200 }),
    ciudad_id: integer('ciudad_id').references(() => ciudades.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [unique('proveedores_hotel_nit_key').on(t.hotel_id, t.nit)],
);

export const empleados = pgTable(
  'empleados',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    documento: varchar('documento', { length: 20 }).notNull(),
    nombres: varchar('nombres', { length: 160 }).notNull(),
    cargo: varchar('cargo', { length: 80 }).notNull(),
    telefono: varchar('telefono', { length: 40 }),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [
    unique('empleados_hotel_documento_key').on(t.hotel_id, t.documento),
    // One employee per user and hotel; unlinked employees (null) are not compared.
    unique('empleados_hotel_usuario_key').on(t.hotel_id, t.usuario_id),
  ],
);
