import {
  configurationPaths,
  type Plan,
  type TConfigurationSaveBody,
  type TTrainingBody,
  type TTrainingItem,
  ZConfigurationData,
  ZDeleteResult,
  ZLodgingOptions,
  ZTrainingList,
  ZTrainingPage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { configurationKeys } from '../../api/configurations';
import { api, apiRequest } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { resourceHooks } from '../../lib/resource-hooks';

/** The settings screen's changes and the hotel's trainings (the shell's reads are in api.ts). */

const trainingBase = queryKeys('capacitaciones');
export const trainingKeys = { ...trainingBase, active: () => trainingBase.of('activas') };

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
