import type { TRackRoom } from '@posada/contracts';
import { IconSpray } from '@tabler/icons-react';
import { dirtyFor } from '../../lib/dirty-for';
import { rackColors } from './rack-colors';
import classes from './room-card.module.css';

/** What a card says under the room number, by state. */
function detail(room: TRackRoom): string {
  if (room.mantenimiento) return room.mantenimiento.motivo;
  if (room.estancia) {
    const nights = `${room.estancia.noches} ${room.estancia.noches === 1 ? 'noche' : 'noches'}`;
    return `${room.estancia.huesped} · ${nights}${room.estancia.sale_hoy ? ' · sale hoy' : ''}`;
  }
  if (room.reserva) return `Para ${room.reserva.cliente} · llega hoy`;
  if (room.sucia) return dirtyFor(room.sucia_desde);
  return room.tipo;
}

export function RoomCard({ room, onOpen }: { room: TRackRoom; onOpen: (room: TRackRoom) => void }) {
  const color = rackColors[room.estado];
  return (
    <button
      type="button"
      className={classes.card}
      style={{ borderLeftColor: `var(--mantine-color-${color}-6)` }}
      onClick={() => onOpen(room)}
      aria-label={`Habitación ${room.numero}, ${room.estado}`}
    >
      <span className={classes.head}>
        {room.numero}
        {room.estado === 'Ocupada' && room.sucia && (
          <IconSpray size={18} aria-label="Sucia" color="var(--mantine-color-yellow-7)" />
        )}
      </span>
      <span
        className={classes.state}
        style={{
          color: `var(--mantine-color-${color}-light-color)`,
          background: `var(--mantine-color-${color}-light)`,
        }}
      >
        {room.estado}
      </span>
      <span className={classes.detail}>{detail(room)}</span>
    </button>
  );
}
