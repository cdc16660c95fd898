import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** Renders a piece inside the app's providers (Mantine, modals, notifications, queries). */
export function renderWithProviders(ui: ReactNode) {
  return render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);
}
