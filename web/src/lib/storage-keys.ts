/** Where the session lives in localStorage (read also by the early-request entry). */
export const TOKEN_KEY = 'posada.token';
export const USER_KEY = 'posada.usuario';
/** The hotel chosen among the user's hotels, in sessionStorage (see current-hotel.ts). */
export const HOTEL_KEY = 'posada.hotel';
