import type { TSessionHotel } from '@posada/contracts';
import { DEFAULT_TIME_ZONE } from '@posada/contracts/time-zones';
import { useSyncExternalStore } from 'react';
import { getSession, useCurrentUser } from './session';
import { HOTEL_KEY } from './storage-keys';

/**
 * The hotel the user works in now. A user of a chain may hold several; the chosen one lives in
 * sessionStorage (per tab, forgotten at logout as the specification clears it) and goes to the
 * server as `X-Hotel-Id`. Without a choice it is the user's first hotel, the one the server also
 * picks when the header is missing.
 */
const listeners = new Set<() => void>();

function storedChoice(): number | null {
  try {
    const raw = sessionStorage.getItem(HOTEL_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

function pick(hotels: readonly TSessionHotel[] | undefined, choice: number | null): TSessionHotel | null {
  if (!hotels || hotels.length === 0) return null;
  return hotels.find((h) => h.id === choice) ?? hotels[0] ?? null;
}

export function getCurrentHotel(): TSessionHotel | null {
  return pick(getSession()?.user.datalle_hoteles, storedChoice());
}

/** The `X-Hotel-Id` to send: only a choice the user made among their hotels. */
export function chosenHotelId(): number | null {
  const choice = storedChoice();
  return choice !== null && getCurrentHotel()?.id === choice ? choice : null;
}

/** The IANA time zone the app shows dates and times in: the current hotel's. */
export function hotelTimeZone(): string {
  return getCurrentHotel()?.zona_horaria ?? DEFAULT_TIME_ZONE;
}

/** Works in another of the user's hotels from now on (the caller reloads the hotel's data). */
export function chooseHotel(id: number): void {
  sessionStorage.setItem(HOTEL_KEY, String(id));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current hotel; re-renders after a login, a change of the user's hotels, or a switch. */
export function useCurrentHotel(): TSessionHotel | null {
  const user = useCurrentUser();
  const choice = useSyncExternalStore(subscribe, storedChoice);
  return pick(user?.datalle_hoteles, choice);
}
