/** The app's fixed paths, in a module of their own: the early-request entry reads them too. */
export const DASHBOARD = '/dashboard';
export const LOGIN_PATH = '/auth/login';
export const NOT_FOUND_PATH = '/notfound';
export const HOME_SCREEN = 'dashboardRooms';
export const HOME_PATH = `${DASHBOARD}/${HOME_SCREEN}`;

/** The reservations screens, route-table paths under /dashboard (issue 15). */
export const RESERVATIONS_SCREEN = 'reserva';
export const NEW_RESERVATION_SCREEN = 'reserva/nueva';
export const RESERVATION_SCREEN = 'reserva/:id';

/** What the booking form can be opened with (the calendar's empty nights): all optional. */
export interface NewReservationPrefill {
  llegada?: string;
  salida?: string;
  /** tipo_habitacion_id */
  tipo?: number;
  /** habitacion_id */
  habitacion?: number;
}

/** `/dashboard/reserva/nueva?llegada=YYYY-MM-DD&salida=YYYY-MM-DD&tipo=<id>&habitacion=<id>`. */
export function newReservationUrl(prefill: NewReservationPrefill = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return `${DASHBOARD}/${NEW_RESERVATION_SCREEN}${query ? `?${query}` : ''}`;
}

/** `/dashboard/reserva`: the bookings (with `?vista=llegadas|salidas`: the day's lists). */
export const RESERVATIONS_URL = `${DASHBOARD}/${RESERVATIONS_SCREEN}`;

/** `/dashboard/reserva/<id>`: one booking's detail. */
export function reservationUrl(id: number): string {
  return `${RESERVATIONS_URL}/${id}`;
}
