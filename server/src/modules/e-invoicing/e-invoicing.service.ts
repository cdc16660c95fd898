import type { TEInvoicingSettings, TEInvoicingState } from '@posada/contracts';
import { dayText } from '@posada/contracts/dates';
import type { Db, Tx } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { checkCertificate, EXPIRY_WARNING_DAYS, readP12 } from './certificate/p12';
import { seal, sealCertificate, sealingKey } from './certificate/secret-box';
import type { DocumentsRepository } from './documents.repository';
import type { EInvoicingRepository, EInvoicingRow } from './e-invoicing.repository';

export interface EInvoicingDeps {
  db: Db;
  repo: EInvoicingRepository;
  documents: Pick<DocumentsRepository, 'queueTotals' | 'releaseContingency' | 'hasContingencyRange'>;
  audit: AuditLog;
  calendar: HotelCalendar;
  clock: Clock;
  /** POSADA_SECRET_KEY of this server (the same in every process). */
  secretKey: string | undefined;
}

const DAY_MS = 86_400_000;
const NOT_CONFIGURED = 'Configure primero el ambiente y el software de facturación electrónica';

/** What is bound to each sealed value: a copy moved to another hotel's row does not open. */
export const certificateOwner = (hotelId: number) => `hotel:${hotelId}`;
export const pinOwner = (hotelId: number) => `hotel:${hotelId}:pin`;

/** The certificate's days left and the warning the screen shows (30 days before, and once expired). */
function certificateOf(row: EInvoicingRow, now: Date): TEInvoicingState['certificado'] {
  if (!row.cert_hasta || !row.cert_desde) return null;
  const daysLeft = Math.floor((row.cert_hasta.getTime() - now.getTime()) / DAY_MS);
  const day = dayText(row.cert_hasta.toISOString().slice(0, 10));
  const aviso =
    now > row.cert_hasta
      ? `El certificado venció el ${day}: cargue uno vigente para seguir facturando`
      : daysLeft <= EXPIRY_WARNING_DAYS
        ? `El certificado vence el ${day} (en ${daysLeft} días): renuévelo y cárguelo antes de esa fecha`
        : null;
  return {
    sujeto: row.cert_sujeto ?? '',
    emisor: row.cert_emisor ?? '',
    serie: row.cert_serie ?? '',
    desde: row.cert_desde.toISOString(),
    hasta: row.cert_hasta.toISOString(),
    dias_restantes: daysLeft,
    aviso,
  };
}

/**
 * The hotel's habilitación settings and certificate (issue 27). The PIN and the certificate are
 * sealed before they reach the database; answers and the audit carry only what the screen shows.
 */
export function createEInvoicingService({
  db,
  repo,
  documents,
  audit,
  calendar,
  clock,
  secretKey,
}: EInvoicingDeps) {
  async function state(hotelId: number): Promise<TEInvoicingState> {
    const [row, queue, testSet] = await Promise.all([
      repo.find(db, hotelId),
      documents.queueTotals(db, hotelId),
      repo.testSet(db, hotelId),
    ]);
    return {
      clave_servidor: Boolean(secretKey),
      configuracion: row
        ? {
            ambiente: row.ambiente as 'pruebas' | 'produccion',
            software_id: row.software_id,
            tiene_pin: row.pin_sellado !== null,
            test_set_id: row.test_set_id,
            tipo_organizacion: row.tipo_organizacion as '1' | '2',
            responsabilidades: row.responsabilidades as TEInvoicingSettings['responsabilidades'],
            tributo: row.tributo as TEInvoicingSettings['tributo'],
            emitir: row.emitir,
            contingencia: row.contingencia,
          }
        : null,
      certificado: row ? certificateOf(row, clock.now()) : null,
      cola: {
        pendientes: queue?.pendientes ?? 0,
        pendiente_desde: queue?.desde ? new Date(queue.desde).toISOString() : null,
        rechazados: queue?.rechazados ?? 0,
        con_error: queue?.error ?? 0,
        en_contingencia: queue?.contingencia ?? 0,
      },
      set_pruebas: testSet.map((r) => ({
        clase: r.clase as TEInvoicingState['set_pruebas'][number]['clase'],
        numero: r.numero,
        estado: r.estado as TEInvoicingState['set_pruebas'][number]['estado'],
        mensajes: r.mensajes,
        fecha: r.updated_at.toISOString(),
      })),
    };
  }

  /** A contingency needs electronic issue on and a paper contingency range to number from. */
  async function checkContingency(tx: Tx, hotelId: number, body: TEInvoicingSettings) {
    if (!body.emitir) {
      throw new BusinessRuleError('La contingencia es de un emisor electrónico: active primero la emisión');
    }
    if (!(await documents.hasContingencyRange(tx, hotelId, await calendar.today(tx, hotelId)))) {
      throw new BusinessRuleError(
        'Registre primero la resolución del talonario de contingencia, vigente y con números (Numeración → Resoluciones DIAN, documento «Factura de contingencia»)',
      );
    }
  }

  return {
    state,

    async configure(actor: HotelActor, body: TEInvoicingSettings): Promise<TEInvoicingState> {
      const { hotelId } = actor;
      const pin = body.pin
        ? seal(Buffer.from(body.pin, 'utf8'), sealingKey(secretKey), pinOwner(hotelId))
        : undefined;
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, hotelId, true);
        if (body.emitir && (!before?.certificado_sellado || !(pin || before.pin_sellado))) {
          throw new BusinessRuleError(
            'Para emitir facturas electrónicas cargue primero el certificado de firma y el PIN del software',
          );
        }
        if (body.contingencia) await checkContingency(tx, hotelId, body);
        const values = {
          contingencia: body.contingencia,
          ambiente: body.ambiente,
          software_id: body.software_id,
          test_set_id: body.test_set_id,
          tipo_organizacion: body.tipo_organizacion,
          responsabilidades: body.responsabilidades,
          tributo: body.tributo,
          emitir: body.emitir,
          ...(pin ? { pin_sellado: pin } : {}),
        };
        // An update, not an upsert, once the row exists: the row an upsert would insert has no
        // certificate, and the check that `emitir` needs one refuses it before the conflict.
        if (before) await repo.update(tx, hotelId, values);
        else await repo.save(tx, hotelId, values);
        // The contingency is over: what it held goes to DIAN now, as contingency invoices (03).
        if (before?.contingencia && !body.contingencia) await documents.releaseContingency(tx, hotelId);
        await audit.record(tx, actor, {
          accion: before ? 'actualizar' : 'crear',
          entidad: 'facturacion_electronica',
          entidad_id: hotelId,
          antes: before
            ? {
                ambiente: before.ambiente,
                software_id: before.software_id,
                test_set_id: before.test_set_id,
                tipo_organizacion: before.tipo_organizacion,
                responsabilidades: before.responsabilidades,
                tributo: before.tributo,
                emitir: before.emitir,
                contingencia: before.contingencia,
              }
            : null,
          despues: { ...values, pin_sellado: undefined, pin_cambiado: Boolean(pin) },
        });
      });
      return state(hotelId);
    },

    /**
     * Reads the .p12 with its password, checks it is valid today and carries the hotel's NIT, and
     * stores it sealed. Refusals say why (CertificateError, 422) and change nothing.
     */
    async uploadCertificate(actor: HotelActor, p12: Buffer, password: string): Promise<TEInvoicingState> {
      const { hotelId } = actor;
      const key = sealingKey(secretKey);
      const creds = readP12(p12, password);
      const hotel = await repo.hotelNit(db, hotelId);
      if (!hotel) throw new NotFoundError('Hotel no encontrado');
      checkCertificate(creds, hotel, clock.now());
      const sealed = sealCertificate(p12, password, key, certificateOwner(hotelId));
      const info = {
        cert_sujeto: creds.info.subject,
        cert_emisor: creds.info.issuer,
        cert_serie: creds.info.serialNumber,
        cert_desde: creds.info.notBefore,
        cert_hasta: creds.info.notAfter,
      };
      await db.transaction(async (tx) => {
        const before = await repo.find(tx, hotelId, true);
        if (!before) throw new BusinessRuleError(NOT_CONFIGURED);
        await repo.update(tx, hotelId, { certificado_sellado: sealed, ...info });
        await audit.record(tx, actor, {
          accion: 'certificado',
          entidad: 'facturacion_electronica',
          entidad_id: hotelId,
          antes: before.cert_sujeto
            ? { sujeto: before.cert_sujeto, serie: before.cert_serie, hasta: before.cert_hasta }
            : null,
          despues: { sujeto: info.cert_sujeto, serie: info.cert_serie, hasta: info.cert_hasta },
        });
      });
      return state(hotelId);
    },
  };
}

export type EInvoicingService = ReturnType<typeof createEInvoicingService>;
