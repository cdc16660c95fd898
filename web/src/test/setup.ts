import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
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

afterEach(() => {
  cleanup();
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  setDesktop(true);
});
