import type { TStayRegister, TStayRegisterBody } from '@posada/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { estanciaHuespedes, estanciaRegistros, estancias } from '../../../db/schema';
import type { AuditLog } from '../../../lib/audit';
import type { HotelActor } from '../../../lib/caller';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import { confirmGuests } from './guest-register';
import type { GuestsRepository } from './guests.repository';

/**
 * `/estanciaRegistro`: the register of a stay completed after its check-in (a walk-in opened
 * without it, a guest whose birth date was missing). Each guest sent must be the stay's client or
 * a companion; their register rows are replaced (the client is the main guest), the client's
 * nationality and birth date filled where missing, all audited in one transaction. The TRA is not
 * resent by itself: the stay's «Reenviar» does it.
 */
export function createStayRegisterService({
  db,
  guests,
  audit,
}: {
  db: Db;
  guests: GuestsRepository;
  audit: AuditLog;
}) {
  /** The stay of the hotel and its guests, the main one first; a stay of another hotel is not found. */
  async function guestsOf(ex: Executor, hotelId: number, stayId: number, lock: boolean) {
    const query = ex
      .select({ id: estancias.id, cliente_id: estancias.cliente_id })
      .from(estancias)
      .where(and(eq(estancias.id, stayId), eq(estancias.hotel_id, hotelId)));
    const [stay] = lock ? await query.for('update') : await query;
    if (!stay) throw new NotFoundError('La estadía no existe');
    const companions = await ex
      .select({ id: estanciaHuespedes.cliente_id })
      .from(estanciaHuespedes)
      .where(eq(estanciaHuespedes.estancia_id, stay.id));
    return { stay, ids: [stay.cliente_id, ...companions.map((c) => c.id)] };
  }

  return {
    /** The register as «Completar datos» opens it: every guest of the stay, in the stay's order. */
    async read(actor: HotelActor, stayId: number): Promise<TStayRegister> {
      const { stay, ids } = await guestsOf(db, actor.hotelId, stayId, false);
      const rows = new Map((await guests.records(db, stay.id, ids)).map((r) => [r.cliente_id, r]));
      return {
        huespedes: ids.flatMap((id) => {
          const row = rows.get(id);
          if (!row) return [];
          const { cliente_id, motivo_viaje, ...trip } = row;
          return [
            {
              cliente_id,
              registro:
                motivo_viaje === null
                  ? null
                  : {
                      residencia: trip.residencia ?? '',
                      procedencia: trip.procedencia ?? '',
                      procedencia_pais_id: trip.procedencia_pais_id,
                      procedencia_ciudad_id: trip.procedencia_ciudad_id,
                      destino: trip.destino ?? '',
                      destino_pais_id: trip.destino_pais_id,
                      destino_ciudad_id: trip.destino_ciudad_id,
                      motivo_viaje,
                    },
            },
          ];
        }),
      };
    },

    async complete(actor: HotelActor, body: TStayRegisterBody) {
      return db.transaction(async (tx) => {
        const { stay, ids: guestIds } = await guestsOf(tx, actor.hotelId, body.estancia_id, true);
        const ofStay = new Set(guestIds);
        const strangers = Object.fromEntries(
          body.huespedes.flatMap((h, i) =>
            ofStay.has(h.cliente_id)
              ? []
              : [[`huespedes.${i}.cliente_id`, ['El huésped no es de la estadía']]],
          ),
        );
        if (Object.keys(strangers).length > 0) {
          throw new ValidationError('Los datos de los huéspedes están incompletos', strangers);
        }
        const records = await confirmGuests(tx, { repo: guests, audit }, actor, body.huespedes);
        const ids = body.huespedes.map((h) => h.cliente_id);
        const where = and(
          eq(estanciaRegistros.estancia_id, stay.id),
          inArray(estanciaRegistros.cliente_id, ids),
        );
        const before = await tx.select().from(estanciaRegistros).where(where);
        await tx.delete(estanciaRegistros).where(where);
        const rows = records(stay.id).map((r) => ({ ...r, principal: r.cliente_id === stay.cliente_id }));
        await guests.addRecords(tx, rows);
        await audit.record(tx, actor, {
          accion: 'actualizar',
          entidad: 'estancia_registros',
          entidad_id: stay.id,
          antes: { huespedes: before },
          despues: { huespedes: rows },
        });
        return { message: 'Registro de la estadía guardado' };
      });
    },
  };
}

export type StayRegisterService = ReturnType<typeof createStayRegisterService>;
