/**
 * The hotel's outgoing mail server (issue 27, the delivery to the buyer): stored per hotel with
 * its password sealed as the PIN is (certificate/secret-box.ts, bound to the hotel); answers and
 * the audit carry everything but the password.
 */
import type { TEInvoicingMail, TEInvoicingMailSettings } from '@posada/contracts';
import { eq, sql } from 'drizzle-orm';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Db, Executor } from '../../../db/client';
import { correoFacturacion } from '../../../db/schema';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { BusinessRuleError } from '../../../lib/errors';
import { open, seal, sealingKey } from '../certificate/secret-box';

export type MailRow = typeof correoFacturacion.$inferSelect;

/** What the sealed password is bound to. */
export const mailPasswordOwner = (hotelId: number) => `hotel:${hotelId}:smtp`;

export const findMailRow = async (ex: Executor, hotelId: number, lock = false) => {
  const query = ex.select().from(correoFacturacion).where(eq(correoFacturacion.hotel_id, hotelId));
  return (await (lock ? query.for('update') : query))[0];
};

const shown = (row: MailRow): TEInvoicingMail => ({
  host: row.host,
  puerto: row.puerto,
  seguridad: row.seguridad as TEInvoicingMail['seguridad'],
  usuario: row.usuario,
  tiene_clave: row.clave_sellada !== null,
  remitente: row.remitente,
  responder_a: row.responder_a,
});

/** The mail server as nodemailer takes it, with the password opened (in memory only). */
export function transportOptions(row: MailRow, secretKey: string | undefined): SMTPTransport.Options {
  const pass = row.clave_sellada
    ? open(row.clave_sellada, sealingKey(secretKey), mailPasswordOwner(row.hotel_id)).toString('utf8')
    : undefined;
  return {
    host: row.host,
    port: row.puerto,
    secure: row.seguridad === 'ssl',
    requireTLS: row.seguridad === 'starttls',
    ignoreTLS: row.seguridad === 'ninguna',
    ...(row.usuario ? { auth: { user: row.usuario, ...(pass ? { pass } : {}) } } : {}),
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  };
}

export function createMailSettings({
  db,
  audit,
  secretKey,
}: {
  db: Db;
  audit: AuditLog;
  secretKey: string | undefined;
}) {
  return {
    async get(hotelId: number): Promise<TEInvoicingMail | null> {
      const row = await findMailRow(db, hotelId);
      return row ? shown(row) : null;
    },

    async save(actor: HotelActor, body: TEInvoicingMailSettings): Promise<TEInvoicingMail> {
      const { hotelId } = actor;
      const password = body.clave
        ? seal(Buffer.from(body.clave, 'utf8'), sealingKey(secretKey), mailPasswordOwner(hotelId))
        : undefined;
      return db.transaction(async (tx) => {
        const before = await findMailRow(tx, hotelId, true);
        const clave_sellada = body.usuario ? (password ?? before?.clave_sellada ?? null) : null;
        if (body.usuario && !clave_sellada) {
          throw new BusinessRuleError('Indique la contraseña del usuario del servidor de correo');
        }
        const values = {
          host: body.host,
          puerto: body.puerto,
          seguridad: body.seguridad,
          usuario: body.usuario,
          clave_sellada,
          remitente: body.remitente,
          responder_a: body.responder_a,
        };
        const [saved] = await tx
          .insert(correoFacturacion)
          .values({ hotel_id: hotelId, ...values })
          .onConflictDoUpdate({
            target: correoFacturacion.hotel_id,
            set: { ...values, updated_at: sql`now()` },
          })
          .returning();
        if (!saved) throw new Error('correo_facturacion no se guardó');
        const { clave_sellada: _old, ...antes } = before ?? { clave_sellada: null };
        await audit.record(tx, actor, {
          accion: before ? 'actualizar' : 'crear',
          entidad: 'correo_facturacion',
          entidad_id: hotelId,
          antes: before ? { ...antes, updated_at: undefined } : null,
          despues: { ...values, clave_sellada: undefined, clave_cambiada: Boolean(password) },
        });
        return shown(saved);
      });
    },
  };
}

export type MailSettings = ReturnType<typeof createMailSettings>;
