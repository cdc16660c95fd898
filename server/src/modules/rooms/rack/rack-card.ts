import type { TRackRoom } from '@posada/contracts';
import { rackState } from '@posada/contracts';
import { factsOf, type RackRow } from './rack.repository';

export const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The card of a room as the rack shows it. */
export function toRackRoom(row: RackRow): TRackRoom {
  return {
    id: row.id,
    numero: row.numero,
    piso: row.piso,
    tipo_habitacion_id: row.tipo_habitacion_id,
    tipo: row.tipo,
    estado: rackState(factsOf(row)),
    sucia: row.sucia,
    sucia_desde: row.sucia ? row.sucia_desde : null,
    observaciones: row.observaciones,
    mantenimiento: row.mant_motivo ? { motivo: row.mant_motivo, desde: row.mant_desde ?? '' } : null,
    estancia:
      row.estancia_id && row.est_llegada && row.est_salida
        ? {
            id: row.estancia_id,
            huesped: row.huesped ?? '',
            llegada: row.est_llegada,
            salida: row.est_salida,
            noches: nightsBetween(row.est_llegada, row.est_salida),
            personas: row.personas ?? 0,
            sale_hoy: row.est_salida === row.hoy,
          }
        : null,
    reserva:
      row.reserva_id && row.res_llegada && row.res_salida
        ? {
            id: row.reserva_id,
            cliente: row.reserva_cliente ?? '',
            cliente_id: row.reserva_cliente_id ?? 0,
            llegada: row.res_llegada,
            salida: row.res_salida,
          }
        : null,
    limpieza_asignada:
      row.sucia && row.limpieza_empleado_id !== null
        ? { id: row.limpieza_empleado_id, nombres: row.limpieza_empleado ?? '' }
        : null,
  };
}
