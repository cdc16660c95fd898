import {
  type InternalSequenceKind,
  internalSequenceKinds,
  resolutionWarning,
  type TExternalSequence,
  type TExternalSequenceBody,
  type TInternalSequence,
  type TInternalSequenceBody,
} from '@posada/contracts';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { AuditLog } from '../../lib/audit';
import { asRead, createCrudService } from '../../lib/crud/crud-service';
import { BusinessRuleError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { HotelCalendar } from '../calendar/calendar';
import { txOf, type UnitOfWork } from '../unit-of-work';
import type { NumberingRepository } from './numbering.repository';

const invalid = (errors: Record<string, string[]>) =>
  new ValidationError('Los datos enviados no son válidos', errors);
const DAY_MS = 86_400_000;
const OVERLAP = 'El rango se cruza con otra resolución activa del mismo prefijo';

interface Deps {
  db: Db;
  repo: NumberingRepository;
  audit: AuditLog;
  calendar: HotelCalendar;
}

/**
 * admin/internalSequence and admin/externalSequence. Sequences are never deleted (documents carry
 * their numbers): they are retired with `estado`.
 */
export function createNumberingService({ db, repo, audit, calendar }: Deps) {
  /**
   * An internal sequence only moves forward: lowering `siguiente` would hand out numbers twice.
   * The row is locked first (by the update), so a number handed out meanwhile counts. The kind is
   * fixed once created.
   */
  async function checkInternal(tx: Tx, hotelId: number, body: TInternalSequenceBody, id?: number) {
    if (id === undefined) return body;
    const current = await repo.internal.find(tx, hotelId, id, true);
    if (!current) throw new NotFoundError('La numeración no existe');
    if (body.siguiente < current.siguiente) {
      throw invalid({
        siguiente: [`No puede ser menor que ${current.siguiente}: esos números ya se usaron`],
      });
    }
    return { ...body, tipo: current.tipo };
  }

  /**
   * Numbers already handed out stay handed out (`siguiente` and `hasta` cannot go back below
   * them, `desde` is fixed once used), and two active resolutions of one prefix in one hotel may
   * not share a number: said here with the clashing resolution's name, guaranteed by the
   * database's exclusion constraint.
   */
  async function checkExternal(tx: Tx, hotelId: number, body: TExternalSequenceBody, id?: number) {
    let siguiente = body.siguiente ?? body.desde;
    if (id !== undefined) {
      const current = await repo.external.find(tx, hotelId, id, true);
      if (!current) throw new NotFoundError('La resolución no existe');
      const used = current.siguiente > current.desde;
      siguiente = body.siguiente ?? current.siguiente;
      if (used && body.desde !== current.desde)
        throw invalid({ desde: ['No se puede cambiar: ya se usaron números'] });
      if (siguiente < current.siguiente) {
        throw invalid({
          siguiente: [`No puede ser menor que ${current.siguiente}: esos números ya se usaron`],
        });
      }
      if (used && body.tipo_documento !== current.tipo_documento)
        throw invalid({ tipo_documento: ['No se puede cambiar: ya se usaron números'] });
      if (body.hasta < current.siguiente - 1) {
        throw invalid({ hasta: [`No puede ser menor que ${current.siguiente - 1}: ese número ya se usó`] });
      }
    }
    if (body.estado) {
      const clash = await repo.overlappingResolution(tx, hotelId, body, id);
      if (clash) {
        const message = `El rango se cruza con la resolución ${clash.numero} (${clash.desde}–${clash.hasta}) del mismo prefijo`;
        throw new ConflictError(message, { desde: [message], hasta: [message] });
      }
    }
    return { ...body, siguiente };
  }

  return {
    internal: createCrudService({
      db,
      repo: repo.internal,
      audit,
      entity: 'numeraciones_internas',
      notFound: 'La numeración no existe',
      present: asRead<TInternalSequence>,
      prepare: (tx, { hotelId, id }, body: TInternalSequenceBody) =>
        checkInternal(tx, hotelId ?? 0, body, id),
      conflicts: {
        numeraciones_internas_hotel_tipo_key: {
          field: 'tipo',
          message: 'Ya existe una numeración para ese tipo de documento',
        },
      },
    }),

    external: createCrudService({
      db,
      repo: repo.external,
      audit,
      entity: 'resoluciones_facturacion',
      notFound: 'La resolución no existe',
      /** Days left and the warning are counted on the hotel's calendar. */
      present: async (rows, { ex, hotelId }): Promise<TExternalSequence[]> => {
        const today = Date.parse(await calendar.today(ex, hotelId ?? 0));
        return rows.map((row) => {
          const dias_restantes = Math.round((Date.parse(row.fecha_hasta) - today) / DAY_MS);
          const restantes = Math.max(0, row.hasta - row.siguiente + 1);
          return { ...row, restantes, dias_restantes, alerta: resolutionWarning({ ...row, dias_restantes }) };
        });
      },
      prepare: (tx, { hotelId, id }, body: TExternalSequenceBody) =>
        checkExternal(tx, hotelId ?? 0, body, id),
      conflicts: { resoluciones_sin_cruce: { field: 'desde', message: OVERLAP } },
    }),
  };
}

export type NumberingService = ReturnType<typeof createNumberingService>;

export interface HandedNumber {
  prefijo: string;
  numero: number;
  /** Prefix and number as printed: 'RC15', 'SETP990000001'. */
  texto: string;
  /** The DIAN resolution the number belongs to (invoices, electronic tiquetes POS). */
  resolucion_id?: number;
  /** The resolution as the document prints it. */
  resolucion_texto?: string;
}

/** The take of an invoice's number, not yet run (`NumberService.invoice`). */
export type ResolutionTake = ReturnType<NumberingRepository['takeCurrentResolution']>;

/** What an invoice holds of the number it was given (as the statement that takes it answers it). */
export const ZInvoiceNumber = z.object({
  resolucion_id: z.number(),
  prefijo: z.string(),
  numero: z.number(),
  resolucion_texto: z.string(),
});
export type InvoiceNumber = z.infer<typeof ZInvoiceNumber>;

const handed = (
  prefijo: string,
  numero: number,
  resolucion_id?: number,
  resolucion_texto?: string,
): HandedNumber => ({
  prefijo,
  numero,
  texto: `${prefijo}${numero}`,
  ...(resolucion_id === undefined ? {} : { resolucion_id }),
  ...(resolucion_texto === undefined ? {} : { resolucion_texto }),
});

/**
 * Hands out document numbers to the modules that issue documents (built once in buildApp).
 * `next` runs inside the caller's transaction: the increment takes the sequence's row lock, so
 * concurrent callers wait in turn and each gets its own number, and if the caller's transaction
 * rolls back so does the increment — no number is skipped. An internal sequence that does not
 * exist yet starts at 1 with its kind's default prefix. `invoice` takes the DIAN resolution's.
 */
export function createNumberService({ repo, calendar }: Pick<Deps, 'repo' | 'calendar'>) {
  async function next(tx: Tx, hotelId: number, kind: InternalSequenceKind): Promise<HandedNumber> {
    // The sequence's row is made by its first number: taken first, made only when it is missing
    // (one statement on every later number, not two).
    let row = await repo.takeInternal(tx, hotelId, kind);
    if (!row) {
      await repo.ensureInternal(tx, hotelId, kind);
      row = await repo.takeInternal(tx, hotelId, kind);
    }
    if (!row) {
      throw new BusinessRuleError(
        `La numeración de ${internalSequenceKinds[kind].label.toLowerCase()} está inactiva`,
      );
    }
    return handed(row.prefijo, Number(row.numero));
  }

  return {
    next,

    /**
     * A tiquete POS's number. While the hotel issues electronically and has an active POS
     * resolution, the tiquete is the documento equivalente electrónico: its number comes from the
     * POS resolution valid today (refused when none has numbers left, as an invoice is); otherwise
     * from the internal `tiquete_pos` sequence, as before electronic issue.
     */
    async posTicket(on: UnitOfWork | Tx, hotelId: number, electronic?: boolean): Promise<HandedNumber> {
      const tx = txOf(on);
      // `electronic` when the caller already read it (`posIsElectronic` folded into its own read).
      if (!(electronic ?? (await repo.posIsElectronic(tx, hotelId)))) return next(tx, hotelId, 'tiquete_pos');
      const row = await repo.takePosResolution(tx, hotelId, await calendar.today(on, hotelId));
      if (!row) {
        throw new BusinessRuleError(
          'No hay una resolución de documento equivalente POS vigente con números disponibles',
        );
      }
      return handed(row.prefijo, Number(row.numero), row.resolucion_id, row.resolucion_texto);
    },

    /**
     * An invoice's number from the active DIAN resolution valid on the hotel's business date with
     * numbers left: `write` embeds the take (not yet run) in the statement that gives the invoice
     * its number and answers what it wrote — one round trip while the resolution is locked.
     */
    async invoice(
      on: UnitOfWork | Tx,
      hotelId: number,
      write: (take: ResolutionTake) => Promise<InvoiceNumber | undefined>,
    ): Promise<HandedNumber> {
      const row = await write(repo.takeCurrentResolution(hotelId, await calendar.today(on, hotelId)));
      if (!row)
        throw new BusinessRuleError('No hay una resolución de facturación vigente con números disponibles');
      return handed(row.prefijo, Number(row.numero), row.resolucion_id);
    },
  };
}

export type NumberService = ReturnType<typeof createNumberService>;
