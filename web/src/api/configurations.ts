import { configurationPaths } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../lib/after-first-paint';
import { api, apiUrl, parseResponse } from '../lib/api';
import { isCancelled, logLoadFailure } from '../lib/cancelled';
import { queryKeys } from '../lib/query-keys';

/**
 * The settings as the shell reads them at start (logo, support link): their keys and queries
 * only. The settings screen's changes and the trainings are in settings-api.ts, so the first
 * screen does not build their schemas.
 */

export const DEFAULT_SUPPORT_URL = 'https://wa.me/573000000000';

const keys = queryKeys('configuraciones');
export const configurationKeys = {
  ...keys,
  current: () => keys.of('actual'),
  lodgingProducts: () => keys.of('productos-alojamiento'),
};

/**
 * The logo's own domain: saving the settings (which invalidates theirs) does not ask for it again;
 * a new logo has a new `logo_version`, so a new key.
 */
const logoKeys = queryKeys('logo');
const logoKey = (hotelId: number | undefined, version: string | undefined) =>
  logoKeys.of(hotelId ?? 'predeterminado', version ?? 'sin-version');

/**
 * The settings' schema comes in its own small script, loaded alongside the answer: the shell asks
 * for the settings once the first screen is drawn, so the first script need not build it.
 */
const loadSchema = () =>
  import('@posada/contracts/configuration-record').then((module) => module.ZConfigurationResponse);

async function fetchConfiguration(signal: AbortSignal) {
  try {
    const [schema, answer] = await Promise.all([
      loadSchema(),
      api.get(configurationPaths.current, { signal }),
    ]);
    return parseResponse(schema, answer, configurationPaths.current).data;
  } catch (error) {
    // Spec §8: a failed start-up load is only logged; the shell carries on with defaults.
    logLoadFailure('No se pudo cargar la configuración del hotel', error, signal);
    throw error;
  }
}

/**
 * The logo as an object URL, or `null` when the hotel has none (the server answers 204). Asked for
 * once per session, hotel and `logo_version`: the top bar, the login page and the settings share
 * the answer. A failure is logged as a warning and shows no logo (spec §8).
 */
export function useHotelLogo(
  hotelId: number | undefined,
  version: string | null | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: logoKey(hotelId, version ?? undefined),
    // No abort signal: a screen unmounted while the logo loads (StrictMode does it in development)
    // would cancel the one request every other user of the logo waits for.
    queryFn: async () => {
      const url = apiUrl(configurationPaths.image, { h: hotelId, v: version });
      try {
        const answer = await fetch(url);
        if (answer.status === 204) return null;
        if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
        return URL.createObjectURL(await answer.blob());
      } catch (error) {
        if (!isCancelled(error)) console.warn(`No se pudo cargar el logo del hotel (${url})`, error);
        return null;
      }
    },
    enabled,
    // A public call: the cache keeps it across logout (app/providers.tsx).
    meta: { public: true },
    staleTime: Number.POSITIVE_INFINITY,
    // The object URL lives as long as the page: a logo is a few KB, asked for once.
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The settings of the user's hotel (GET /configurations); `null` when it has none yet. */
/** The hotel's settings; `enabled: false` waits (the top bar asks once the first screen is drawn). */
export function useConfiguration(enabled = true) {
  return useQuery({
    queryKey: configurationKeys.current(),
    queryFn: ({ signal }) => fetchConfiguration(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * The hotel's support chat link, or the default one when unset or not loaded. The side menu and
 * the footer show it from the first render: the settings are asked for once that is drawn.
 */
export function useSupportUrl(): string {
  return useConfiguration(useAfterFirstPaint()).data?.soporte_url || DEFAULT_SUPPORT_URL;
}
