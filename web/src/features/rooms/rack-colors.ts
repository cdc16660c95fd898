import type { TRackState } from '@posada/contracts';

/** One colour per rack state, used by the cards and the legend. */
export const rackColors: Record<TRackState, string> = {
  Disponible: 'green',
  Reservada: 'blue',
  Ocupada: 'red',
  Limpieza: 'yellow',
  Mantenimiento: 'gray',
};
