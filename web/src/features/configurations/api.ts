import { apiPaths, ZConfigurationResponse } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const DEFAULT_SUPPORT_URL = 'https://wa.me/573000000000';

export const configurationKeys = {
  current: ['configurations', 'current'] as const,
};

async function fetchConfiguration(signal: AbortSignal) {
  try {
    const answer = await api.get(apiPaths.configurations, { schema: ZConfigurationResponse, signal });
    return answer.data;
  } catch (error) {
    // Spec §8: a failed start-up load is only logged; the shell carries on with defaults.
    if (!signal.aborted) console.error('No se pudo cargar la configuración del hotel', error);
    throw error;
  }
}

/** The settings of the user's hotel (GET /configurations); `null` when it has none yet. */
export function useConfiguration() {
  return useQuery({
    queryKey: configurationKeys.current,
    queryFn: ({ signal }) => fetchConfiguration(signal),
    staleTime: 5 * 60_000,
  });
}

/** The hotel's support chat link, or the default one when unset or not loaded. */
export function useSupportUrl(): string {
  return useConfiguration().data?.soporte_url || DEFAULT_SUPPORT_URL;
}
