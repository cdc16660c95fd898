import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { GuestOnly, RequireUser, ScreenGate } from './guards';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { HOME_SCREEN, LOGIN_PATH, NOT_FOUND_PATH } from './paths';
import { screenRoutes } from './route-table';

const toNotFound = { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> };

/** The route tree of spec §2; the dashboard screens come from the route table. */
export const appRoutes: RouteObject[] = [
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
        children: [
          { index: true, element: <Navigate to={HOME_SCREEN} replace /> },
          ...screenRoutes.map((screen) => ({
            path: screen.path,
            element: <ScreenGate screen={screen} />,
          })),
          toNotFound,
        ],
      },
    ],
  },
  { path: NOT_FOUND_PATH.slice(1), element: <NotFoundPage /> },
  toNotFound,
];
