import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { money } from './columns';
import { hoteles } from './hotels';
import type { LineTaxes } from './invoices';
import { resolucionesFacturacion } from './numbering';
import { clientes } from './people';
import { usuarios } from './security';

/** One line of a paper invoice as typed in: its figures computed once by the invoices' rules. */
export interface PaperInvoiceLine {
  descripcion: string;
  cantidad: string;
  precio_unitario: string;
  base: string;
  impuestos: LineTaxes;
}

/**
 * Invoices written by hand on the paper contingency range (talonario de contingencia) while Posada
 * itself was down, typed in afterwards to be transmitted to DIAN as contingency invoices (03)
 * within 48 hours of the service being restored (`restablecido_at`). Not `facturas`: Posada's
 * accounts never billed them. docs/e-invoicing.md "Paper contingency invoices".
 */
export const facturasTalonario = pgTable(
  'facturas_talonario',
  {
    id: serial('id').primaryKey(),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hoteles.id),
    resolucion_id: integer('resolucion_id')
      .notNull()
      .references(() => resolucionesFacturacion.id),
    prefijo: varchar('prefijo', { length: 10 }).notNull(),
    numero: integer('numero').notNull(),
    /** The date and time written on the paper invoice. */
    emitida_at: timestamp('emitida_at', { withTimezone: true }).notNull(),
    /** When Posada was back: DIAN's 48 hours to transmit run from it. */
    restablecido_at: timestamp('restablecido_at', { withTimezone: true }).notNull(),
    /** The buyer; none: the final consumer. */
    cliente_id: integer('cliente_id').references(() => clientes.id),
    forma: varchar('forma', { length: 8 }).notNull(),
    vencimiento: date('vencimiento'),
    /** DIAN's code of the payment means (MediosPago), on a cash invoice. */
    medio_dian: varchar('medio_dian', { length: 4 }),
    lineas: jsonb('lineas').$type<PaperInvoiceLine[]>().notNull(),
    base: money('base').notNull(),
    total_impuestos: money('total_impuestos').notNull(),
    total: money('total').notNull(),
    observaciones: text('observaciones'),
    usuario_id: integer('usuario_id').references(() => usuarios.id),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('facturas_talonario_numero_key').on(t.resolucion_id, t.numero),
    index('facturas_talonario_hotel_idx').on(t.hotel_id, t.emitida_at),
    check('facturas_talonario_fechas_check', sql`${t.emitida_at} <= ${t.restablecido_at}`),
    check(
      'facturas_talonario_forma_check',
      sql`(${t.forma} = 'contado' and ${t.vencimiento} is null) or (${t.forma} = 'credito' and ${t.vencimiento} is not null)`,
    ),
    check(
      'facturas_talonario_total_check',
      sql`${t.base} >= 0 and ${t.total} = ${t.base} + ${t.total_impuestos} and jsonb_array_length(${t.lineas}) > 0`,
    ),
  ],
);
