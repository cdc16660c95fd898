import {
  paymentMethodPaths as paths,
  type TPaymentMethod,
  type TPaymentMethodBody,
  ZDeleteResult,
  ZDianPaymentMeanList,
  ZPaymentMethodPage,
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';

const keys = queryKeys('medios-pago');
export const paymentMethodKeys = {
  ...keys,
  dian: () => keys.of('dian'),
  /** The active methods offered where money is taken (the rack's deposit). */
  active: () => keys.of('activos'),
};

export const paymentMethods = resourceHooks<TPaymentMethod, TPaymentMethodBody>({
  keys: paymentMethodKeys,
  list: (p, signal) =>
    api.post(paths.list, undefined, { query: { ...p }, schema: ZPaymentMethodPage, signal }),
  save: (body, id) => api.post(id ? paths.update(id) : paths.create, body),
  remove: (id) => api.post(paths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The DIAN payment means, as select options "10 · Efectivo". */
export function useDianMeanOptions() {
  return useQuery({
    queryKey: paymentMethodKeys.dian(),
    queryFn: ({ signal }) =>
      api
        .get(paths.dian, { schema: ZDianPaymentMeanList, signal })
        .then((a) => a.data.map((m) => ({ value: String(m.id), label: `${m.codigo} · ${m.nombre}` }))),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
