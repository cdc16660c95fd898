import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { hoteles } from './hotels';

/**
 * A hotel's electronic-invoicing settings (modules/e-invoicing): DIAN's environment, the software
 * registered in its portal, and the signing certificate. The PIN and the certificate (.p12 and
 * password) are sealed with the server secret POSADA_SECRET_KEY and bound to the hotel
 * (certificate/secret-box.ts): a copy of the database alone does not open them. The certificate's
 * names and validity are kept in the clear for the screen.
 */
export const facturacionElectronica = pgTable(
  'facturacion_electronica',
  {
    hotel_id: integer('hotel_id')
      .primaryKey()
      .references(() => hoteles.id),
    ambiente: text('ambiente').notNull().default('pruebas'),
    software_id: text('software_id').notNull(),
    pin_sellado: text('pin_sellado'),
    test_set_id: text('test_set_id'),
    certificado_sellado: text('certificado_sellado'),
    cert_sujeto: text('cert_sujeto'),
    cert_emisor: text('cert_emisor'),
    cert_serie: text('cert_serie'),
    cert_desde: timestamp('cert_desde', { withTimezone: true }),
    cert_hasta: timestamp('cert_hasta', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('facturacion_electronica_ambiente', sql`${t.ambiente} in ('pruebas', 'produccion')`),
    check(
      'facturacion_electronica_certificado',
      sql`(${t.certificado_sellado} is null) = (${t.cert_hasta} is null)`,
    ),
  ],
);
