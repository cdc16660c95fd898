import type { TCalendarBar } from '@posada/contracts';
import { type KeyboardEvent, useState } from 'react';
import { daysBetween } from './calendar-dates';
import { type BarMove, isMovable } from './drop';
import { barKey, type CalendarRow } from './rows';
import type { Gesture } from './use-bar-drag';

/** The bar next to `key` in a direction: the same row by date, or the nearest row with bars. */
export function neighbourBar(
  rows: readonly CalendarRow[],
  rowIndex: number,
  key: string,
  direction: 'left' | 'right' | 'up' | 'down' | 'home' | 'end',
): { rowIndex: number; bar: TCalendarBar } | null {
  const row = rows[rowIndex];
  if (!row) return null;
  const index = row.bars.findIndex((b) => barKey(b.bar) === key);
  const here = row.bars[index];
  if (direction === 'left' || direction === 'right' || direction === 'home' || direction === 'end') {
    const to =
      direction === 'home'
        ? 0
        : direction === 'end'
          ? row.bars.length - 1
          : index + (direction === 'left' ? -1 : 1);
    const bar = row.bars[to];
    return bar ? { rowIndex, bar: bar.bar } : null;
  }
  const step = direction === 'up' ? -1 : 1;
  for (let r = rowIndex + step; r >= 0 && r < rows.length; r += step) {
    const bars = rows[r]?.bars ?? [];
    if (bars.length === 0) continue;
    const column = here?.span.start ?? 0;
    const nearest = bars.reduce((best, b) =>
      Math.abs(b.span.start - column) < Math.abs(best.span.start - column) ? b : best,
    );
    return { rowIndex: r, bar: nearest.bar };
  }
  return null;
}

/**
 * The chart from the keyboard: arrows, Home and End walk the bars (one of them is the tab stop);
 * M picks up a booking line, then arrows move it by a night or a row, Shift+arrows move its
 * departure, Enter drops it (sent to the server as a drag is) and Escape puts it back.
 */
export function useBarKeys(
  rows: readonly CalendarRow[],
  actions: {
    canMove: boolean;
    focusBar: (rowIndex: number, key: string) => void;
    onMove: (move: BarMove) => void;
    announce: (gesture: Gesture | null, text?: string) => void;
  },
) {
  const [focused, setFocused] = useState<string | null>(null);
  const [moving, setMoving] = useState<Gesture | null>(null);

  const walk = (event: KeyboardEvent, bar: TCalendarBar, rowIndex: number) => {
    const directions: Record<string, 'left' | 'right' | 'up' | 'down' | 'home' | 'end'> = {
      ArrowLeft: 'left',
      ArrowRight: 'right',
      ArrowUp: 'up',
      ArrowDown: 'down',
      Home: 'home',
      End: 'end',
    };
    const direction = directions[event.key];
    if (!direction) return;
    event.preventDefault();
    const next = neighbourBar(rows, rowIndex, barKey(bar), direction);
    if (!next) return;
    const key = barKey(next.bar);
    setFocused(key);
    actions.focusBar(next.rowIndex, key);
  };

  const steer = (event: KeyboardEvent, gesture: Gesture) => {
    const { move } = gesture;
    const nights = (move.bar.hasta ? daysBetween(move.bar.desde, move.bar.hasta) : 1) + move.stretch;
    let next: Gesture | null = null;
    if (event.key === 'Escape') {
      setMoving(null);
      actions.announce(null, 'Movimiento cancelado');
    } else if (event.key === 'Enter') {
      setMoving(null);
      actions.onMove(move);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      if (event.shiftKey) {
        if (nights + step >= 1) next = { ...gesture, move: { ...move, stretch: move.stretch + step } };
      } else next = { ...gesture, move: { ...move, shift: move.shift + step } };
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const rowIndex = gesture.rowIndex + (event.key === 'ArrowUp' ? -1 : 1);
      const row = rows[rowIndex];
      if (row) next = { rowIndex, move: { ...move, target: row.target } };
    } else return;
    event.preventDefault();
    if (next) {
      setMoving(next);
      actions.announce(next);
    }
  };

  const onKeyDown = (event: KeyboardEvent, bar: TCalendarBar, rowIndex: number) => {
    if (moving && barKey(moving.move.bar) === barKey(bar)) return steer(event, moving);
    if ((event.key === 'm' || event.key === 'M') && actions.canMove && isMovable(bar)) {
      event.preventDefault();
      const row = rows[rowIndex];
      if (!row) return;
      const gesture = { rowIndex, move: { bar, target: row.target, shift: 0, stretch: 0 } };
      setMoving(gesture);
      actions.announce(gesture);
      return;
    }
    walk(event, bar, rowIndex);
  };

  return { focused, setFocused, moving, setMoving, onKeyDown };
}
