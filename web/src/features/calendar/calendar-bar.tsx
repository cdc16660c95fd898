import type { TCalendarBar } from '@posada/contracts';
import { type FocusEvent, type MouseEvent, memo, useRef } from 'react';
import { formatDate } from '../../lib/format';
import classes from './calendar.module.css';
import { barFills } from './calendar-colors';
import type { PlacedBar, RowActions } from './rows';

const stateNames: Partial<Record<TCalendarBar['estado'], string>> = {
  activa: 'en casa',
  finalizada: 'finalizada',
};

/** What a bar says to a screen reader: kind, who, state, nights and where. */
export function barLabel(bar: TCalendarBar, place: string): string {
  const nights = bar.hasta
    ? `${formatDate(bar.desde)} a ${formatDate(bar.hasta)}`
    : `desde ${formatDate(bar.desde)}, sin fecha de fin`;
  if (bar.clase === 'mantenimiento') return `Mantenimiento, ${bar.titulo}, ${nights}, ${place}`;
  const state = stateNames[bar.estado] ?? bar.estado;
  if (bar.clase === 'estancia') return `Estadía de ${bar.titulo}, ${state}, ${nights}, ${place}`;
  return `Reserva ${bar.reserva_id ?? ''}, ${bar.titulo}, ${state}, ${nights}, ${place}`;
}

interface Props {
  placed: PlacedBar;
  place: string;
  rowIndex: number;
  dayWidth: number;
  height: number;
  movable: boolean;
  tabStop: boolean;
  /** The bar is being moved from the keyboard, or waits for the server's answer to a move. */
  lifted: boolean;
  pending: boolean;
  describedBy: string | undefined;
  actions: RowActions;
}

/** Pixels a press may travel and still be a click (a drag below the drag threshold). */
const CLICK_SLOP = 4;

/**
 * One bar of the chart: a button over its nights, with a handle at its end when it can move.
 * Memoised: a row drawn again (a column scrolled into view, a gesture) leaves its other bars be.
 */
export const CalendarBar = memo(function CalendarBar({
  placed,
  place,
  rowIndex,
  dayWidth,
  height,
  movable,
  tabStop,
  lifted,
  pending,
  describedBy,
  actions,
}: Props) {
  const { bar, span } = placed;
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const reservaId = bar.reserva_id;
  const open = (event: MouseEvent) => {
    const from = pressedAt.current;
    pressedAt.current = null;
    // event.detail 0: Enter or Space on the focused bar; otherwise a press that did not drag.
    const dragged =
      event.detail > 0 && from && Math.hypot(event.clientX - from.x, event.clientY - from.y) >= CLICK_SLOP;
    if (!dragged && reservaId !== null) actions.open(reservaId);
  };
  const show = (event: FocusEvent<HTMLElement> | MouseEvent<HTMLElement>) =>
    actions.show(bar, event.currentTarget);
  const hide = () => actions.show(bar, null);
  return (
    <button
      type="button"
      className={classes.bar}
      data-bar={`${bar.clase}-${bar.id}`}
      data-before={span.before || undefined}
      data-after={span.after || undefined}
      data-movable={movable || undefined}
      data-lifted={lifted || undefined}
      data-pending={pending || undefined}
      style={{
        left: span.start * dayWidth + 2,
        width: span.nights * dayWidth - 4,
        top: placed.top + 3,
        height: height - 6,
        background: barFills[bar.estado],
      }}
      tabIndex={tabStop ? 0 : -1}
      aria-label={barLabel(bar, place)}
      aria-describedby={describedBy}
      aria-keyshortcuts={movable ? 'M' : undefined}
      onPointerDown={(event) => {
        pressedAt.current = { x: event.clientX, y: event.clientY };
        if (movable) actions.startBarDrag(event, bar, rowIndex, 'move');
      }}
      onClick={reservaId === null ? undefined : open}
      onKeyDown={(event) => actions.barKeyDown(event, bar, rowIndex)}
      onFocus={show}
      onBlur={hide}
      onMouseEnter={show}
      onMouseLeave={hide}
    >
      <span className={classes.barText}>{bar.titulo}</span>
      {movable && (
        <span
          className={classes.handle}
          aria-hidden
          onPointerDown={(event) => actions.startBarDrag(event, bar, rowIndex, 'stretch')}
        />
      )}
    </button>
  );
});
