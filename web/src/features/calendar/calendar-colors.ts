import type { TCalendarBar } from '@posada/contracts';

/**
 * The fill of a bar by its state, each dark enough for white text at 4.5:1 or more (AA) in both
 * colour schemes: the bar carries its own background, whatever the page's.
 */
export const barFills: Record<TCalendarBar['estado'], string> = {
  Confirmada: '#1864ab',
  Pendiente: '#a34e00',
  'Check-in': '#c92a2a',
  Finalizada: '#5c636a',
  Cancelada: '#5c636a',
  'No-show': '#5c636a',
  activa: '#c92a2a',
  finalizada: '#5c636a',
  Mantenimiento: '#343a40',
};

/** The legend: what each colour means on the chart. */
export const barLegend: readonly { label: string; estado: TCalendarBar['estado'] }[] = [
  { label: 'Confirmada', estado: 'Confirmada' },
  { label: 'Pendiente', estado: 'Pendiente' },
  { label: 'En casa', estado: 'activa' },
  { label: 'Estadía finalizada', estado: 'finalizada' },
  { label: 'Mantenimiento', estado: 'Mantenimiento' },
];
