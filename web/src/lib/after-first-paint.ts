import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the first screen does not need to draw — the live stream, the register's balance, the
 * hotel's settings and logo, the permissions' refresh — starts once the browser has drawn the
 * first screen and has a moment free, not while it is still loading and rendering the app: on a
 * phone each of those answers re-rendered the top bar in the middle of the first render (long
 * tasks Lighthouse counts as blocking time). The moment is shared: once reached it stays reached.
 */
let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function markReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

/** Longest wait for a free moment: a page busy for good still starts its queries. */
const IDLE_TIMEOUT_MS = 2_000;

function scheduleReady(): void {
  if (scheduled) return;
  scheduled = true;
  // After the next frame is drawn, then when the main thread is idle (Safari has no
  // requestIdleCallback: a short timer there).
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(markReady, 100);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(whenIdle);
  else whenIdle();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isReady = () => ready;

/** False until the first screen is drawn and the browser is idle, then true for good. */
export function useAfterFirstPaint(): boolean {
  const value = useSyncExternalStore(subscribe, isReady);
  useEffect(scheduleReady, []);
  return value;
}
