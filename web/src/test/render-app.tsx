import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ScreenGate } from '../app/guards';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { findScreen, screenUrl } from '../app/route-table';
import { rootRoutes } from '../app/routes';

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
  /** The `X-Hotel-Id` header: the hotel the call acts on (null: the user's first). */
  hotel: string | null;
  /** The `Idempotency-Key` header of a creation. */
  idempotencyKey: string | null;
}

/** A JSON `body`, or a `text` answered as it is (an SVG, a file). */
type Reply = { status: number; body?: unknown; text?: string } | 'network-error';

/**
 * Replaces fetch with a table of answers keyed by "METHOD /api/path" (query string ignored).
 * Unlisted calls answer 404, as the server would for an unknown route.
 */
export function fakeApi(replies: Record<string, Reply | ((call: FakeCall) => Reply)>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('Authorization'),
      hotel: headers.get('X-Hotel-Id'),
      idempotencyKey: headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const entry = replies[`${method} ${url.split('?')[0]}`];
    const reply = typeof entry === 'function' ? entry(call) : (entry ?? { status: 404 });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text || null, { status: reply.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** The whole app at `path`: for what crosses screens (routes, guards, the layout, the top bar). */
export function renderApp(path: string) {
  const router = createMemoryRouter(rootRoutes, {
    initialEntries: [path],
  });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/**
 * One dashboard screen (a path of the route table, with an optional query string) behind its
 * permission guard, without the layout around it: for tests of what the screen itself does.
 * The layout's menu, top bar and their calls are left out, so the test renders a fraction of it.
 */
export function renderScreen(pathWithQuery: string) {
  const [path = ''] = pathWithQuery.split('?');
  const screen = findScreen(path);
  if (!screen) throw new Error(`No hay pantalla ${path}`);
  const element = (
    <Suspense fallback={null}>
      <ScreenGate screen={screen} />
    </Suspense>
  );
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [screenUrl(pathWithQuery)],
  });
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
