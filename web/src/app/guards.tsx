import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { UnderConstruction } from '../components/under-construction';
import { userCan } from '../lib/permissions';
import { useCurrentUser } from '../lib/session';
import { HOME_PATH, LOGIN_PATH } from './paths';
import type { ScreenRoute } from './route-table';

/** /dashboard needs a stored user (spec §2). */
export function RequireUser() {
  const user = useCurrentUser();
  return user ? <Outlet /> : <Navigate to={LOGIN_PATH} replace />;
}

/** /auth is only for visitors: a stored user goes to the rack (spec §2). */
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

/** One dashboard screen: its permission guard, then its element or the construction panel. */
export function ScreenGate({ screen }: { screen: ScreenRoute }) {
  const user = useCurrentUser();
  useDocumentTitle(screen.title);
  if (!userCan(user, screen.permissions)) return <AccessDenied />;
  return <>{screen.element ?? <UnderConstruction title={screen.title} />}</>;
}
