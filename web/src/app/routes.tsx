import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { GuestOnly, LandingRedirect, RequireUser, ScreenGate } from './guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { LOGIN_PATH, NOT_FOUND_PATH } from './paths';
import { RouteErrorPage } from './route-error-page';
import { screenRoutes } from './route-table';

const toNotFound = { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> };

/** The route tree of spec §2; the dashboard screens come from the route table. */
const appRoutes: RouteObject[] = [
  { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
  {
    path: 'auth',
    element: <GuestOnly />,
    children: [
      { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
      { path: 'login', element: <LoginPage /> },
      toNotFound,
    ],
  },
  {
    path: 'dashboard',
    element: <RequireUser />,
    children: [
      {
        element: <AppLayout />,
        // The layout itself failed: nothing of it can be trusted, the page stands alone.
        errorElement: <RouteErrorPage fullPage />,
        children: [
          {
            // A screen failed: the error shows in its place, the menu and top bar stay.
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <LandingRedirect /> },
              ...screenRoutes.map((screen) => ({
                path: screen.path,
                element: <ScreenGate screen={screen} />,
              })),
              toNotFound,
            ],
          },
        ],
      },
    ],
  },
  { path: NOT_FOUND_PATH.slice(1), element: <NotFoundPage /> },
  toNotFound,
];

/** The whole tree under `/`, with the Spanish error page for anything the inner ones miss. */
export const rootRoutes: RouteObject[] = [
  { path: '/', errorElement: <RouteErrorPage fullPage />, children: appRoutes },
];
