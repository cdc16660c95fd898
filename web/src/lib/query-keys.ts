/**
 * The query keys of one domain; each feature's api.ts builds its factory from this, so every
 * domain keys its queries one way. Every key starts with the domain's name: invalidating `all`
 * after a change refreshes every query of the domain, whichever screen asked for it (the rack's
 * client search lives under 'clientes', so editing a client refreshes it).
 */
export function queryKeys<const D extends string>(domain: D) {
  const all = [domain] as const;
  return {
    all,
    /** A page of the domain's list, by its paging, search and filters. */
    list: (params: object) => [...all, 'list', params] as const,
    one: (id: number) => [...all, 'one', id] as const,
    /** Any other query of the domain: its name, then what it depends on. */
    of: <const P extends readonly unknown[]>(...parts: P) => [...all, ...parts] as const,
  };
}

export type QueryKeys = ReturnType<typeof queryKeys<string>>;

/**
 * The domains whose screens show the hotel's rooms, stays and bookings: the rack ('rack', its
 * factory in features/rooms), the tape chart ('calendar') and the booking screens
 * ('reservations'). Their features build their keys with `queryKeys(<name>)`, and every open
 * browser refreshes the queries under these roots when the server streams a change
 * (app/layout/use-live-updates.ts).
 */
export const liveDomains = ['rack', 'calendar', 'reservations'] as const;

/** The restaurant's tables and open orders: refreshed on the stream's `ordenes` (and on a resync). */
export const ordersDomain = 'ordenes';
