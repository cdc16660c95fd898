// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid of absolutely placed rows cannot be a <table>; the ARIA grid roles give it the table's semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's tab stop is the chart itself and its bars (roving focus), not every row and cell.
import type { TCalendarBar, TCalendarData } from '@posada/contracts';
import type { VirtualItem } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { formatDate } from '../../lib/format';
import { addDays } from '../../lib/iso-date';
import classes from './calendar.module.css';
import { columnLabel, daysBetween, weekdayIndex } from './calendar-dates';
import { CalendarGridRow, rowPlace } from './calendar-row';
import { type BarMove, movedNights } from './drop';
import { barKey, type CalendarRow, ROW_HEIGHT, type RowActions } from './rows';
import { type Gesture, type Selection, useBarDrag } from './use-bar-drag';
import { useBarKeys } from './use-bar-keys';
import { useGridVirtualizer } from './use-grid-virtualizer';

export const HEADER_HEIGHT = 44;
/**
 * Bars and counts are drawn by whole weeks of columns: a horizontal scroll draws a row again only
 * when the columns in view cross into another week.
 */
const BAR_BAND = 7;

interface Props {
  data: TCalendarData['data'];
  rows: readonly CalendarRow[];
  offsets: readonly number[];
  total: number;
  dayWidth: number;
  roomWidth: number;
  canMove: boolean;
  canCreate: boolean;
  /** Keys of bars drawn where a move put them until the server answers. */
  pending: ReadonlySet<string>;
  /** The summary shown, and the bar it describes. */
  summary: { id: string; key: string } | null;
  onMove: (move: BarMove) => void;
  onSelect: (row: CalendarRow, llegada: string, salida: string) => void;
  onShow: (bar: TCalendarBar | null, element: HTMLElement | null) => void;
  /** A click or Enter on a bar of a booking (a line, or a stay opened from one). */
  onOpen: (reservaId: number) => void;
  announce: (text: string) => void;
}

/**
 * The tape chart: a grid of rooms by nights with only what is in view in the DOM (rows and
 * columns virtualised), the nights drawn as the rows' background, bars placed by their nights.
 * Rows are memoised with the same actions every render: a scroll draws only the rows it brings in.
 */
export function CalendarGrid(props: Props) {
  const { data, rows, offsets, total, dayWidth, roomWidth } = props;
  const days = data.tipos[0]?.libres.length ?? daysBetween(data.desde, data.hasta);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = useGridVirtualizer(
    () => scrollRef.current,
    {
      count: rows.length,
      estimateSize: (i) => rows[i]?.height ?? ROW_HEIGHT,
      getItemKey: (i) => rows[i]?.key ?? i,
      paddingStart: HEADER_HEIGHT,
      overscan: 4,
    },
    {
      horizontal: true,
      count: days,
      estimateSize: () => dayWidth,
      paddingStart: roomWidth,
      overscan: 3,
    },
  );
  // Sizes are known, not measured: a new window or new lanes only need the offsets again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sizes come from these through the estimate functions.
  useLayoutEffect(() => {
    virtual.rows.measure();
    virtual.cols.measure();
  }, [rows, dayWidth, roomWidth, virtual.rows, virtual.cols]);

  const drag = useBarDrag(
    { scrollRef, rows, offsets, roomWidth, headerHeight: HEADER_HEIGHT, dayWidth, days },
    {
      onMove: props.onMove,
      onSelect: (s: Selection) => {
        const row = rows[s.rowIndex];
        if (row) props.onSelect(row, addDays(data.desde, s.from), addDays(data.desde, s.to + 1));
      },
    },
  );
  const focusTarget = useRef<string | null>(null);
  const keys = useBarKeys(rows, {
    canMove: props.canMove,
    focusBar: (rowIndex, key) => {
      focusTarget.current = key;
      virtual.rows.scrollToIndex(rowIndex, { align: 'auto' });
    },
    onMove: props.onMove,
    announce: (gesture: Gesture | null, text?: string) => props.announce(text ?? describeGesture(gesture)),
  });
  // Focus the bar the keys asked for once its row is rendered.
  useEffect(() => {
    const key = focusTarget.current;
    if (!key) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-bar="${key}"]`);
    if (el) {
      focusTarget.current = null;
      el.focus();
    }
  });

  const describeGesture = (gesture: Gesture | null) => {
    const nights = gesture && movedNights(gesture.move);
    if (!gesture || !nights) return '';
    return `Mover a ${rowPlace(rows[gesture.rowIndex])}, ${formatDate(nights.llegada)} a ${formatDate(nights.salida)}. Enter confirma, Escape cancela`;
  };

  // The rows' actions read the latest render's hooks and props through a ref: the same functions
  // every render, so a memoised row is not drawn again for new closures.
  const live = useRef({ drag, keys, props });
  live.current = { drag, keys, props };
  const actions = useMemo<RowActions>(
    () => ({
      startSelection: (event, rowIndex) => live.current.drag.startSelection(event, rowIndex),
      startBarDrag: (event, bar, rowIndex, mode) =>
        live.current.drag.startBarDrag(event, bar, rowIndex, mode),
      barKeyDown: (event, bar, rowIndex) => live.current.keys.onKeyDown(event, bar, rowIndex),
      open: (reservaId) => live.current.props.onOpen(reservaId),
      show: (bar, element) => {
        if (element) live.current.keys.setFocused(barKey(bar));
        live.current.props.onShow(element ? bar : null, element);
      },
    }),
    [],
  );
  /** The row of each bar, to hand a bar's state only to the row that draws it. */
  const barRows = useMemo(() => {
    const map = new Map<string, number>();
    rows.forEach((row, i) => {
      for (const placed of row.bars) map.set(barKey(placed.bar), i);
    });
    return map;
  }, [rows]);
  const rowOf = (key: string | null | undefined) => (key ? barRows.get(key) : undefined);

  const { rowItems, colItems } = virtual;
  const firstCol = colItems[0]?.index ?? 0;
  const lastCol = colItems[colItems.length - 1]?.index ?? days - 1;
  const fromCol = firstCol - (firstCol % BAR_BAND);
  const toCol = Math.min(days - 1, lastCol - (lastCol % BAR_BAND) + BAR_BAND - 1);
  const gesture = drag.gesture ?? keys.moving;
  const gestureKey = gesture ? barKey(gesture.move.bar) : null;
  const tabStop = keys.focused ?? firstVisibleBar(rows, rowItems);
  const today = daysBetween(data.desde, data.hoy);
  const width = roomWidth + days * dayWidth;
  const background = useMemo(
    () => ({
      backgroundSize: `${today >= 0 && today < days ? dayWidth : 0}px 100%, ${dayWidth}px 100%, ${dayWidth * 7}px 100%`,
      backgroundPosition: `${today * dayWidth}px 0, 0 0, ${-weekdayIndex(data.desde) * dayWidth}px 0`,
    }),
    [dayWidth, data.desde, today, days],
  );

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !event.key.startsWith('Arrow')) return;
    const el = scrollRef.current;
    const bar =
      el?.querySelector<HTMLElement>(`[data-bar="${tabStop}"]`) ??
      el?.querySelector<HTMLElement>('[data-bar]');
    if (!bar) return;
    event.preventDefault();
    bar.focus();
  };

  return (
    <div
      ref={scrollRef}
      className={classes.scroller}
      role="grid"
      tabIndex={0}
      aria-label={`Calendario del ${formatDate(data.desde)} al ${formatDate(addDays(data.hasta, -1))}`}
      aria-rowcount={rows.length + 1}
      aria-colcount={days + 1}
      onKeyDown={onGridKeyDown}
      style={{ ['--room-width' as string]: `${roomWidth}px` }}
    >
      <div className={classes.content} style={{ width, height: total + HEADER_HEIGHT }}>
        <CalendarHeader cols={colItems} desde={data.desde} today={today} dayWidth={dayWidth} width={width} />
        <div role="rowgroup">
          {rowItems.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const i = item.index;
            return (
              <CalendarGridRow
                key={item.key}
                row={row}
                index={i}
                start={item.start}
                desde={data.desde}
                days={days}
                dayWidth={dayWidth}
                width={width}
                background={background}
                fromCol={fromCol}
                toCol={toCol}
                canCreate={props.canCreate}
                canMove={props.canMove}
                tabStop={rowOf(tabStop) === i ? tabStop : null}
                lifted={rowOf(gestureKey) === i ? gestureKey : null}
                summary={rowOf(props.summary?.key) === i ? props.summary : null}
                selection={drag.selection?.rowIndex === i ? drag.selection : null}
                gesture={gesture?.rowIndex === i ? gesture : null}
                pending={props.pending}
                actions={actions}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The nights' header, drawn again only when the columns in view change. */
const CalendarHeader = memo(function CalendarHeader({
  cols,
  desde,
  today,
  dayWidth,
  width,
}: {
  cols: readonly VirtualItem[];
  desde: string;
  today: number;
  dayWidth: number;
  width: number;
}) {
  return (
    <div role="rowgroup" className={classes.header} style={{ width, height: HEADER_HEIGHT }}>
      <div role="row" aria-rowindex={1} className={classes.headerRow}>
        <div role="columnheader" aria-colindex={1} className={classes.corner}>
          Habitación
        </div>
        {cols.map((col) => {
          const date = addDays(desde, col.index);
          const label = columnLabel(date, col.index === 0);
          const long = formatDate(date);
          return (
            <div
              key={col.key}
              role="columnheader"
              aria-colindex={col.index + 2}
              aria-current={col.index === today ? 'date' : undefined}
              className={classes.day}
              data-weekend={weekdayIndex(date) >= 5 || undefined}
              style={{ left: col.start, width: dayWidth }}
              title={long}
            >
              <span className={classes.month}>{label.month}</span>
              <span>
                {label.weekday} {label.day}
              </span>
              <span className={classes.visuallyHidden}>{long}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
});

/** The tab stop before any bar was focused: the first bar of the first rendered row that has one. */
function firstVisibleBar(rows: readonly CalendarRow[], items: readonly VirtualItem[]): string | null {
  for (const item of items) {
    const bar = rows[item.index]?.bars[0];
    if (bar) return barKey(bar.bar);
  }
  return null;
}
