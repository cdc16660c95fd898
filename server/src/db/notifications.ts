import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: each NOTIFY payload, and `resync` when some may have been missed. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile are gone. */
  resync(): void;
}

/** Stops listening (and, on PostgreSQL, ends the dedicated connection). */
export type StopListening = () => Promise<void>;

/** PGlite delivers NOTIFY in-process, on commit only: nothing to reconnect. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, (payload) => handlers.message(payload));
  return () => unlisten();
}

/** Delay before the n-th reconnection attempt: 0.5 s doubling up to 30 s. */
export const reconnectDelay = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * PostgreSQL: one dedicated connection (not from the pool, which would hand it back and lose the
 * LISTEN) runs `LISTEN channel`. When it drops (a restart, a failover, a network cut) it is
 * opened again with growing delays, and after each reconnection `resync` is called, since
 * notifications sent while it was away are lost. Resolves once the first LISTEN is in place (or,
 * when the server does not answer, once the retries are scheduled).
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<StopListening> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    next.on('error', (err) => lost(next, err.message));
    next.on('end', () => lost(next, 'conexión cerrada'));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  }

  function lost(which: pg.Client, reason: string): void {
    if (stopped || client !== which) return;
    client = null;
    log(`Se perdió la escucha de cambios en PostgreSQL (${reason}); reconectando`);
    which.end().catch(() => undefined);
    schedule();
  }

  function schedule(): void {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        attempt = 0;
        handlers.resync();
      } catch (err) {
        attempt++;
        log(`No se pudo volver a escuchar cambios en PostgreSQL: ${(err as Error).message}`);
        schedule();
      }
    }, reconnectDelay(attempt));
    timer.unref();
  }

  try {
    await connect();
  } catch (err) {
    // The server is not reachable now: keep trying in the background; the first success resyncs.
    log(`No se pudo escuchar cambios en PostgreSQL: ${(err as Error).message}`);
    attempt++;
    schedule();
  }
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
