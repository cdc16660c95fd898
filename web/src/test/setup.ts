import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { installMatchMedia, setDesktop } from './viewport';

// jsdom lacks the layout APIs Mantine reads; give them inert versions (Mantine's testing guide).
installMatchMedia();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// findBy…/waitFor wait up to 1 s by default. The first render of a lazily loaded screen in a test
// file loads its modules then, and a loaded 2-core machine gives the test a fraction of a core:
// the wait is on the machine, not on the app, so it gets room (a test still goes on as soon as
// what it waits for is there; only a failing one waits the whole 10 s).
configure({ asyncUtilTimeout: 10_000 });

/**
 * Most test files share a worker's modules and DOM (vite.config.ts): everything a test may leave
 * behind that outlives React's cleanup is reset here.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  setDesktop(true);
  notifications.clean();
  notifications.cleanQueue();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  document.title = '';
});
