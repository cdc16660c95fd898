import {
  defaultThemeConfig,
  lazyShape,
  type TSessionUser,
  type TThemeConfig,
  ZSessionHotel,
  ZSessionUser,
  ZThemeConfig,
} from '@posada/contracts';
import { DEFAULT_TIME_ZONE } from '@posada/contracts/time-zones';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { TOKEN_KEY, USER_KEY } from './storage-keys';

export interface Session {
  token: string;
  user: TSessionUser;
}

/**
 * The stored user as the web accepts it. Spec §5: a theme config is valid only with theme,
 * mode, a numeric fontSize and menuMode; anything else falls back to the default layout.
 */
export const ZStoredUser = ZSessionUser.extend(
  lazyShape(() => ({
    theme_config: ZThemeConfig.catch(defaultThemeConfig),
    // A session stored before hotels carried their time zone keeps working, in the default zone
    // until the next login.
    datalle_hoteles: z.array(ZSessionHotel.extend({ zona_horaria: z.string().catch(DEFAULT_TIME_ZONE) })),
  })),
);

function readStorage(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const parsed = ZStoredUser.safeParse(JSON.parse(raw));
    return parsed.success ? { token, user: parsed.data } : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStorage();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(token: string, user: TSessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token, user };
  emit();
}

/** Replaces the stored user (permissions refreshed, theme changed) and keeps the token. */
export function updateStoredUser(update: (user: TSessionUser) => TSessionUser): void {
  if (!current) return;
  const user = update(current.user);
  if (user === current.user) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token: current.token, user };
  emit();
}

/**
 * Forgets the token and the user. `quietly` leaves the screen as it is, for a caller that reloads
 * the page next (logout): the screen would otherwise route to the login page first, and then the
 * reload would load it again.
 */
export function clearSession({ quietly = false }: { quietly?: boolean } = {}): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  if (current === null) return;
  current = null;
  if (!quietly) emit();
}

/** Another tab logged in or out: follow it, so two tabs never act as different users. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    current = readStorage();
    emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession);
}

export function useCurrentUser(): TSessionUser | null {
  return useSession()?.user ?? null;
}

export function useThemeConfig(): TThemeConfig {
  return useCurrentUser()?.theme_config ?? defaultThemeConfig;
}
