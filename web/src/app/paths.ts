/** The app's fixed paths, in a module of their own: the early-request entry reads them too. */
export const DASHBOARD = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/notfound';
export const HOME_SCREEN = 'dashboardRooms';
export const HOME_PATH = `${DASHBOARD}/${HOME_SCREEN}`;
