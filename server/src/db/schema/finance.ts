import { paymentGroups } from '@posada/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { mediosPagoDian } from './catalogs';
import { active, timestamps } from './columns';
import { hoteles } from './hotels';

/** Payment methods (admin/wallets); register balances are kept per group. */
export const formasPago = pgTable(
  'formas_pago',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull().unique(),
    grupo: varchar('grupo', { length: 20, enum: paymentGroups }).notNull(),
    medio_pago_dian_id: integer('medio_pago_dian_id').references(() => mediosPagoDian.id),
    estado: active(),
    ...timestamps(),
  },
  (t) => [check('formas_pago_grupo_check', sql`${t.grupo} in ('efectivo', 'tarjetas', 'transferencia')`)],
);

export const cajas = pgTable(
  'cajas',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    estado: active(),
    ...timestamps(),
  },
  (t) => [unique('cajas_hotel_nombre_key').on(t.hotel_id, t.nombre)],
);
