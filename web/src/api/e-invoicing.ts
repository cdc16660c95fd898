import {
  eInvoicingPaths,
  type TEInvoicingSettings,
  type TEInvoicingTestSetBody,
  type TElectronicDocumentClass,
  type TElectronicDocumentState,
  ZEInvoicingStateResponse,
  ZElectronicDocumentStateResponse,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob } from '../lib/api';
import { downloadBlob } from '../lib/export/download';
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

/** The habilitación: sends DIAN's test set, or asks DIAN's verdict on what waits for one. */
export const useSendTestSet = () =>
  useEInvoicingMutation((body: TEInvoicingTestSetBody) =>
    api.post(eInvoicingPaths.testSet, body, { schema: ZEInvoicingStateResponse }),
  );
export const useConsultTestSet = () =>
  useEInvoicingMutation<void>(() =>
    api.post(eInvoicingPaths.testSetStatus, {}, { schema: ZEInvoicingStateResponse }),
  );

/** The .p12 and its password, multipart (fields `certificado` and `clave`). */
export const useUploadCertificate = () =>
  useEInvoicingMutation(({ file, clave }: { file: File; clave: string }) => {
    const form = new FormData();
    form.append('clave', clave);
    form.append('certificado', file);
    return api.post(eInvoicingPaths.certificate, form, { schema: ZEInvoicingStateResponse });
  });

/** One invoice's or note's electronic state (pendiente, aceptado, rechazado, error). */
/**
 * An electronic document's state. `untilSigned`: asked again every 2 s, for up to a minute, while
 * it has no CUFE/CUDE yet (the sender signs it a moment after the sale that queued it).
 */
export function useElectronicDocument(clase: TElectronicDocumentClass, id: number, untilSigned = false) {
  return useQuery<TElectronicDocumentState>({
    queryKey: [...keys.all, 'documento', clase, id],
    refetchInterval: (query) =>
      untilSigned && !query.state.data?.cufe && query.state.dataUpdateCount < 30 ? 2000 : false,
    queryFn: ({ signal }) =>
      api
        .get(eInvoicingPaths.document, {
          query: { clase, id },
          schema: ZElectronicDocumentStateResponse,
          signal,
        })
        .then((a) => a.data),
  });
}

export function useResendInvoice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(eInvoicingPaths.resend(id), {}, { schema: ZElectronicDocumentStateResponse }),
    onSuccess: (answer) => client.setQueryData([...keys.all, 'documento', 'factura', id], answer.data),
  });
}

const xmlPaths: Record<TElectronicDocumentClass, (id: number) => string> = {
  factura: eInvoicingPaths.invoiceXml,
  nota_credito: eInvoicingPaths.creditNoteXml,
  nota_debito: eInvoicingPaths.debitNoteXml,
  tiquete_pos: eInvoicingPaths.posXml,
  nota_ajuste_pos: eInvoicingPaths.posNoteXml,
  factura_talonario: eInvoicingPaths.paperInvoiceXml,
};

/** The signed XML, downloaded (an attachment: the accountant keeps it or sends it on). */
export async function downloadElectronicXml(clase: TElectronicDocumentClass, id: number, numero: string) {
  downloadBlob(await apiBlob(xmlPaths[clase](id)), `${clase}-${numero}.xml`);
}
