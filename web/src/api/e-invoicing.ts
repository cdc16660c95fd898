import { eInvoicingPaths, type TEInvoicingSettings, ZEInvoicingStateResponse } from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** Configuración → Facturación electrónica: the hotel's DIAN settings and certificate. */
const keys = queryKeys('facturacion-electronica');

export function useEInvoicing() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      api.get(eInvoicingPaths.state, { schema: ZEInvoicingStateResponse, signal }).then((a) => a.data),
  });
}

/** A change answers the new state: it replaces the cached one. */
function useEInvoicingMutation<T>(mutationFn: (value: T) => Promise<{ data: unknown }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => client.setQueryData(keys.all, answer.data),
  });
}

export const useSaveEInvoicing = () =>
  useEInvoicingMutation((body: TEInvoicingSettings) =>
    api.post(eInvoicingPaths.configure, body, { schema: ZEInvoicingStateResponse }),
  );

/** The .p12 and its password, multipart (fields `certificado` and `clave`). */
export const useUploadCertificate = () =>
  useEInvoicingMutation(({ file, clave }: { file: File; clave: string }) => {
    const form = new FormData();
    form.append('clave', clave);
    form.append('certificado', file);
    return api.post(eInvoicingPaths.certificate, form, { schema: ZEInvoicingStateResponse });
  });
