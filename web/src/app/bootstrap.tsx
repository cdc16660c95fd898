/** Starts the app: loaded by main.ts after the early requests are on their way. */
// First: zod's settings (no `new Function` probe, which the CSP reports) before any schema exists.
import '@posada/contracts/zod-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedRackFromEarlyRequest } from '../api/rack';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const queryClient = createQueryClient();
seedRackFromEarlyRequest(queryClient);
const router = createAppRouter();

// The first render is a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one task of the whole app (at a phone's speed, over
// half a second in which the page could not answer a tap: Lighthouse's Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
