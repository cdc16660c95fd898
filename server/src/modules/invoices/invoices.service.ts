import type {
  TBillingSummary,
  TCreditNote,
  TCreditNoteBody,
  TInvoice,
  TInvoiceCreateBody,
  TInvoiceListBody,
} from '@posada/contracts';
import type { Db, Tx } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import type { CreditNotesRepository } from '../../kernel/invoicing/credit-notes.repository';
import type { CreditNotes } from '../../kernel/invoicing/credit-notes.service';
import type { InvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import { type Invoicing, requestHash } from '../../kernel/invoicing/invoicing.service';
import { inWork } from '../../kernel/unit-of-work';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { normalizeMoney } from '../../lib/money';
import { presentInvoice } from './invoice-presenter';
import type { SummaryRepository } from './summary.repository';

interface Deps {
  db: Db;
  repo: InvoicesRepository;
  notes: CreditNotesRepository;
  summary: SummaryRepository;
  invoicing: Invoicing;
  creditNotes: CreditNotes;
  calendar: HotelCalendar;
}

const _invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);

/** facturaCrear, the list and the detail, credit notes and the Facturación dashboard. */
export function createInvoicesService(deps: Deps) {
  const { db, repo, notes, invoicing, creditNotes, calendar } = deps;

  async function detail(ex: Db | Tx, hotelId: number, id: number): Promise<TInvoice> {
    const found = await repo.find(ex, hotelId, id);
    if (!found) throw new NotFoundError('La factura no existe');
    return presentInvoice(found);
  }

  return {
    find: (hotelId: number, id: number) => detail(db, hotelId, id),

    list: (hotelId: number, q: TInvoiceListBody & { page: number; per_page: number }) =>
      repo.list(db, hotelId, q).then((page) => ({
        ...page,
        data: page.data.map((row) => ({
          ...row,
          forma: row.forma as TInvoice['forma'],
          estado: row.estado as TInvoice['estado'],
          total: normalizeMoney(row.total),
          total_notas: normalizeMoney(row.total_notas),
        })),
      })),

    /** facturaCrear: an account invoiced (and settled) on its own, once per idempotency key. */
    create(
      actor: HotelActor,
      key: string | undefined,
      body: TInvoiceCreateBody,
      credit: { mayCredit: boolean; mayExceedCredit: boolean },
    ) {
      const { cuenta_id, ...settlement } = body;
      return invoicing.once(
        actor.hotelId,
        key,
        requestHash(body),
        async () => {
          const issued = await inWork(db, actor.hotelId, async (work) => {
            const made = await invoicing.issue(work, actor, {
              cuentaId: cuenta_id,
              settlement,
              ...credit,
              origen: `cuenta ${cuenta_id}`,
              key,
              huella: requestHash(body),
            });
            if (!made) throw new BusinessRuleError('La cuenta no tiene cargos por facturar');
            return made;
          });
          return { issued, data: await detail(db, actor.hotelId, issued.id) };
        },
        async (issued) => ({ issued, data: await detail(db, actor.hotelId, issued.id) }),
      );
    },

    /**
     * A credit note annuls all of an invoice or some quantities of its lines, with its own number.
     * It is a document: on a cash invoice, what the buyer paid for it beyond what it still owes
     * (debit notes) becomes the buyer's balance in favour, or — `devolucion: 'caja'`, for a caller
     * who may refund (`mayRefund`) — goes back at once through the caller's open register; on a
     * credit invoice it comes off the company's account. Products go back to the warehouse they
     * left from. All in one transaction.
     */
    async creditNote(actor: HotelActor, body: TCreditNoteBody, mayRefund: boolean): Promise<TCreditNote> {
      if (body.devolucion === 'caja' && !mayRefund) {
        throw new ForbiddenError(
          'No tiene permiso para devolver dinero por caja: deje el valor como saldo a favor del cliente',
        );
      }
      const id = await inWork(db, actor.hotelId, (work) =>
        creditNotes.issue(work, actor, body).then((n) => n.id),
      );
      return this.creditNoteDetail(actor.hotelId, id);
    },

    async creditNoteDetail(hotelId: number, id: number): Promise<TCreditNote> {
      const note = await notes.creditNote(db, hotelId, id);
      if (!note) throw new NotFoundError('La nota crédito no existe');
      return note;
    },

    async summary(hotelId: number): Promise<TBillingSummary> {
      const fecha = await calendar.today(db, hotelId);
      const [day, pending, balances] = await Promise.all([
        deps.summary.day(db, hotelId, fecha),
        deps.summary.pendingCheckouts(db, hotelId, fecha),
        deps.summary.openBalances(db, hotelId),
      ]);
      return {
        fecha,
        facturas: day.count?.facturas ?? 0,
        total: normalizeMoney(day.count?.total ?? '0'),
        impuestos: day.taxes.map((t) => ({ ...t, porcentaje: normalizeMoney(t.porcentaje) })),
        medios: day.means,
        notas_credito: normalizeMoney(day.notes?.total ?? '0'),
        salidas_pendientes: pending,
        cuentas_con_saldo: balances,
      };
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
