import { QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** Renders a piece inside the app's providers (Mantine, modals, notifications, queries). */
export function renderWithProviders(ui: ReactNode) {
  return render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
}

/**
 * Runs hooks that only need the query client (a feature's api.ts), without rendering any screen:
 * the fastest way to test what a mutation refreshes.
 */
export function renderQueryHooks<R>(hooks: () => R) {
  const client = createQueryClient();
  const view = renderHook(hooks, {
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  });
  return { client, ...view };
}
