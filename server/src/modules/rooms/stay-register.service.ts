import type { TStayRegisterBody } from '@posada/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estanciaHuespedes, estanciaRegistros, estancias } from '../../db/schema';
import type { AuditLog } from '../../lib/audit';
import type { HotelActor } from '../../lib/caller';
import { NotFoundError, ValidationError } from '../../lib/errors';
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
  return {
    async complete(actor: HotelActor, body: TStayRegisterBody) {
      return db.transaction(async (tx) => {
        const [stay] = await tx
          .select({ id: estancias.id, cliente_id: estancias.cliente_id })
          .from(estancias)
          .where(and(eq(estancias.id, body.estancia_id), eq(estancias.hotel_id, actor.hotelId)))
          .for('update');
        if (!stay) throw new NotFoundError('La estadía no existe');
        const companions = await tx
          .select({ id: estanciaHuespedes.cliente_id })
          .from(estanciaHuespedes)
          .where(eq(estanciaHuespedes.estancia_id, stay.id));
        const ofStay = new Set([stay.cliente_id, ...companions.map((c) => c.id)]);
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
