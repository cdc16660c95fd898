import type { TCalendarBar } from '@posada/contracts';
import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { columnAt } from './calendar-dates';
import type { BarMove } from './drop';
import { type CalendarRow, rowAt } from './rows';

/** A move in progress, by pointer or keyboard: where the bar would land. */
export interface Gesture {
  move: BarMove;
  rowIndex: number;
}

/** Empty nights of a room chosen by dragging across them: columns [from, to]. */
export interface Selection {
  rowIndex: number;
  from: number;
  to: number;
}

interface Geometry {
  scrollRef: RefObject<HTMLDivElement | null>;
  rows: readonly CalendarRow[];
  /** Each row's top, under the header. */
  offsets: readonly number[];
  roomWidth: number;
  headerHeight: number;
  dayWidth: number;
  days: number;
}

/** Pixels the pointer must travel before a press becomes a drag (a smaller one is a click). */
const DRAG_THRESHOLD = 4;
/** How close to an edge of the chart the pointer starts it scrolling, and how fast. */
const EDGE = 36;
const EDGE_STEP = 12;

/**
 * Pointer drags on the chart, computed from coordinates rather than drop targets (a row out of
 * view is not in the DOM): a bar's body moves it (nights and row), its end handle moves the
 * departure, and a press on a room's empty nights selects nights for a new booking. The chart
 * scrolls while the pointer is held near its edges.
 */
export function useBarDrag(
  geometry: Geometry,
  handlers: { onMove: (move: BarMove) => void; onSelect: (selection: Selection) => void },
) {
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const live = useRef({ geometry, handlers });
  live.current = { geometry, handlers };
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  /** The pointer in the chart's content: pixels into the days and into the rows. */
  const contentPoint = (clientX: number, clientY: number) => {
    const { scrollRef, roomWidth, headerHeight } = live.current.geometry;
    const el = scrollRef.current;
    if (!el) return { x: 0, y: 0 };
    const rect = el.getBoundingClientRect();
    return {
      x: clientX - rect.left + el.scrollLeft - roomWidth,
      y: clientY - rect.top + el.scrollTop - headerHeight,
    };
  };

  /** Follows the pointer on the window until it is released; `update` runs on moves and scrolls. */
  const follow = (
    event: ReactPointerEvent,
    update: (x: number, y: number, dragging: boolean) => void,
    /** `dragging`: the pointer travelled; `cancelled`: the browser took the gesture (a scroll). */
    release: (dragging: boolean, cancelled: boolean) => void,
  ) => {
    stop.current?.();
    const start = { x: event.clientX, y: event.clientY };
    let last = start;
    let dragging = false;
    let frame = 0;
    const recompute = () => {
      const p = contentPoint(last.x, last.y);
      update(p.x, p.y, dragging);
    };
    const edgeScroll = () => {
      const el = live.current.geometry.scrollRef.current;
      if (el && dragging) {
        const rect = el.getBoundingClientRect();
        const { roomWidth, headerHeight } = live.current.geometry;
        const dx =
          last.x > rect.right - EDGE ? EDGE_STEP : last.x < rect.left + roomWidth + EDGE ? -EDGE_STEP : 0;
        const dy =
          last.y > rect.bottom - EDGE ? EDGE_STEP : last.y < rect.top + headerHeight + EDGE ? -EDGE_STEP : 0;
        if (dx || dy) {
          el.scrollBy(dx, dy);
          recompute();
        }
      }
      frame = requestAnimationFrame(edgeScroll);
    };
    const move = (e: PointerEvent) => {
      last = { x: e.clientX, y: e.clientY };
      if (!dragging && Math.hypot(last.x - start.x, last.y - start.y) >= DRAG_THRESHOLD) dragging = true;
      if (dragging) recompute();
    };
    const end = (e: PointerEvent) => {
      const wasDragging = dragging;
      cleanup();
      release(wasDragging, e.type !== 'pointerup');
    };
    const cleanup = () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      stop.current = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    frame = requestAnimationFrame(edgeScroll);
    stop.current = () => {
      cleanup();
      setGesture(null);
      setSelection(null);
    };
    const first = contentPoint(start.x, start.y);
    update(first.x, first.y, false);
  };

  /** A press on a bar's body ('move') or its end handle ('stretch'). */
  const startBarDrag = (
    event: ReactPointerEvent,
    bar: TCalendarBar,
    rowIndex: number,
    mode: 'move' | 'stretch',
  ) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const origin = contentPoint(event.clientX, event.clientY);
    let current: Gesture | null = null;
    follow(
      event,
      (x, y, dragging) => {
        if (!dragging) return;
        const { rows, offsets, dayWidth } = live.current.geometry;
        const days = Math.round((x - origin.x) / dayWidth);
        const target = mode === 'move' ? rowAt(offsets, y) : rowIndex;
        const row = rows[target];
        if (!row) return;
        const next: Gesture = {
          rowIndex: target,
          move: {
            bar,
            target: row.target,
            shift: mode === 'move' ? days : 0,
            stretch: mode === 'stretch' ? days : 0,
          },
        };
        if (
          current?.rowIndex !== next.rowIndex ||
          current.move.shift !== next.move.shift ||
          current.move.stretch !== next.move.stretch
        ) {
          current = next;
          setGesture(next);
        }
      },
      (dragging, cancelled) => {
        setGesture(null);
        if (dragging && !cancelled && current) live.current.handlers.onMove(current.move);
      },
    );
  };

  /** A press on a room's empty nights: drag across them (mouse, pen) or tap one (touch). */
  const startSelection = (event: ReactPointerEvent, rowIndex: number) => {
    if (event.button !== 0) return;
    const touch = event.pointerType === 'touch';
    const { dayWidth, days } = live.current.geometry;
    const anchor = columnAt(contentPoint(event.clientX, event.clientY).x, dayWidth, days);
    let current: Selection = { rowIndex, from: anchor, to: anchor };
    if (!touch) setSelection(current);
    follow(
      event,
      (x, _y, dragging) => {
        if (touch || !dragging) return;
        const col = columnAt(x, live.current.geometry.dayWidth, live.current.geometry.days);
        const next = { rowIndex, from: Math.min(anchor, col), to: Math.max(anchor, col) };
        if (next.from !== current.from || next.to !== current.to) {
          current = next;
          setSelection(next);
        }
      },
      (dragging, cancelled) => {
        setSelection(null);
        // A touch that moved was a scroll of the chart, not a choice of nights.
        if (!cancelled && !(touch && dragging)) live.current.handlers.onSelect(current);
      },
    );
  };

  return { gesture, selection, startBarDrag, startSelection };
}
