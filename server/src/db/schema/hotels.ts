import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, time, varchar } from 'drizzle-orm/pg-core';
import { ciudades, departamentos, paises } from './catalogs';
import { active, timestamps } from './columns';

export const hoteles = pgTable(
  'hoteles',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    nit: varchar('nit', { length: 15 }).notNull(),
    dv: varchar('dv', { length: 1 }).notNull(),
    razon_social: varchar('razon_social', { length: 160 }).notNull(),
    rnt: varchar('rnt', { length: 20 }),
    direccion: varchar('direccion', { length: 200 }),
    pais_id: integer('pais_id').references(() => paises.id),
    departamento_id: integer('departamento_id').references(() => departamentos.id),
    ciudad_id: integer('ciudad_id').references(() => ciudades.id),
    telefono: varchar('telefono', { length: 40 }),
    email: varchar('email', { length: 160 }),
    zona_horaria: varchar('zona_horaria', { length: 60 }).notNull().default('America/Bogota'),
    hora_checkin: time('hora_checkin').notNull().default('15:00'),
    hora_checkout: time('hora_checkout').notNull().default('12:00'),
    /**
     * When the hotel's day closes (local time, after midnight): the business-day job then marks the
     * no-shows of the days before (modules/business-day).
     */
    hora_cierre_dia: time('hora_cierre_dia').notNull().default('03:00'),
    estado: active(),
    ...timestamps(),
  },
  (t) => [check('hoteles_nit_check', sql`${t.nit} ~ '^[0-9]{6,15}$' and ${t.dv} ~ '^[0-9]$'`)],
);
