import { Badge } from '@mantine/core';
import { type ReservationChannel, type ReservationState, reservationChannels } from '@posada/contracts';

/** One colour per state; the theme's light variant keeps each at 4.5:1 in both modes. */
export const stateColors: Record<ReservationState, string> = {
  Pendiente: 'yellow',
  Confirmada: 'blue',
  'Check-in': 'green',
  Finalizada: 'gray',
  Cancelada: 'red',
  'No-show': 'orange',
};

export function StateBadge({ estado }: { estado: ReservationState }) {
  return (
    <Badge color={stateColors[estado]} variant="light">
      {estado}
    </Badge>
  );
}

export const channelLabel = (canal: ReservationChannel) => reservationChannels[canal];

/** Channels that name an agency (and its reference): the agency and the online travel agencies. */
export const agencyChannels: readonly ReservationChannel[] = ['agencia', 'booking', 'expedia', 'otra_ota'];
