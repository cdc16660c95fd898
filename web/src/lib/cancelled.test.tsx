import type { PermissionCode } from '@posada/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/factories';
import { fakeApi, renderApp } from '../test/render-app';
import { isCancelled, STAYED_AFTER_MS } from './cancelled';
import { setSession } from './session';

const permisos: PermissionCode[] = ['rack.ver', 'cajas.abrir'];

/** The top bar's start-up loads, each failing as the browser fails them (`beforeLoad` first). */
function loadsFailing(beforeLoad: () => void) {
  const fail = () => {
    beforeLoad();
    return 'network-error' as const;
  };
  return fakeApi({
    'GET /api/getPermisosUsuario': { status: 200, body: { is_root: false, permisos: [] } },
    'GET /api/configurations': fail,
    'GET /api/detalleCajaSaldo': fail,
  });
}

const logged = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => String(call[0]));

describe('a call called off', () => {
  afterEach(() => {
    window.dispatchEvent(new Event('pageshow'));
  });

  it('logs nothing when the page is left while the top bar loads', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = loadsFailing(() => window.dispatchEvent(new Event('pagehide')));
    setSession('tok', makeUser(permisos));
    renderApp('/dashboard/dashboardRooms');
    expect(await screen.findByText('Total Caja')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/detalleCajaSaldo')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/configurations')).toBe(true));
    // The failed loads have settled (a retry would come a second later, and fail the same way).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logged(errors).filter((text) => text.startsWith('No se pudo cargar'))).toEqual([]);
  });

  it('still logs a start-up load that fails while the user stays', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadsFailing(() => undefined);
    setSession('tok', makeUser(permisos));
    renderApp('/dashboard/dashboardRooms');
    await waitFor(() => expect(logged(errors)).toContain('No se pudo cargar el saldo de la caja'));
  });

  it('counts failures again when the page stayed after all (a download, a leave called off)', async () => {
    vi.useFakeTimers();
    try {
      window.dispatchEvent(new Event('beforeunload'));
      expect(isCancelled(new TypeError('Failed to fetch'))).toBe(true);
      vi.advanceTimersByTime(STAYED_AFTER_MS);
      expect(isCancelled(new TypeError('Failed to fetch'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
