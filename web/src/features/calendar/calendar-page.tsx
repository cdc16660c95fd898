import {
  ActionIcon,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TCalendarBar } from '@posada/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCalendar, useMoveLine } from '../../api/calendar';
import { reservationUrl } from '../../app/paths';
import { errorMessage } from '../../components/crud';
import { DateField } from '../../components/date-field';
import { formatDate, hotelDate } from '../../lib/format';
import { addDays } from '../../lib/iso-date';
import { usePermission } from '../../lib/permissions';
import { barFills, barLegend } from './calendar-colors';
import {
  type CalendarView,
  calendarViews,
  dayWidth,
  isCalendarView,
  isIsoDate,
  shiftWindow,
  windowEnd,
} from './calendar-dates';
import { CalendarGrid } from './calendar-grid';
import { rowPlace } from './calendar-row';
import { CalendarSummary } from './calendar-summary';
import { type BarMove, movedNights, newBookingPath, updateFor } from './drop';
import { barKey, buildRows, type CalendarRow } from './rows';

const SUMMARY_ID = 'calendario-resumen';

/**
 * Operación → Calendario: the tape chart of rooms by nights, in windows of 2 weeks, a month or two,
 * kept in the address (?desde=&vista=) so a reload or a shared link opens the same window.
 */
export function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 40em)');
  const view: CalendarView = isCalendarView(params.get('vista'))
    ? (params.get('vista') as CalendarView)
    : '1m';
  const asked = params.get('desde');
  const desde = isIsoDate(asked) ? asked : addDays(hotelDate(), -1);
  const hasta = windowEnd(desde, view);
  const calendar = useCalendar({ desde, hasta });
  const move = useMoveLine();
  const canMove = usePermission('reservas.editar');
  const canCreate = usePermission('reservas.crear');
  const [pending, setPending] = useState<ReadonlyMap<string, TCalendarBar>>(new Map());
  const [shown, setShown] = useState<{ bar: TCalendarBar; anchor: DOMRect } | null>(null);
  const [said, setSaid] = useState('');

  const data = calendar.data?.data;
  const built = useMemo(() => (data ? buildRows(data, pending) : null), [data, pending]);
  const pendingKeys = useMemo(() => new Set(pending.keys()), [pending]);
  const go = (next: { desde?: string; vista?: CalendarView }) =>
    setParams({ desde: next.desde ?? desde, vista: next.vista ?? view }, { replace: true });

  const onMove = async (gesture: BarMove) => {
    const update = updateFor(gesture);
    const nights = movedNights(gesture);
    if (!update || !nights) return;
    const key = barKey(gesture.bar);
    const moved: TCalendarBar = {
      ...gesture.bar,
      ...gesture.target,
      desde: nights.llegada,
      hasta: nights.salida,
    };
    setPending((current) => new Map(current).set(key, moved));
    const where = rowPlace(built?.rows.find((r) => sameTarget(r, moved)));
    try {
      await move.mutateAsync(update);
      setSaid(
        `Reserva ${update.reservaId} movida a ${where}, ${formatDate(nights.llegada)} a ${formatDate(nights.salida)}`,
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'No se pudo mover la reserva',
        message: errorMessage(error),
      });
      setSaid(`No se pudo mover la reserva: ${errorMessage(error)}`);
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    }
  };

  const onSelect = (row: CalendarRow, llegada: string, salida: string) => {
    if (row.kind === 'habitacion') navigate(newBookingPath(row.room, llegada, salida));
  };

  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        Calendario
      </Title>
      <Group gap="xs" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="Ventana del calendario"
          data={[...calendarViews]}
          value={view}
          onChange={(value) => isCalendarView(value) && go({ vista: value })}
        />
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Ventana anterior"
            onClick={() => go({ desde: shiftWindow(desde, view, -1) })}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={() => go({ desde: addDays(data?.hoy ?? hotelDate(), -1) })}>
            Hoy
          </Button>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Ventana siguiente"
            onClick={() => go({ desde: shiftWindow(desde, view, 1) })}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <DateField label="Desde" value={desde} onChange={(value) => value && go({ desde: value })} w={150} />
        <Text size="sm" aria-live="polite" data-testid="ventana">
          {formatDate(desde)} – {formatDate(addDays(hasta, -1))}
        </Text>
        {calendar.isFetching && <Loader size="xs" aria-label="Cargando calendario" />}
      </Group>
      <Group gap="sm" wrap="wrap" aria-label="Leyenda" role="group">
        {barLegend.map((item) => (
          <Group key={item.label} gap={4} wrap="nowrap">
            <span
              aria-hidden
              style={{
                width: 14,
                height: 14,
                borderRadius: 3,
                background: barFills[item.estado],
                display: 'inline-block',
              }}
            />
            <Text size="sm">{item.label}</Text>
          </Group>
        ))}
        <Text size="sm" c="dimmed">
          {canMove
            ? 'Arrastre una reserva para moverla o su borde derecho para cambiar la salida. Teclado: flechas para recorrer, M para mover, Mayús+flechas para la salida, Enter confirma, Escape cancela.'
            : 'Flechas para recorrer las reservas.'}
        </Text>
      </Group>
      {calendar.isPending && <Loader aria-label="Cargando calendario" />}
      {calendar.isError && <Text c="red">{errorMessage(calendar.error)}</Text>}
      {data && built && (
        <CalendarGrid
          data={data}
          rows={built.rows}
          offsets={built.offsets}
          total={built.total}
          dayWidth={dayWidth(view)}
          roomWidth={phone ? 76 : 112}
          canMove={canMove}
          canCreate={canCreate}
          pending={pendingKeys}
          summary={shown ? { id: SUMMARY_ID, key: barKey(shown.bar) } : null}
          onMove={onMove}
          onSelect={onSelect}
          onShow={(bar, element) =>
            setShown(bar && element ? { bar, anchor: element.getBoundingClientRect() } : null)
          }
          onOpen={(id) => navigate(reservationUrl(id))}
          announce={setSaid}
        />
      )}
      {shown && built && (
        <CalendarSummary
          id={SUMMARY_ID}
          bar={shown.bar}
          anchor={shown.anchor}
          place={rowPlace(built.rows.find((r) => sameTarget(r, shown.bar)))}
        />
      )}
      <VisuallyHidden aria-live="assertive">{said}</VisuallyHidden>
    </Stack>
  );
}

/** The row a bar belongs to: its room, or its type's unassigned row. */
const sameTarget = (row: CalendarRow, bar: TCalendarBar) =>
  row.target.habitacion_id === bar.habitacion_id &&
  (bar.habitacion_id !== null || row.target.tipo_habitacion_id === bar.tipo_habitacion_id);
