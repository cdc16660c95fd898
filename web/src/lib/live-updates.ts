import { LIVE_RETRY_MS, liveEvents, livePaths } from '@posada/contracts';
import { createParser } from 'eventsource-parser';
import { useSyncExternalStore } from 'react';
import { apiUrl } from './api';

/**
 * The browser's end of `GET /eventos`: a `fetch` stream (so it carries the bearer token and the
 * hotel, which `EventSource` cannot send) read with eventsource-parser, reconnecting with growing
 * delays. Plain HTTP is enough: nothing here needs a secure context.
 */
export type LiveStatus = 'connecting' | 'open' | 'closed';

/** Why the screens should refresh: a change, the server's resync, or a stream opened again. */
export type LiveReason =
  | typeof liveEvents.change
  | typeof liveEvents.resync
  | typeof liveEvents.orders
  | 'reconnected';

export interface LiveOptions {
  token: string;
  hotelId: number | null;
  onChange(reason: LiveReason): void;
  /** The session is no longer valid (401): stop, the app shows the login. */
  onUnauthorized(): void;
  onStatus?(status: LiveStatus): void;
}

/** Delay before the n-th reconnection (0-based): the server's `retry:` doubling up to 30 s, with jitter. */
export function reconnectDelay(attempt: number, retryMs = LIVE_RETRY_MS, random = Math.random): number {
  const base = Math.min(30_000, retryMs * 2 ** attempt);
  return Math.round(base * (0.75 + random() * 0.5));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Opens the stream and keeps it open until `stop()`. */
export function connectLiveUpdates(options: LiveOptions): { stop(): void } {
  const stopped = new AbortController();
  let retryMs = LIVE_RETRY_MS;
  let opened = false;

  async function readOnce(): Promise<'again' | 'stop'> {
    options.onStatus?.('connecting');
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${options.token}`,
    };
    if (options.hotelId !== null) headers['X-Hotel-Id'] = String(options.hotelId);
    const response = await fetch(apiUrl(livePaths.events), {
      headers,
      cache: 'no-store',
      signal: stopped.signal,
    });
    if (response.status === 401) {
      options.onUnauthorized();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    options.onStatus?.('open');
    // Changes made while the stream was down were not heard: refresh once on reopening.
    if (opened) options.onChange('reconnected');
    opened = true;
    const parser = createParser({
      onEvent: (event) => {
        if (
          event.event === liveEvents.change ||
          event.event === liveEvents.resync ||
          event.event === liveEvents.orders
        )
          options.onChange(event.event);
      },
      onRetry: (ms) => {
        retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    stopped.signal.addEventListener('abort', cancel, { once: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        stopped.signal.removeEventListener('abort', cancel);
        return 'again';
      }
      parser.feed(value);
    }
  }

  void (async () => {
    let attempt = 0;
    while (!stopped.signal.aborted) {
      const wasOpen = opened;
      try {
        if ((await readOnce()) === 'stop') break;
      } catch {
        // a network error or the stop: decided below
      }
      if (stopped.signal.aborted) break;
      options.onStatus?.('closed');
      // A stream that had been open starts the delays over.
      attempt = opened && !wasOpen ? 0 : attempt;
      await sleep(reconnectDelay(attempt++, retryMs), stopped.signal);
    }
    options.onStatus?.('closed');
  })();

  return { stop: () => stopped.abort() };
}

let status: LiveStatus = 'closed';
const listeners = new Set<() => void>();

/** Records the stream's state for the screens that poll only while it is down. */
export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Whether the live stream is open now (screens then poll rarely, only as a safety net). */
export function useLiveUpdatesOpen(): boolean {
  return (
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => status,
    ) === 'open'
  );
}
