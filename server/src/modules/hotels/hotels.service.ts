import type { TDeleteResult, THotel, THotelBody } from '@posada/contracts';
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { hoteles } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import type { Actor, Caller } from '../../lib/caller';
import { deleteOrDeactivate } from '../../lib/crud/delete-or-deactivate';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { HotelFilter, HotelsRepository } from './hotels.repository';

const NOT_FOUND = 'El hotel no existe';

interface Deps {
  db: Db;
  repo: HotelsRepository;
  audit: AuditLog;
}

export function createHotelsService({ db, repo, audit }: Deps) {
  /** The country → department → city chain must hold; an unknown id is reported on its field. */
  async function checkGeo(tx: Executor, h: THotelBody) {
    const errors: Record<string, string[]> = {};
    if (h.pais_id !== null && !(await repo.countryExists(tx, h.pais_id)))
      errors.pais_id = ['El país no existe'];
    const { departamentoPaisId, ciudadDepartamentoId } = await repo.geoParents(
      tx,
      h.departamento_id,
      h.ciudad_id,
    );
    if (h.departamento_id !== null && departamentoPaisId !== h.pais_id) {
      errors.departamento_id = ['El departamento no pertenece al país elegido'];
    }
    if (h.ciudad_id !== null && ciudadDepartamentoId !== h.departamento_id) {
      errors.ciudad_id = ['La ciudad no pertenece al departamento elegido'];
    }
    if (Object.keys(errors).length > 0)
      throw new ValidationError('Los datos enviados no son válidos', errors);
  }

  async function mustFind(tx: Executor, caller: Caller, id: number): Promise<THotel> {
    const hotel = await repo.find(tx, caller, id, true);
    if (!hotel) throw new NotFoundError(NOT_FOUND);
    return hotel;
  }

  return {
    list: (caller: Caller, filter: HotelFilter) => repo.list(db, caller, filter),

    async show(caller: Caller, id: number): Promise<THotel> {
      const hotel = await repo.find(db, caller, id);
      if (!hotel) throw new NotFoundError(NOT_FOUND);
      return hotel;
    },

    /** A caller who is not root is assigned the new hotel, or they could not see what they made. */
    create(caller: Caller, actor: Actor, body: THotelBody): Promise<THotel> {
      return db.transaction(async (tx) => {
        await checkGeo(tx, body);
        const id = await repo.insert(tx, body);
        if (!caller.isRoot) await repo.assignUser(tx, caller.userId, id);
        const created = await mustFind(tx, caller, id);
        await audit.record(tx, actor, {
          accion: 'crear',
          entidad: 'hotel',
          entidad_id: id,
          despues: created,
        });
        return created;
      });
    },

    update(caller: Caller, actor: Actor, id: number, body: THotelBody): Promise<THotel> {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, caller, id);
        await checkGeo(tx, body);
        await repo.update(tx, id, body);
        const after = await mustFind(tx, caller, id);
        const accion = before.estado && !after.estado ? 'desactivar' : 'actualizar';
        await audit.record(tx, actor, {
          accion,
          entidad: 'hotel',
          entidad_id: id,
          antes: before,
          despues: after,
        });
        return after;
      });
    },

    /**
     * A hotel that anything refers to (users, rooms, registers, audit entries of its operations…)
     * is deactivated, never deleted. The hotel's own audit entries carry no hotel_id for that reason.
     */
    remove(caller: Caller, actor: Actor, id: number): Promise<TDeleteResult> {
      return db.transaction(async (tx) => {
        const before = await mustFind(tx, caller, id);
        const accion = await deleteOrDeactivate(tx, hoteles, eq(hoteles.id, id));
        if (accion === 'desactivado') {
          await audit.record(tx, actor, {
            accion: 'desactivar',
            entidad: 'hotel',
            entidad_id: id,
            antes: before,
            despues: { ...before, estado: false },
          });
          return { message: 'El hotel tiene operaciones registradas; se desactivó', accion };
        }
        await audit.record(tx, actor, {
          accion: 'eliminar',
          entidad: 'hotel',
          entidad_id: id,
          antes: before,
        });
        return { message: 'Hotel eliminado', accion: 'eliminado' };
      });
    },
  };
}

export type HotelsService = ReturnType<typeof createHotelsService>;
