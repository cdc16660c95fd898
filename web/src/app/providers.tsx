import './first-styles';
import './phone.css';
import { MantineProvider } from '@mantine/core';
import { Notifications, useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Dialogs } from '../components/dialogs';
import { useEverTrue } from '../lib/lazy-named';
import { useSession, useThemeConfig } from '../lib/session';
import { buildTheme, cssVariablesResolver, useRootFontSize } from './theme';

/**
 * Drops every cached answer when the session ends, so no data outlives its user. Answers of public
 * calls (`meta.public`: the logo the login page shows) are nobody's data and stay: removing one
 * the login page is waiting for would leave it waiting forever.
 */
function useClearCacheOnLogout(queryClient: QueryClient): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    if (signedIn) return;
    queryClient.removeQueries({ predicate: (query) => query.meta?.public !== true });
    queryClient.getMutationCache().clear();
  }, [signedIn, queryClient]);
}

/**
 * Mantine's toasts, mounted at the first one shown (a toast shown before waits in Mantine's store):
 * mounted from the start they drew a portal and six empty stacks into every first visit's first
 * commit (docs/performance.md, thirteenth pass). At the bottom: a toast at the top covered the top
 * bar's buttons.
 */
function ToastsWhenShown() {
  const { notifications, queue } = useNotifications();
  return useEverTrue(notifications.length + queue.length > 0) ? (
    <Notifications position="bottom-right" />
  ) : null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const config = useThemeConfig();
  const theme = useMemo(() => buildTheme(config), [config]);
  useRootFontSize(config.fontSize);
  useClearCacheOnLogout(queryClient);

  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        forceColorScheme={config.mode}
        cssVariablesResolver={cssVariablesResolver}
      >
        <Dialogs />
        <ToastsWhenShown />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
