import { Paper, Stack, Text } from '@mantine/core';
import type { TCalendarBar } from '@posada/contracts';
import { formatDate } from '../../lib/format';
import classes from './calendar.module.css';
import { daysBetween } from './calendar-dates';

const kinds = { reserva: 'Reserva', estancia: 'Estadía', mantenimiento: 'Mantenimiento' } as const;
const states: Partial<Record<TCalendarBar['estado'], string>> = {
  activa: 'En casa',
  finalizada: 'Finalizada',
};

/** The summary of the bar under the pointer or the focus, beside it. */
export function CalendarSummary({
  id,
  bar,
  anchor,
  place,
}: {
  id: string;
  bar: TCalendarBar;
  anchor: DOMRect;
  place: string;
}) {
  const nights = bar.hasta ? daysBetween(bar.desde, bar.hasta) : null;
  const persons =
    bar.adultos === null
      ? null
      : `${bar.adultos} ${bar.adultos === 1 ? 'adulto' : 'adultos'}, ${bar.ninos ?? 0} ${bar.ninos === 1 ? 'niño' : 'niños'}`;
  const below = anchor.bottom + 140 < window.innerHeight;
  return (
    <Paper
      id={id}
      role="tooltip"
      className={classes.summary}
      shadow="md"
      withBorder
      p="xs"
      style={{
        left: Math.max(8, Math.min(anchor.left, window.innerWidth - 288)),
        top: below ? anchor.bottom + 6 : undefined,
        bottom: below ? undefined : window.innerHeight - anchor.top + 6,
      }}
    >
      <Stack gap={2}>
        <Text fw={700} size="sm">
          {kinds[bar.clase]}
          {bar.reserva_id !== null && bar.clase === 'reserva' ? ` N.º ${bar.reserva_id}` : ''} ·{' '}
          {states[bar.estado] ?? bar.estado}
        </Text>
        <Text size="sm">{bar.titulo}</Text>
        <Text size="sm">
          {formatDate(bar.desde)} → {bar.hasta ? formatDate(bar.hasta) : 'sin fecha de fin'}
          {nights !== null && ` (${nights} ${nights === 1 ? 'noche' : 'noches'})`}
        </Text>
        <Text size="sm">{place}</Text>
        {persons && <Text size="sm">{persons}</Text>}
      </Stack>
    </Paper>
  );
}
