import type { Tx } from '../../db/client';
import type { ReservationsRepository } from '../../kernel/bookings/reservations.repository';
import { claimingNights } from '../../kernel/nights/night-claims';
import { soldOutAt } from './sold-out';

/**
 * Claims the room nights [llegada, salida) of an assigned booking line (its creation, a change, a
 * reinstatement): a night the room is taken is the holder's 409; a night the type has no room
 * left is a 409 on `field` naming the type.
 */
export function claimLineRoom(
  tx: Tx,
  repo: ReservationsRepository,
  line: {
    hotelId: number;
    lineId: number;
    room: { id: number; numero: string };
    llegada: string;
    salida: string;
    sobreventa: boolean;
    tipo: string;
    field: string;
  },
) {
  const nights = { llegada: line.llegada, salida: line.salida };
  return claimingNights(
    tx,
    line.room,
    nights,
    (sp) =>
      repo.claimRoom(sp, {
        hotelId: line.hotelId,
        roomId: line.room.id,
        lineId: line.lineId,
        ...nights,
        sobreventa: line.sobreventa,
      }),
    (fecha) => soldOutAt(line.tipo, line.field, fecha),
  );
}
