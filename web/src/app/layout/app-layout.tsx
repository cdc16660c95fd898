import { AppShell, Loader, ScrollArea } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePermissionsRefresh } from '../../api/auth';
import { useCurrentHotel } from '../../lib/current-hotel';
import { LazyDialog, lazyNamed, usePreloadOnInteraction } from '../../lib/lazy-named';
import { useThemeConfig } from '../../lib/session';
import { AppFooter } from './app-footer';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useLiveUpdates } from './use-live-updates';

const ThemeDrawer = lazyNamed(() => import('../../features/theme/theme-drawer'), 'ThemeDrawer');
const MenuDrawer = lazyNamed(() => import('./menu-drawer'), 'MenuDrawer');

/** Spec §9: the desktop layout starts above 991 px wide. */
export const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * The dashboard frame. A static menu is docked on desktop (the burger collapses it); an
 * overlay menu, and any menu on a narrow screen, opens as a drawer over the page.
 */
export function AppLayout() {
  usePermissionsRefresh();
  useLiveUpdates();
  // The phone's menu opens at the burger's touch, without waiting for its code.
  usePreloadOnInteraction(MenuDrawer);
  const { menuMode } = useThemeConfig();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const docked = isDesktop && menuMode === 'static';
  const [dockedOpened, dockedMenu] = useDisclosure(true);
  const [overlayOpened, overlayMenu] = useDisclosure(false);
  const drawerOpened = !docked && overlayOpened;
  const [themeOpened, themeDrawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const hotel = useCurrentHotel();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the overlay on navigation
  useEffect(() => overlayMenu.close(), [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 36 }}
      navbar={
        docked
          ? { width: 260, breakpoint: 'md', collapsed: { desktop: !dockedOpened, mobile: true } }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header>
        <TopBar
          menuOpened={docked ? dockedOpened : overlayOpened}
          onToggleMenu={docked ? dockedMenu.toggle : overlayMenu.toggle}
          onOpenTheme={themeDrawer.open}
        />
      </AppShell.Header>
      {docked && (
        <AppShell.Navbar>
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      {/* Mounted at its first opening: closed, its portal was drawn into every first visit. */}
      <LazyDialog component={MenuDrawer} opened={drawerOpened} onClose={overlayMenu.close} />
      <AppShell.Main>
        {/* A switch of hotel renders the screen anew: its data, dates and times are the hotel's. */}
        <Suspense key={hotel?.id} fallback={<Loader aria-label="Cargando pantalla" />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
      <LazyDialog component={ThemeDrawer} opened={themeOpened} onClose={themeDrawer.close} />
    </AppShell>
  );
}
