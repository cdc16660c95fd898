import {
  paymentMethodPaths as paths,
  type TPaymentMethod,
  type TPaymentMethodBody,
  ZDeleteResult,
  ZDianPaymentMeanList,
  ZPaymentMethodPage,
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { resourceHooks } from '../../lib/resource-hooks';

export const paymentMethods = resourceHooks<TPaymentMethod, TPaymentMethodBody>({
  key: 'medios-pago',
  list: (p, signal) =>
    api.post(paths.list, undefined, { query: { ...p }, schema: ZPaymentMethodPage, signal }),
  save: (body, id) => api.post(id ? paths.update(id) : paths.create, body),
  remove: (id) => api.post(paths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The DIAN payment means, as select options "10 · Efectivo". */
export function useDianMeanOptions() {
  return useQuery({
    queryKey: ['medios-pago', 'dian'],
    queryFn: ({ signal }) =>
      api
        .get(paths.dian, { schema: ZDianPaymentMeanList, signal })
        .then((a) => a.data.map((m) => ({ value: String(m.id), label: `${m.codigo} · ${m.nombre}` }))),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
