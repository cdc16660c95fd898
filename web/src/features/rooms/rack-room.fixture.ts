import type { TRackRoom } from '@posada/contracts';

/** A rack room for unit tests: an available room 101 unless told otherwise. */
export const rackRoom = (over: Partial<TRackRoom> = {}): TRackRoom => ({
  id: 1,
  numero: '101',
  piso: 1,
  tipo_habitacion_id: 1,
  tipo: 'Doble',
  estado: 'Disponible',
  sucia: false,
  sucia_desde: null,
  observaciones: null,
  mantenimiento: null,
  estancia: null,
  reserva: null,
  limpieza_asignada: null,
  ...over,
});
