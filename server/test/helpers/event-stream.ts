import { get, type IncomingMessage } from 'node:http';

/** One server-sent event as read by the tests: its name and its data (parsed JSON). */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Opens `GET url` as a server-sent-events stream with `headers` on a connection of its own
 * (node:http without an agent: fetch's pool opens spare connections that hold up the server's
 * close) and collects its events and comment lines as they come.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers, agent: false, signal: controller.signal }, resolve).on('error', reject);
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let text = '';
  let retry: number | null = null;
  let ended = false;
  const waiters = new Set<() => void>();

  const reading = (async () => {
    response.setEncoding('utf8');
    try {
      for await (const chunk of response) {
        text += chunk as string;
        let cut = text.indexOf('\n\n');
        while (cut >= 0) {
          const block = text.slice(0, cut);
          text = text.slice(cut + 2);
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data) events.push({ event, data: JSON.parse(data) });
          cut = text.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
    ended = true;
    for (const wake of waiters) wake();
  })();

  /** Waits until `count` events have arrived (or the stream ended), at most `timeoutMs`. */
  async function waitFor(count: number, timeoutMs = 2_000): Promise<StreamEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (events.length < count && !ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, deadline - Date.now());
        waiters.add(wake);
      });
    }
    return events.slice(0, count);
  }

  return {
    response,
    events,
    comments,
    retry: () => retry,
    ended: () => ended,
    waitFor,
    /** Resolves when the server ended the stream. */
    finished: () => reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
