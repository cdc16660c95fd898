import {
  eInvoicingPaths,
  type TEInvoicingMailSettings,
  type TElectronicDocumentClass,
  ZEInvoicingMailResponse,
  ZElectronicBuyerCheckResponse,
  ZMessage,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The delivery to the buyer (issue 27): the hotel's mail server, the resend, the buyer check. */
const keys = queryKeys('facturacion-electronica');
const mailKey = [...keys.all, 'correo'];

export function useMailSettings() {
  return useQuery({
    queryKey: mailKey,
    queryFn: ({ signal }) =>
      api.get(eInvoicingPaths.mail, { schema: ZEInvoicingMailResponse, signal }).then((a) => a.data),
  });
}

export function useSaveMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEInvoicingMailSettings) =>
      api.post(eInvoicingPaths.mail, body, { schema: ZEInvoicingMailResponse }),
    onSuccess: (answer) => client.setQueryData(mailKey, answer.data),
  });
}

/** Puts a document's e-mail to its buyer back in the queue; the document's state is read again. */
export function useResendMail(clase: TElectronicDocumentClass, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(eInvoicingPaths.resendMail, { clase, id }, { schema: ZMessage }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...keys.all, 'documento', clase, id] }),
  });
}

/** Whether the client can be an electronic invoice's buyer (none asked: no query). */
export function useBuyerCheck(clientId: number | null) {
  return useQuery({
    queryKey: [...keys.all, 'comprador', clientId],
    enabled: clientId !== null,
    queryFn: ({ signal }) =>
      api
        .get(eInvoicingPaths.buyer(clientId ?? 0), { schema: ZElectronicBuyerCheckResponse, signal })
        .then((a) => a.data),
  });
}
