import { liveEvents, type TLiveChange } from '@posada/contracts';
import type { NotificationHandlers, StopListening } from '../../db/notifications';

/** The channel the rack-version trigger notifies on (migration 0013). */
export const CHANGES_CHANNEL = 'posada_cambios';

/** One open stream: a browser of one hotel. */
export interface LiveSink {
  /** Writes one server-sent event (already formatted). */
  write(text: string): void;
  /** Ends the stream (server shutting down). */
  end(): void;
}

/** A server-sent event: its name and JSON data. */
export const sseEvent = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

interface Deps {
  /** LISTEN on a channel (Database.listen). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  warn(message: string): void;
}

/**
 * The open streams of this process, by hotel, fed by the database's notifications: each committed
 * change of a hotel (its rack version) goes to that hotel's streams only. Every server process
 * listens and fans out to its own clients, so several behind a balancer each serve theirs. The
 * LISTEN starts with the first stream, so a process nobody watches holds no extra connection.
 */
export function createLiveUpdates({ listen, warn }: Deps) {
  const byHotel = new Map<number, Set<LiveSink>>();
  let listening: Promise<StopListening> | null = null;

  const broadcast = (sinks: Iterable<LiveSink>, text: string) => {
    for (const sink of sinks) sink.write(text);
  };

  const handlers: NotificationHandlers = {
    message(payload) {
      let change: { hotel?: unknown; version?: unknown; tipo?: unknown };
      try {
        change = JSON.parse(payload);
      } catch {
        warn(`Aviso de cambio ilegible: ${payload.slice(0, 80)}`);
        return;
      }
      const sinks = typeof change.hotel === 'number' ? byHotel.get(change.hotel) : undefined;
      if (!sinks?.size) return;
      // The restaurant's orders (migration of issue 31's orders): their own event, no version.
      if (change.tipo === liveEvents.orders) return broadcast(sinks, sseEvent(liveEvents.orders, {}));
      const data: TLiveChange = { version: String(change.version) };
      broadcast(sinks, sseEvent(liveEvents.change, data));
    },
    resync() {
      const text = sseEvent(liveEvents.resync, {});
      for (const sinks of byHotel.values()) broadcast(sinks, text);
    },
  };

  function startListening(): Promise<StopListening> {
    listening ??= listen(CHANGES_CHANNEL, handlers).catch((err) => {
      listening = null;
      throw err;
    });
    return listening;
  }

  return {
    /** Adds a hotel's stream; the answer removes it. */
    async subscribe(hotelId: number, sink: LiveSink): Promise<() => void> {
      await startListening();
      let sinks = byHotel.get(hotelId);
      if (!sinks) {
        sinks = new Set();
        byHotel.set(hotelId, sinks);
      }
      sinks.add(sink);
      return () => {
        sinks.delete(sink);
        if (sinks.size === 0 && byHotel.get(hotelId) === sinks) byHotel.delete(hotelId);
      };
    },
    /** How many streams are open (all hotels). */
    openStreams: () => [...byHotel.values()].reduce((n, s) => n + s.size, 0),
    /** Ends every stream and stops listening (before the server closes). */
    async close(): Promise<void> {
      for (const sinks of byHotel.values()) for (const sink of sinks) sink.end();
      byHotel.clear();
      const stop = listening;
      listening = null;
      if (stop) await (await stop.catch(() => null))?.();
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
