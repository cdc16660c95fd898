import type { TCashRegister, TCashRegisterBody, TUnassignedRegister } from '@posada/contracts';
import type { Db, Executor } from '../../db/client';
import type { ShiftsRepository } from '../../kernel/payments/shifts.repository';
import type { AuditLog } from '../../lib/audit';
import { createCrudService } from '../../lib/crud/crud-service';
import { ConflictError } from '../../lib/errors';
import type { CashRegistersRepository } from './cash-registers.repository';
import type { ShiftSummaries } from './shift-summaries';

interface Deps {
  db: Db;
  repo: CashRegistersRepository;
  shifts: ShiftsRepository;
  summaries: ShiftSummaries;
  audit: AuditLog;
}

type RegisterRow = Awaited<ReturnType<CashRegistersRepository['find']>> & {};

/** Registers (cajas): their CRUD, and each one's balance while it is open. */
export function createRegistersService({ db, repo, shifts, summaries, audit }: Deps) {
  /** Each register with the balance of its open assignment (one query for the whole page). */
  async function present(ex: Executor, hotelId: number, rows: RegisterRow[]): Promise<TCashRegister[]> {
    const open = rows.flatMap((r) => (r.turno_id === null ? [] : [r.turno_id]));
    const balances = await summaries.byIds(ex, hotelId, open);
    return rows.map((r) => ({
      id: r.id,
      name: r.nombre,
      nombre: r.nombre,
      estado: r.estado,
      saldo: (r.turno_id !== null && balances.get(r.turno_id)?.total.esperado) || '0.00',
      isCajaAbierta: r.turno_id !== null,
      turno_id: r.turno_id,
      usuario: r.usuario,
      abierta_desde: r.abierta_desde?.toISOString() ?? null,
    }));
  }

  const crud = createCrudService({
    db,
    repo,
    audit,
    entity: 'cajas',
    notFound: 'La caja no existe',
    present: (rows, { ex, hotelId }) => present(ex, hotelId ?? 0, rows),
    // An open register can be neither deactivated nor deleted: close it first.
    prepare: async (tx, { id }, body: TCashRegisterBody) => {
      if (id !== undefined && body.estado === false && (await shifts.findOpenShiftOfRegister(tx, id))) {
        throw new ConflictError('No se puede desactivar una caja abierta; ciérrela primero');
      }
      return body;
    },
    beforeRemove: async (tx, _hotelId, id) => {
      if (await shifts.findOpenShiftOfRegister(tx, id)) {
        throw new ConflictError('No se puede eliminar una caja abierta; ciérrela primero');
      }
    },
    conflicts: { cajas_hotel_nombre_key: { field: 'nombre', message: 'Ya existe una caja con ese nombre' } },
  });

  return {
    ...crud,

    /** The caller's open register with its balance ('Total Caja'), or null. */
    async ofUser(hotelId: number, userId: number): Promise<TCashRegister | null> {
      const open = await repo.findOpenOfUser(db, hotelId, userId);
      return open ? crud.find(hotelId, open.id) : null;
    },

    async unassigned(hotelId: number): Promise<TUnassignedRegister[]> {
      const rows = await repo.unassigned(db, hotelId);
      return rows.map((r) => ({ id: r.id, name: r.nombre, nombre: r.nombre }));
    },
  };
}

export type RegistersService = ReturnType<typeof createRegistersService>;
