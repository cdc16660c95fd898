import {
  configurationPaths,
  type Plan,
  type TConfigurationSaveBody,
  type TTrainingBody,
  type TTrainingItem,
  ZConfigurationData,
  ZConfigurationResponse,
  ZDeleteResult,
  ZLodgingOptions,
  ZTrainingList,
  ZTrainingPage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, apiUrl } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { resourceHooks } from '../../lib/resource-hooks';

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

const trainingBase = queryKeys('capacitaciones');
export const trainingKeys = { ...trainingBase, active: () => trainingBase.of('activas') };

async function fetchConfiguration(signal: AbortSignal) {
  try {
    const answer = await api.get(configurationPaths.current, { schema: ZConfigurationResponse, signal });
    return answer.data;
  } catch (error) {
    // Spec §8: a failed start-up load is only logged; the shell carries on with defaults.
    if (!signal.aborted) console.error('No se pudo cargar la configuración del hotel', error);
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
        console.warn(`No se pudo cargar el logo del hotel (${url})`, error);
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

/** The hotel's support chat link, or the default one when unset or not loaded. */
export function useSupportUrl(): string {
  return useConfiguration().data?.soporte_url || DEFAULT_SUPPORT_URL;
}

/** After any change of the settings: the shell (support link, logo version) reads them again. */
function useInvalidateConfiguration() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: configurationKeys.all });
}

export function useSaveConfiguration() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (body: TConfigurationSaveBody) =>
      api.post(configurationPaths.save, body, { schema: ZConfigurationData }).then((a) => a.data),
    onSuccess: invalidate,
  });
}

export function useSetPlan() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (plan: Plan) => api.post(configurationPaths.plan, { plan }, { schema: ZConfigurationData }),
    onSuccess: invalidate,
  });
}

export function useResetConfiguration() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (hotelId: number) =>
      apiRequest(configurationPaths.remove(hotelId), { method: 'DELETE', schema: ZConfigurationData }),
    onSuccess: invalidate,
  });
}

/** POST /configurations/upload-image, multipart with the field `image`. */
export function useUploadLogo() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api.post(configurationPaths.uploadImage, form, { schema: ZConfigurationData });
    },
    onSuccess: invalidate,
  });
}

export function useLodgingOptions(enabled: boolean) {
  return useQuery({
    queryKey: configurationKeys.lodgingProducts(),
    queryFn: ({ signal }) =>
      api
        .get(configurationPaths.lodgingProducts, { schema: ZLodgingOptions, signal })
        .then((a) => a.data.map((p) => ({ value: String(p.id), label: `${p.codigo} · ${p.nombre}` }))),
    enabled,
  });
}

/** Training items to manage (admin/configurations, tab Capacitaciones). */
export const trainings = resourceHooks<TTrainingItem, TTrainingBody>({
  keys: trainingKeys,
  list: (p, signal) =>
    api.post(configurationPaths.trainingList, undefined, { query: { ...p }, schema: ZTrainingPage, signal }),
  save: (body, id) =>
    api.post(id ? configurationPaths.trainingUpdate(id) : configurationPaths.trainingCreate, body),
  remove: (id) => api.post(configurationPaths.trainingRemove(id), undefined, { schema: ZDeleteResult }),
});

/** GET /capacitaciones: the active training items of the user's hotel. */
export function useTrainingItems() {
  return useQuery({
    queryKey: trainingKeys.active(),
    queryFn: ({ signal }) =>
      api.get(configurationPaths.trainings, { schema: ZTrainingList, signal }).then((a) => a.data),
  });
}
