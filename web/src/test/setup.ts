import { createRequire } from 'node:module';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearSession } from '../lib/session';
import { installMatchMedia, setDesktop } from './viewport';

// jsdom lacks the layout APIs Mantine reads; give them inert versions (Mantine's testing guide).
installMatchMedia();

/**
 * jsdom's getComputedStyle resolves a dozen colors on every call (the border colors are
 * `currentcolor`, so each walks up all the ancestors for `color`), and the role queries ask it for
 * every node of every accessible name they compute: 15 % of the CPU of the slowest files. No test
 * and no library the tests run reads a computed color (visibility, display and the layout
 * properties are what they read), so jsdom is told to leave colors out: a color declared on the
 * element itself (a rule, its style attribute) is still there as written; an inherited or
 * `currentcolor` one is not resolved. A test that ever needs one (`toHaveStyle({ color })`) must
 * drop this.
 */
const styleRules = createRequire(import.meta.url)('jsdom/lib/jsdom/living/helpers/style-rules.js') as {
  propertiesWithResolvedValueImplemented: Record<string, { computedValue: string }>;
};
for (const [name, property] of Object.entries(styleRules.propertiesWithResolvedValueImplemented)) {
  if (property.computedValue === 'computed-color')
    delete styleRules.propertiesWithResolvedValueImplemented[name];
}

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
