import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { useScreenDrawn } from '../lib/after-first-paint';
import { usePermissionCheck, userCan } from '../lib/permissions';
import { useCurrentUser } from '../lib/session';
import { landingScreen } from './landing';
import { HOME_PATH, HOME_SCREEN, LOGIN_PATH } from './paths';
import { type ScreenRoute, screenUrl } from './route-table';

/** /dashboard needs a stored user (spec §2). */
export function RequireUser() {
  const user = useCurrentUser();
  return user ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/**
 * /auth is only for visitors: a stored user goes to the rack (spec §2), and from there on to the
 * first screen they may open when the rack is not one of them (ScreenGate).
 */
export function GuestOnly() {
  const user = useCurrentUser();
  return user ? <Navigate to={HOME_PATH} replace /> : <Outlet />;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Posada`;
    return () => {
      document.title = 'Posada';
    };
  }, [title]);
}

/** /dashboard opens the first screen of the menu the user may open. */
export function LandingRedirect() {
  const can = usePermissionCheck();
  return <Navigate to={screenUrl(landingScreen(can))} replace />;
}

/**
 * One dashboard screen: its permission guard, then its element. The
 * home screen, where login and /auth send everyone, hands a user without it on to their landing
 * screen instead of refusing them.
 */
export function ScreenGate({ screen }: { screen: ScreenRoute }) {
  const user = useCurrentUser();
  useDocumentTitle(screen.title);
  // Inside the layout's Suspense: runs once the screen, lazily loaded or not, is drawn.
  useScreenDrawn();
  if (!userCan(user, screen.permissions)) {
    return screen.path === HOME_SCREEN ? <LandingRedirect /> : <AccessDenied />;
  }
  return <>{screen.element}</>;
}
