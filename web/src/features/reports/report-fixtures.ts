/** The hand-built hotel's occupancy figures (server/test/reports.test.ts) as the report pages' tests use them. */
import type { TOccupancyFigures } from '@posada/contracts';

/** Text as the screen shows it, with es-CO's non-breaking spaces made plain. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

export const occupancyFigures: TOccupancyFigures = {
  habitaciones: 9,
  fuera_de_servicio: 0,
  disponibles: 9,
  vendidas: 4,
  cortesias: 1,
  ocupacion: '44.44',
  adr: '132500.00',
  revpar: '58888.89',
  trevpar: '60555.56',
  ingreso_habitaciones: '530000.00',
  ingreso_total: '545000.00',
  adultos: 7,
  ninos: 2,
  llegadas: 3,
  salidas: 3,
  no_shows: 1,
  cancelaciones: 1,
};
