import type { TCashRegister, TDeleteResult, TPageQuery, TUnassignedRegister } from '@posada/contracts';
import type { Db } from '../../db/client';
import { pgConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { type Page, toPage } from '../../lib/paging';
import type { HotelActor } from '../../lib/request-hotel';
import { recordAudit } from '../audit/audit.repository';
import type { RegisterRow } from './cash-registers.repository';
import type { CashRegisterRepositories } from './repositories';
import type { ShiftSummaries } from './shift-summaries';

const NOT_FOUND = 'La caja no existe';
const DUPLICATE_NAME = 'Ya existe una caja con ese nombre';

interface Deps {
  db: Db;
  repos: CashRegisterRepositories;
  summaries: ShiftSummaries;
}

export interface RegisterValues {
  nombre: string;
  estado: boolean;
}

/** Registers (cajas): their CRUD, and each one's balance while it is open. */
export function createRegistersService({ db, repos, summaries }: Deps) {
  const { registers } = repos;

  async function present(hotelId: number, rows: RegisterRow[]): Promise<TCashRegister[]> {
    const open = rows.flatMap((r) => (r.turno_id === null ? [] : [r.turno_id]));
    const balances = await summaries.byIds(hotelId, open);
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

  async function get(hotelId: number, id: number): Promise<TCashRegister> {
    const row = await registers.find(hotelId, id);
    if (!row) throw new NotFoundError(NOT_FOUND);
    const [register] = await present(hotelId, [row]);
    if (!register) throw new NotFoundError(NOT_FOUND);
    return register;
  }

  /** A duplicate name reaches the database's unique key; say it in words. */
  async function guardName<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (pgConstraint(error) === 'cajas_hotel_nombre_key')
        throw new ConflictError(DUPLICATE_NAME, { nombre: [DUPLICATE_NAME] });
      throw error;
    }
  }

  return {
    get,

    async list(hotelId: number, q: TPageQuery): Promise<Page<TCashRegister>> {
      const { rows, total } = await registers.list(hotelId, q);
      return toPage(await present(hotelId, rows), total, q);
    },

    /** The caller's open register with its balance ('Total Caja'), or null. */
    async ofUser(hotelId: number, userId: number): Promise<TCashRegister | null> {
      const row = await registers.findOpenOfUser(hotelId, userId);
      return row ? ((await present(hotelId, [row]))[0] ?? null) : null;
    },

    async unassigned(hotelId: number): Promise<TUnassignedRegister[]> {
      const rows = await registers.unassigned(hotelId);
      return rows.map((r) => ({ id: r.id, name: r.nombre, nombre: r.nombre }));
    },

    async create(actor: HotelActor, values: RegisterValues): Promise<TCashRegister> {
      const id = await guardName(() =>
        db.transaction(async (tx) => {
          const id = await registers.insert(actor.hotelId, values, tx);
          await recordAudit(tx, actor, {
            accion: 'crear',
            entidad: 'cajas',
            entidad_id: id,
            despues: values,
          });
          return id;
        }),
      );
      return get(actor.hotelId, id);
    },

    async update(actor: HotelActor, id: number, values: RegisterValues): Promise<TCashRegister> {
      await guardName(() =>
        db.transaction(async (tx) => {
          const before = await registers.lock(actor.hotelId, id, tx);
          if (!before) throw new NotFoundError(NOT_FOUND);
          if (!values.estado && (await repos.shifts.findOpenShiftOfRegister(id, tx))) {
            throw new ConflictError('No se puede desactivar una caja abierta; ciérrela primero');
          }
          await registers.update(id, values, tx);
          await recordAudit(tx, actor, {
            accion: 'actualizar',
            entidad: 'cajas',
            entidad_id: id,
            antes: before,
            despues: values,
          });
        }),
      );
      return get(actor.hotelId, id);
    },

    /** A register that was ever opened keeps its history: it is deactivated instead. */
    remove(actor: HotelActor, id: number): Promise<TDeleteResult> {
      return db.transaction(async (tx) => {
        const before = await registers.lock(actor.hotelId, id, tx);
        if (!before) throw new NotFoundError(NOT_FOUND);
        if (await repos.shifts.findOpenShiftOfRegister(id, tx)) {
          throw new ConflictError('No se puede eliminar una caja abierta; ciérrela primero');
        }
        if (await registers.hasHistory(id, tx)) {
          await registers.deactivate(id, tx);
          await recordAudit(tx, actor, {
            accion: 'desactivar',
            entidad: 'cajas',
            entidad_id: id,
            antes: before,
          });
          return { message: 'La caja tiene historial de turnos; se desactivó', accion: 'desactivado' };
        }
        await registers.remove(id, tx);
        await recordAudit(tx, actor, { accion: 'eliminar', entidad: 'cajas', entidad_id: id, antes: before });
        return { message: 'Caja eliminada', accion: 'eliminado' };
      });
    },
  };
}

export type RegistersService = ReturnType<typeof createRegistersService>;
