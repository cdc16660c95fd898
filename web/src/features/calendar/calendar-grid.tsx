// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid of absolutely placed rows cannot be a <table>; the ARIA grid roles give it the table's semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's tab stop is the chart itself and its bars (roving focus), not every row and cell.
import { VisuallyHidden } from '@mantine/core';
import type { TCalendarBar, TCalendarData } from '@posada/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { formatDate } from '../../lib/format';
import { addDays } from '../../lib/iso-date';
import classes from './calendar.module.css';
import { CalendarBar } from './calendar-bar';
import { columnLabel, daysBetween, spanIn, weekdayIndex } from './calendar-dates';
import { type BarMove, isMovable, movedNights } from './drop';
import { barKey, type CalendarRow, LANE_HEIGHT, ROW_HEIGHT } from './rows';
import { type Gesture, type Selection, useBarDrag } from './use-bar-drag';
import { useBarKeys } from './use-bar-keys';

export const HEADER_HEIGHT = 44;

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

/** Where a row is, in words: a room and its type, or a type's unassigned lines. */
export const rowPlace = (row: CalendarRow | undefined) =>
  !row
    ? ''
    : row.kind === 'habitacion'
      ? `habitación ${row.room.numero} (${row.tipo})`
      : `sin asignar, ${row.tipo.nombre}`;

/**
 * The tape chart: a grid of rooms by nights with only what is in view in the DOM (rows and
 * columns virtualised), the nights drawn as the rows' background, bars placed by their nights.
 */
export function CalendarGrid(props: Props) {
  const { data, rows, offsets, total, dayWidth, roomWidth } = props;
  const days = data.tipos[0]?.libres.length ?? daysBetween(data.desde, data.hasta);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => rows[i]?.height ?? ROW_HEIGHT,
    getItemKey: (i) => rows[i]?.key ?? i,
    paddingStart: HEADER_HEIGHT,
    overscan: 6,
  });
  const colVirtualizer = useVirtualizer({
    horizontal: true,
    count: days,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => dayWidth,
    paddingStart: roomWidth,
    overscan: 3,
  });
  // Sizes are known, not measured: a new window or new lanes only need the offsets again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the sizes come from these through the estimate functions.
  useLayoutEffect(() => {
    rowVirtualizer.measure();
    colVirtualizer.measure();
  }, [rows, dayWidth, roomWidth, rowVirtualizer, colVirtualizer]);

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
      rowVirtualizer.scrollToIndex(rowIndex, { align: 'auto' });
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

  const virtualCols = colVirtualizer.getVirtualItems();
  const firstCol = virtualCols[0]?.index ?? 0;
  const lastCol = virtualCols[virtualCols.length - 1]?.index ?? days - 1;
  const gesture = drag.gesture ?? keys.moving;
  const gestureKey = gesture ? barKey(gesture.move.bar) : null;
  const tabStop =
    keys.focused ??
    firstVisibleBar(
      rows,
      rowVirtualizer.getVirtualItems().map((r) => r.index),
    );
  const today = daysBetween(data.desde, data.hoy);
  const width = roomWidth + days * dayWidth;
  const background = useMemo(
    () => ({
      backgroundSize: `${dayWidth}px 100%, ${dayWidth * 7}px 100%`,
      backgroundPosition: `0 0, ${-weekdayIndex(data.desde) * dayWidth}px 0`,
    }),
    [dayWidth, data.desde],
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
        <div role="rowgroup" className={classes.header} style={{ width, height: HEADER_HEIGHT }}>
          <div role="row" aria-rowindex={1} className={classes.headerRow}>
            <div role="columnheader" aria-colindex={1} className={classes.corner}>
              Habitación
            </div>
            {virtualCols.map((col) => {
              const date = addDays(data.desde, col.index);
              const label = columnLabel(date, col.index === 0);
              return (
                <div
                  key={col.key}
                  role="columnheader"
                  aria-colindex={col.index + 2}
                  aria-current={col.index === today ? 'date' : undefined}
                  className={classes.day}
                  data-weekend={weekdayIndex(date) >= 5 || undefined}
                  style={{ left: col.start, width: dayWidth }}
                  title={formatDate(date)}
                >
                  <span className={classes.month}>{label.month}</span>
                  <span>
                    {label.weekday} {label.day}
                  </span>
                  <VisuallyHidden>{formatDate(date)}</VisuallyHidden>
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup">
          {rowVirtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const place = rowPlace(row);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                className={classes.row}
                data-kind={row.kind}
                style={{ transform: `translateY(${item.start}px)`, height: row.height, width }}
              >
                <div
                  role="rowheader"
                  aria-colindex={1}
                  aria-label={
                    row.kind === 'habitacion'
                      ? `Habitación ${row.room.numero}, piso ${row.room.piso}`
                      : `${row.tipo.nombre}, sin asignar`
                  }
                  className={classes.rowHeader}
                >
                  {row.kind === 'habitacion' ? (
                    <>
                      <span className={classes.roomNumber}>{row.room.numero}</span>
                      <span className={classes.floor}>Piso {row.room.piso}</span>
                    </>
                  ) : (
                    <>
                      <span className={classes.typeName}>{row.tipo.nombre}</span>
                      <span className={classes.floor}>sin asignar</span>
                    </>
                  )}
                </div>
                <div
                  role="gridcell"
                  aria-colindex={2}
                  aria-colspan={days}
                  className={classes.timeline}
                  style={{ ...background, width: days * dayWidth }}
                  onPointerDown={
                    props.canCreate && row.kind === 'habitacion'
                      ? (event) => {
                          if (event.target === event.currentTarget) drag.startSelection(event, item.index);
                        }
                      : undefined
                  }
                >
                  {today >= 0 && today < days && (
                    <div className={classes.today} style={{ left: today * dayWidth, width: dayWidth }} />
                  )}
                  {row.kind === 'tipo' &&
                    row.tipo.libres.slice(firstCol, lastCol + 1).map((night, i) => (
                      <span
                        key={night.fecha}
                        className={classes.count}
                        data-none={night.libres === 0 || undefined}
                        style={{ left: (firstCol + i) * dayWidth, width: dayWidth }}
                      >
                        <VisuallyHidden>Libres el {formatDate(night.fecha)}: </VisuallyHidden>
                        {night.libres}
                      </span>
                    ))}
                  {drag.selection?.rowIndex === item.index && (
                    <div
                      className={classes.selection}
                      style={{
                        left: drag.selection.from * dayWidth,
                        width: (drag.selection.to - drag.selection.from + 1) * dayWidth,
                      }}
                    />
                  )}
                  {row.bars.map((placed) => {
                    const { span } = placed;
                    if (span.start > lastCol || span.start + span.nights - 1 < firstCol) return null;
                    const key = barKey(placed.bar);
                    const movable = props.canMove && isMovable(placed.bar);
                    return (
                      <CalendarBar
                        key={key}
                        placed={placed}
                        place={place}
                        dayWidth={dayWidth}
                        height={row.laneHeight}
                        movable={movable}
                        tabStop={key === tabStop}
                        lifted={key === gestureKey}
                        pending={props.pending.has(key)}
                        describedBy={props.summary?.key === key ? props.summary.id : undefined}
                        onPointerDown={(event, mode) =>
                          drag.startBarDrag(event, placed.bar, item.index, mode)
                        }
                        onKeyDown={(event) => keys.onKeyDown(event, placed.bar, item.index)}
                        onOpen={
                          placed.bar.reserva_id === null
                            ? undefined
                            : () => props.onOpen(placed.bar.reserva_id ?? 0)
                        }
                        onShow={(element) => {
                          if (element) keys.setFocused(key);
                          props.onShow(element ? placed.bar : null, element);
                        }}
                      />
                    );
                  })}
                  {gesture?.rowIndex === item.index && (
                    <Ghost gesture={gesture} data={data} days={days} dayWidth={dayWidth} row={row} />
                  )}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** Where a moved bar would land, drawn over the target row. */
function Ghost({
  gesture,
  data,
  days,
  dayWidth,
  row,
}: {
  gesture: Gesture;
  data: TCalendarData['data'];
  days: number;
  dayWidth: number;
  row: CalendarRow;
}) {
  const nights = movedNights(gesture.move);
  const span = nights && spanIn(data.desde, days, nights.llegada, nights.salida);
  if (!span) return null;
  const top = row.kind === 'tipo' ? row.height - LANE_HEIGHT : 0;
  const height = row.laneHeight;
  return (
    <div
      className={classes.ghost}
      aria-hidden
      style={{
        left: span.start * dayWidth + 2,
        width: span.nights * dayWidth - 4,
        top: top + 3,
        height: height - 6,
      }}
    />
  );
}

/** The tab stop before any bar was focused: the first bar of the first rendered row that has one. */
function firstVisibleBar(rows: readonly CalendarRow[], indexes: readonly number[]): string | null {
  for (const i of indexes) {
    const bar = rows[i]?.bars[0];
    if (bar) return barKey(bar.bar);
  }
  return null;
}
