import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the first screen does not need to draw — the live stream, the register's balance, the
 * hotel's settings and logo, the permissions' refresh — starts once the browser has drawn the
 * first screen and has a moment free, not while it is still loading and rendering the app: on a
 * phone each of those answers re-rendered the top bar in the middle of the first render (long
 * tasks Lighthouse counts as blocking time). The moment is shared: once reached it stays reached.
 *
 * "The first screen" is the screen itself, not the frame around it: a lazily loaded screen is
 * drawn a moment after the top bar and the menu (its code arrives after theirs), and the top bar's
 * calls started at the frame's first paint travelled and were answered while the screen was still
 * loading (on a phone's 4G, before the screen's own title and fields showed — Lighthouse's LCP).
 * The screen says it was drawn (`useScreenDrawn`, in ScreenGate); a page where no screen is drawn
 * (an error) still gets there after SCREEN_WAIT_MS.
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
/** Longest wait for a screen to be drawn: a page with none still starts its queries. */
export const SCREEN_WAIT_MS = 5_000;

function scheduleReady(): void {
  if (scheduled) return;
  scheduled = true;
  // After the next frame is drawn (a frame callback runs before its frame is painted: the second
  // one comes once the first frame is on the screen), then when the main thread is idle (Safari
  // has no requestIdleCallback: a short timer there).
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(markReady, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(markReady, 100);
  };
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(whenIdle));
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
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(scheduleReady, SCREEN_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return value;
}

/** Called by the screen once it is drawn (committed): what waits for it may start. */
export function useScreenDrawn(): void {
  useEffect(scheduleReady, []);
}
