/**
 * Paper contingency invoices typed in afterwards (issue 27; docs/e-invoicing.md "Paper contingency
 * invoices"): while Posada itself was down the hotel wrote invoices by hand on its contingency
 * range; once it is back they are typed in with their printed number and time and transmitted as
 * contingency invoices (03) — within DIAN's 48 hours of the service being restored, refused after.
 */
import {
  buyerGapsMessage,
  PAPER_INVOICE_DEADLINE_HOURS,
  paperInvoiceDeadline,
  type TPaperInvoice,
  type TPaperInvoiceInput,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import { typedLineTotals } from '../../kernel/invoicing/debit-note-lines';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError, ConflictError, ValidationError } from '../../lib/errors';
import { checkBuyerOf } from './delivery/buyer-check';
import type { DocumentsRepository } from './documents.repository';
import type { PaperInvoicesRepository } from './paper-invoices.repository';
import { colombianInstant } from './time';

interface Deps {
  db: Db;
  repo: PaperInvoicesRepository;
  documents: DocumentsRepository;
  audit: AuditLog;
  clock: Clock;
}

/** A date and hh:mm of Colombia (UTC−5, no daylight saving) as an instant. */
const colombian = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

/** dd/mm/aaaa hh:mm in Colombian time, as the messages say it. */
export function colombianText(instant: Date): string {
  const { date, time } = colombianInstant(instant);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

const field = (name: string, message: string) => new BusinessRuleError(message, { [name]: [message] });

type Listed = NonNullable<Awaited<ReturnType<PaperInvoicesRepository['one']>>>;

const present = (r: Listed): TPaperInvoice => ({
  id: r.id,
  numero: `${r.prefijo}${r.numero}`,
  emitida: r.emitida,
  restablecido: r.restablecido_at.toISOString(),
  plazo: paperInvoiceDeadline(r.restablecido_at).toISOString(),
  comprador: r.comprador,
  total: r.total,
  dian: (r.dian as TPaperInvoice['dian']) ?? null,
  registrada: r.registrada,
});

export function createPaperInvoices({ db, repo, documents, audit, clock }: Deps) {
  return {
    async list(hotelId: number, page: number, perPage: number, search?: string) {
      const { rows, total } = await repo.page(db, hotelId, page, perPage, search?.trim() || undefined);
      return {
        data: rows.map(present),
        current_page: page,
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      };
    },

    async create(actor: HotelActor, body: TPaperInvoiceInput): Promise<TPaperInvoice> {
      const { hotelId } = actor;
      const now = clock.now();
      const issuedAt = colombian(body.fecha, body.hora);
      const restoredAt = colombian(body.restablecido_fecha, body.restablecido_hora);
      if (restoredAt > now)
        throw new ValidationError('El servicio no puede restablecerse en el futuro', {
          restablecido_fecha: ['Indique una fecha y hora pasadas'],
        });
      if (issuedAt > restoredAt)
        throw new ValidationError('La factura de talonario se escribió antes de restablecerse el servicio', {
          fecha: ['La fecha de la factura es anterior al restablecimiento del servicio'],
        });
      const deadline = paperInvoiceDeadline(restoredAt);
      if (now > deadline)
        throw field(
          'restablecido_fecha',
          `Venció el plazo para transmitirla: la DIAN exige transmitir las facturas de talonario dentro de las ${PAPER_INVOICE_DEADLINE_HOURS} horas siguientes al restablecimiento (venció el ${colombianText(deadline)})`,
        );

      const id = await db.transaction(async (tx) => {
        const settings = (await documents.issuer(tx, hotelId))?.settings;
        if (!settings?.emitir)
          throw new BusinessRuleError(
            'Active primero la emisión electrónica: la factura de talonario se transmite a la DIAN',
          );
        const day = colombianInstant(issuedAt).date;
        const range =
          body.resolucion_id === null
            ? await repo.lockRangeOf(tx, hotelId, body.numero, day)
            : await repo.lockResolution(tx, hotelId, body.resolucion_id);
        if (!range && body.resolucion_id === null)
          throw field(
            'numero',
            `Ninguna resolución de talonario de contingencia vigente el ${colombianText(issuedAt).slice(0, 10)} autoriza el número ${body.numero} (Numeración → Resoluciones DIAN)`,
          );
        if (!range || range.tipo_documento !== 'contingencia')
          throw field('resolucion_id', 'Seleccione una resolución de talonario de contingencia del hotel');
        if (body.numero < range.desde || body.numero > range.hasta)
          throw field(
            'numero',
            `El número ${body.numero} está fuera del rango autorizado del talonario (${range.prefijo}${range.desde} a ${range.prefijo}${range.hasta})`,
          );
        if (day < range.fecha_desde || day > range.fecha_hasta)
          throw field(
            'fecha',
            'La fecha de la factura está fuera de la vigencia de la resolución del talonario',
          );
        if (await repo.numberUsed(tx, range.id, body.numero))
          throw new ConflictError(`La factura ${range.prefijo}${body.numero} ya está registrada`, {
            numero: ['Ese número ya se usó'],
          });
        if (body.cliente_id !== null) {
          const check = await checkBuyerOf(db, hotelId, body.cliente_id);
          if (check.faltantes.length > 0)
            throw new ValidationError(check.mensaje ?? buyerGapsMessage('', check.faltantes), {
              comprador: check.faltantes,
            });
        }
        const totals = await typedLineTotals(tx, body.lineas);
        const row = await repo.insert(tx, {
          hotel_id: hotelId,
          resolucion_id: range.id,
          prefijo: range.prefijo,
          numero: body.numero,
          emitida_at: issuedAt,
          restablecido_at: restoredAt,
          cliente_id: body.cliente_id,
          forma: body.forma,
          vencimiento: body.forma === 'credito' ? body.vencimiento : null,
          medio_dian: body.forma === 'contado' ? body.medio : null,
          lineas: totals.lineas.map((l) => ({
            descripcion: l.descripcion,
            cantidad: l.cantidad,
            precio_unitario: l.precio_unitario,
            base: l.base,
            impuestos: l.impuestos,
          })),
          base: totals.base,
          total_impuestos: totals.total_impuestos,
          total: totals.total,
          observaciones: body.observaciones,
          usuario_id: actor.userId,
        });
        await repo.skipNumber(tx, range.id, body.numero);
        await repo.queue(tx, hotelId, row.id, settings.contingencia);
        await audit.record(tx, actor, {
          accion: 'crear',
          entidad: 'facturas_talonario',
          entidad_id: row.id,
          despues: {
            numero: `${row.prefijo}${row.numero}`,
            emitida_at: issuedAt.toISOString(),
            restablecido_at: restoredAt.toISOString(),
            total: row.total,
          },
        });
        return row.id;
      });
      const created = await repo.one(db, hotelId, id);
      if (!created) throw new Error('La factura de talonario no se leyó');
      return present(created);
    },
  };
}

export type PaperInvoices = ReturnType<typeof createPaperInvoices>;
