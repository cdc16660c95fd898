import type {
  TAccount,
  TAccountCreateBody,
  TAccountListBody,
  TAccountSummary,
  TEntryTax,
  TPageQuery,
} from '@posada/contracts';
import type { Db } from '../../db/client';
import type { Ledger } from '../../kernel/ledger/ledger';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { pgConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { addMoney, subtractMoney } from '../../lib/money';
import { toPage } from '../../lib/paging';
import type { AccountsRepository } from './accounts.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<AccountsRepository['summary']>>>;

const INVALID = 'Los datos enviados no son válidos';

function presentSummary(row: SummaryRow): TAccountSummary {
  return {
    id: row.id,
    tipo: row.tipo,
    estado: row.estado,
    nombre: row.nombre,
    cliente: { id: row.cliente_id, nombre: row.cliente, documento: row.documento },
    estancia_id: row.estancia_id,
    reserva_id: row.reserva_id,
    habitacion: row.habitacion_id === null ? null : { id: row.habitacion_id, numero: row.habitacion ?? '' },
    cargos: row.cargos,
    abonos: row.abonos,
    saldo: row.saldo,
    created_at: row.created_at,
    closed_at: row.closed_at,
  };
}

/** The account screen (cuentaMostrar), the list (cuentaListar) and new accounts (cuentaCrear). */
export function createAccountsService({
  db,
  repo,
  ledger,
  audit,
  pendingNights,
}: {
  db: Db;
  repo: AccountsRepository;
  ledger: Ledger;
  audit: AuditLog;
  /** The nights planned but not posted yet that will post to an account (the rooms' nightly posting). */
  pendingNights: (ex: Db, hotelId: number, cuentaId: number) => Promise<{ noches: number; total: string }>;
}) {
  async function show(hotelId: number, id: number): Promise<TAccount> {
    const row = await repo.summary(db, hotelId, id);
    if (!row) throw new NotFoundError('La cuenta no existe');
    const [movements, taxes, totals, pending, route] = await Promise.all([
      repo.movements(db, id),
      repo.movementTaxes(db, id),
      repo.taxTotals(db, id),
      pendingNights(db, hotelId, id),
      repo.lodgingRoute(db, id),
    ]);
    const byEntry = new Map<number, TEntryTax[]>();
    for (const { movimiento_id, ...tax } of taxes) {
      byEntry.set(movimiento_id, [...(byEntry.get(movimiento_id) ?? []), tax]);
    }
    // Nights post one a night (the business-day close): what the account comes to at the planned
    // departure is what is posted plus the nights still to post to it, at their price.
    const estimado = addMoney(subtractMoney(row.cargos, row.descuentos), pending.total);
    return {
      ...presentSummary(row),
      pagos: row.pagos,
      descuentos: row.descuentos,
      movimientos: movements.map((m) => ({ ...m, impuestos: byEntry.get(m.id) ?? [] })),
      totales_impuestos: totals,
      noches_pendientes: pending.noches,
      total_estimado: estimado,
      alojamiento_a_cargo: route
        ? { cuenta_id: route.cuenta_id, nombre: route.nombre, abierta: route.estado === 'abierta' }
        : null,
      estancia:
        row.llegada && row.salida && row.estancia_estado
          ? {
              llegada: row.llegada,
              salida: row.salida,
              estado: row.estancia_estado,
              total_previsto: estimado,
            }
          : null,
    };
  }

  return {
    show,

    async list(hotelId: number, q: Partial<TAccountListBody> & TPageQuery) {
      const { rows, total } = await repo.page(db, hotelId, q);
      return toPage(rows.map(presentSummary), total, q);
    },

    /** A company's credit account (one open per company) or a group booking's master account. */
    create: (actor: HotelActor, body: TAccountCreateBody) =>
      db
        .transaction(async (tx) => {
          if (!(await repo.activeClient(tx, actor.hotelId, body.cliente_id))) {
            throw new ValidationError(INVALID, { cliente_id: ['El cliente no existe o está inactivo'] });
          }
          if (body.tipo === 'reserva' && !(await repo.booking(tx, actor.hotelId, body.reserva_id ?? 0))) {
            throw new ValidationError(INVALID, { reserva_id: ['La reserva no existe'] });
          }
          const values = {
            hotel_id: actor.hotelId,
            tipo: body.tipo,
            cliente_id: body.cliente_id,
            reserva_id: body.tipo === 'reserva' ? body.reserva_id : null,
            nombre: body.nombre ?? null,
            created_by: actor.userId,
          };
          let id: number;
          try {
            id = await tx.transaction((savepoint) => ledger.openAccount(savepoint, values));
          } catch (error) {
            const constraint = pgConstraint(error);
            if (constraint === 'cuentas_empresa_abierta_key') {
              throw new ConflictError('La empresa ya tiene una cuenta abierta', {
                cliente_id: ['La empresa ya tiene una cuenta abierta'],
              });
            }
            if (constraint === 'cuentas_reserva_key') {
              throw new ConflictError('La reserva ya tiene una cuenta maestra', {
                reserva_id: ['La reserva ya tiene una cuenta maestra'],
              });
            }
            throw error;
          }
          await audit.record(tx, actor, {
            accion: 'crear',
            entidad: 'cuentas',
            entidad_id: id,
            despues: values,
          });
          return id;
        })
        .then((id) => show(actor.hotelId, id)),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
