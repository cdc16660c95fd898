import { activeOutletsQuery } from '@posada/contracts/paths';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOutlets } from './api/sales';
import { startScreenReads } from './early';
import { takeEarlyRequest } from './lib/early-requests';
import { setSession } from './lib/session';
import { makeUser, pageOf } from './test/factories';
import { fakeApi } from './test/render-app';
import { renderQueryHooks } from './test/render-with-providers';
import { outlet } from './test/sales.fixture';

describe('the page’s first reads (src/early.ts)', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    // An early answer nobody took would be taken by the next test's same call.
    takeEarlyRequest('/api/habitacionesDashboard', 'tok');
    takeEarlyRequest('/api/puntoVentaListar', 'tok', null, JSON.stringify(activeOutletsQuery));
  });

  it('ask for the point of sale’s outlets before the app loads; the screen takes that answer', async () => {
    const { calls } = fakeApi({ 'POST /api/puntoVentaListar': { status: 200, body: pageOf([]) } });
    setSession('tok', makeUser([], { root: true }));
    window.history.pushState({}, '', '/dashboard/dashboardSell');
    startScreenReads();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/puntoVentaListar', activeOutletsQuery],
    ]);
    const { result } = renderQueryHooks(() => useOutlets());
    await waitFor(() => expect(result.current.data).toEqual([]));
    // The screen's own call was the one already made.
    expect(calls).toHaveLength(1);
  });

  it('show the outlets in the screen’s first render when their answer is already here', async () => {
    fakeApi({ 'POST /api/puntoVentaListar': { status: 200, body: pageOf([outlet]) } });
    setSession('tok', makeUser([], { root: true }));
    window.history.pushState({}, '', '/dashboard/dashboardSell');
    startScreenReads();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { result } = renderQueryHooks(() => useOutlets());
    expect(result.current.data?.map((o) => o.nombre)).toEqual([outlet.nombre]);
  });

  it('ask for the rack’s rooms on the home screen, and for nothing without a session', () => {
    const { calls } = fakeApi({ 'GET /api/habitacionesDashboard': { status: 200, body: { data: [] } } });
    window.history.pushState({}, '', '/dashboard/dashboardRooms');
    startScreenReads();
    expect(calls).toHaveLength(0);
    setSession('tok', makeUser([], { root: true }));
    startScreenReads();
    window.history.pushState({}, '', '/dashboard/reserva');
    startScreenReads();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/habitacionesDashboard']]);
  });
});
