import {
  guestReportingPaths as paths,
  stayPaths,
  type TGuestReportingSettings,
  type TSirePeriod,
  type TStayRegisterBody,
  ZGuestReportingStateResponse,
  ZMessage,
  ZSireMarked,
  ZSireViewResponse,
  ZStayRegister,
  ZTraPendingPage,
  ZTraStayStateResponse,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageQuery } from '../components/crud';
import { api, apiFile } from '../lib/api';
import { downloadBlob } from '../lib/export/download';
import { queryKeys } from '../lib/query-keys';

/** Reporte de huéspedes (issue 30): the TRA to MinCIT and the SIRE file for Migración Colombia. */
const keys = queryKeys('reporte-huespedes');
export const guestReportingKeys = {
  ...keys,
  settings: () => keys.of('configuracion'),
  stay: (estanciaId: number) => keys.of('tra', estanciaId),
  register: (estanciaId: number) => keys.of('registro', estanciaId),
  sire: (period: TSirePeriod) => keys.of('sire', period),
};

/** Configuración → Reporte de huéspedes: the hotel's TRA and SIRE settings (never the token). */
export function useGuestReportingSettings() {
  return useQuery({
    queryKey: guestReportingKeys.settings(),
    queryFn: ({ signal }) =>
      api.get(paths.state, { schema: ZGuestReportingStateResponse, signal }).then((a) => a.data),
  });
}

export function useSaveGuestReporting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuestReportingSettings) =>
      api.post(paths.configure, body, { schema: ZGuestReportingStateResponse }),
    onSuccess: (answer) => client.setQueryData(guestReportingKeys.settings(), answer.data),
  });
}

/** How often a pending TRA is asked again while on screen: the queue sends it within a minute. */
export const TRA_PENDING_REFRESH_MS = 5_000;

/** One stay's TRA: state, MinCIT's code or error, what is missing, the submission log. */
export function useTraState(estanciaId: number) {
  return useQuery({
    queryKey: guestReportingKeys.stay(estanciaId),
    queryFn: ({ signal }) =>
      api
        .get(paths.traState, { query: { estancia_id: estanciaId }, schema: ZTraStayStateResponse, signal })
        .then((a) => a.data),
    refetchInterval: (query) => (query.state.data?.estado === 'pendiente' ? TRA_PENDING_REFRESH_MS : false),
  });
}

/** The stays whose TRA is pending, failed or lacks data, a page at a time (paged by the server). */
export function useTraPending(page: number, perPage = 20) {
  return usePageQuery(keys.list({ page, perPage }), (signal) =>
    api.post(paths.traPending, { page, per_page: perPage }, { schema: ZTraPendingPage, signal }),
  );
}

/** Queues a stay's TRA again; the stay's state and the pending list are asked again. */
export function useTraResend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (estanciaId: number) => api.post(paths.traResend(estanciaId), {}, { schema: ZMessage }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** A period's SIRE movements: the rows, what is missing, the uploads already marked. */
export function useSireView(period: TSirePeriod | null) {
  return useQuery({
    queryKey: guestReportingKeys.sire(period ?? { desde: '', hasta: '' }),
    queryFn: ({ signal }) =>
      api.post(paths.sireView, period, { schema: ZSireViewResponse, signal }).then((a) => a.data),
    enabled: period !== null,
  });
}

/** Downloads the period's file for SIRE's portal (tab-separated text, as the server writes it). */
export async function downloadSireFile(period: TSirePeriod) {
  const { blob, fileName } = await apiFile(
    paths.sireFile,
    period,
    `SIRE_${period.desde.replaceAll('-', '')}_${period.hasta.replaceAll('-', '')}.txt`,
  );
  downloadBlob(blob, fileName);
}

export function useSireMark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (period: TSirePeriod) => api.post(paths.sireMark, period, { schema: ZSireMarked }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.of('sire') }),
  });
}

/** A stay's guest register as it stands (`GET /estanciaRegistro/{id}`), to complete it. */
export function useStayRegister(estanciaId: number) {
  return useQuery({
    queryKey: guestReportingKeys.register(estanciaId),
    queryFn: ({ signal }) => api.get(stayPaths.registerOf(estanciaId), { schema: ZStayRegister, signal }),
  });
}

/** Completes a stay's guest register afterwards (`/estanciaRegistro`); its TRA is asked again. */
export function useCompleteStayRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TStayRegisterBody) => api.post(stayPaths.register, body, { schema: ZMessage }),
    onSuccess: (_, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: guestReportingKeys.stay(body.estancia_id) }),
        client.invalidateQueries({ queryKey: guestReportingKeys.register(body.estancia_id) }),
      ]),
  });
}
