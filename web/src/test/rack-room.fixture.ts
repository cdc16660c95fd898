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

/** getRoomDashBoard of room 1 occupied by Laura Gómez, her stay's account `cuenta_id` (or none shown). */
export const occupiedRoomDetail = (cuenta_id: number | null) => ({
  habitacion: rackRoom({ estado: 'Ocupada' }),
  estancia: {
    id: 9,
    cliente: { id: 4, nombre: 'Laura Gómez', documento: 'CC 1020304050' },
    acompanantes: [],
    empleados: [],
    llegada: '2026-01-05',
    salida: '2026-01-06',
    adultos: 1,
    ninos: 0,
    tarifa_nombre: 'Estándar',
    cuenta_id,
    movimientos: null,
    cargos: null,
    pagos: null,
    saldo: null,
    noches_pendientes: null,
    total_estimado: null,
    al_salir_hoy: null,
  },
});
