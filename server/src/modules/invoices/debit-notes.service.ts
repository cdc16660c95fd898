import type { TDebitNote, TDebitNoteBody } from '@posada/contracts';
import type { Db } from '../../db/client';
import type { HotelCalendar } from '../../kernel/calendar/calendar';
import { typedLineTotals } from '../../kernel/invoicing/debit-note-lines';
import type { DebitNotesRepository } from '../../kernel/invoicing/debit-notes.repository';
import type { InvoicesRepository } from '../../kernel/invoicing/invoices.repository';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { NumberService } from '../../kernel/numbers/numbering.service';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { BusinessRuleError, NotFoundError } from '../../lib/errors';
import { compareMoney, normalizeMoney, subtractMoney } from '../../lib/money';
import { normalizeQuantity } from '../../lib/quantity';

interface Deps {
  db: Db;
  repo: InvoicesRepository;
  debits: DebitNotesRepository;
  ledger: Ledger;
  numbers: NumberService;
  calendar: HotelCalendar;
  audit: AuditLog;
}

/**
 * Debit notes: charges added to an issued invoice, with their own numbering, lines taxed by the
 * invoice's rules. On a credit invoice the amount is charged to the company's credit account;
 * on a cash one it is what the buyer now owes on the invoice (its `saldo`). Never edited.
 */
export function createDebitNotes({ db, repo, debits, ledger, numbers, calendar, audit }: Deps) {
  async function detail(hotelId: number, id: number): Promise<TDebitNote> {
    const note = await debits.find(db, hotelId, id);
    if (!note) throw new NotFoundError('La nota débito no existe');
    return {
      ...note,
      lineas: note.lineas.map((l) => ({
        ...l,
        cantidad: normalizeQuantity(l.cantidad),
        precio_unitario: normalizeMoney(l.precio_unitario),
        base: normalizeMoney(l.base),
        total_impuestos: normalizeMoney(l.total_impuestos),
        total: normalizeMoney(l.total),
      })),
    };
  }

  return {
    detail,

    async create(actor: HotelActor, body: TDebitNoteBody): Promise<TDebitNote> {
      const id = await db.transaction(async (tx) => {
        const invoice = await repo.find(tx, actor.hotelId, body.factura_id, true);
        if (!invoice) throw new NotFoundError('La factura no existe');
        if (invoice.estado === 'anulada') {
          throw new BusinessRuleError('La factura está anulada: no se le pueden agregar notas débito');
        }
        const totals = await typedLineTotals(tx, body.lineas);
        if (compareMoney(totals.total, '0') <= 0)
          throw new BusinessRuleError('La nota débito no tiene valor');
        const number = await numbers.next(tx, actor.hotelId, 'nota_debito');
        let movimiento: number | null = null;
        if (invoice.forma === 'credito') {
          // The company owes the added charges: they go to its credit account, like the invoice.
          const company = invoice.cliente_id
            ? await repo.companyAccount(tx, actor.hotelId, invoice.cliente_id)
            : undefined;
          if (!company) throw new BusinessRuleError('La cuenta de crédito de la empresa no está abierta');
          const [entry] = await ledger.post(tx, [
            {
              hotel_id: actor.hotelId,
              cuenta_id: company.id,
              tipo: 'cargo',
              concepto: `Nota débito ${number.texto} de la factura ${invoice.numero}`,
              valor: totals.total,
              total: totals.total,
              motivo: body.motivo,
              created_by: actor.userId,
            },
          ]);
          movimiento = entry ?? null;
        }
        const noteId = await debits.insert(
          tx,
          {
            hotel_id: actor.hotelId,
            factura_id: invoice.id,
            prefijo: number.prefijo,
            numero: number.numero,
            fecha: await calendar.today(tx, actor.hotelId),
            motivo: body.motivo,
            base: totals.base,
            total_impuestos: totals.total_impuestos,
            total: totals.total,
            cuenta_movimiento_id: movimiento,
            created_by: actor.userId,
          },
          totals.lineas.map((l, i) => ({
            orden: i + 1,
            concepto: l.descripcion,
            cantidad: l.cantidad,
            precio_unitario: l.precio_unitario,
            base: l.base,
            total_impuestos: subtractMoney(l.total, l.base),
            total: l.total,
            impuestos: l.impuestos,
          })),
        );
        await debits.addDebited(tx, invoice.id, totals.total);
        await audit.record(tx, actor, {
          accion: 'nota_debito',
          entidad: 'facturas',
          entidad_id: invoice.id,
          despues: { nota: number.texto, total: totals.total, motivo: body.motivo },
        });
        return noteId;
      });
      return detail(actor.hotelId, id);
    },
  };
}

export type DebitNotes = ReturnType<typeof createDebitNotes>;
