import { activeOutletsQuery } from '@posada/contracts/paths';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOutlets } from './api/sales';
import { createQueryClient } from './app/query-client';
import { startScreenReads } from './early';
import { takeEarlyRequest } from './lib/early-requests';
import { setSession } from './lib/session';
import { makeUser, pageOf } from './test/factories';
import { fakeApi } from './test/render-app';
import { outlet } from './test/sales.fixture';

const outlets = { data: [], total: 0, per_page: 200, current_page: 1, last_page: 1 };

describe('the page’s first reads (src/early.ts)', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    // An early answer nobody took would be taken by the next test's same call.
    takeEarlyRequest('/api/habitacionesDashboard', 'tok');
    takeEarlyRequest('/api/puntoVentaListar', 'tok', null, JSON.stringify(activeOutletsQuery));
  });

  it('ask for the point of sale’s outlets before the app loads; the screen takes that answer', async () => {
    const { calls } = fakeApi({ 'POST /api/puntoVentaListar': { status: 200, body: outlets } });
    setSession('tok', makeUser([], { root: true }));
    window.history.pushState({}, '', '/dashboard/dashboardSell');
    startScreenReads();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/puntoVentaListar', activeOutletsQuery],
    ]);
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOutlets(), { wrapper });
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
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useOutlets(), { wrapper });
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
