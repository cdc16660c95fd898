import {
  reportPaths,
  salePaths,
  type TConsolidatedBody,
  type TOccupancyBody,
  type TOnTheBooksBody,
  ZConsolidatedReport,
  ZDashboard,
  ZOccupancyReport,
  ZOnTheBooksReport,
  ZTipReport,
} from '@posada/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const keys = {
  all: ['reportes'] as const,
  occupancy: (body: TOccupancyBody) => ['reportes', 'ocupacion', body] as const,
  onTheBooks: (body: TOnTheBooksBody) => ['reportes', 'en-libros', body] as const,
  consolidated: (body: TConsolidatedBody) => ['reportes', 'consolidado', body] as const,
  dashboard: ['reportes', 'tablero'] as const,
  tips: (range: { desde: string; hasta: string }) => ['reportes', 'propinas', range] as const,
};

/** Both dates given and in order: the report is asked for only then. */
export const rangeReady = (r: { desde: string; hasta: string }) =>
  r.desde !== '' && r.hasta !== '' && r.desde <= r.hasta;

export function useOccupancyReport(body: TOccupancyBody & { desde: string; hasta: string }) {
  return useQuery({
    queryKey: keys.occupancy(body),
    queryFn: ({ signal }) => api.post(reportPaths.occupancy, body, { schema: ZOccupancyReport, signal }),
    enabled: rangeReady(body),
    placeholderData: keepPreviousData,
  });
}

/** What is on the books for the coming 30/60/90 nights, with its pickup. */
export function useOnTheBooksReport(body: TOnTheBooksBody) {
  return useQuery({
    queryKey: keys.onTheBooks(body),
    queryFn: ({ signal }) => api.post(reportPaths.onTheBooks, body, { schema: ZOnTheBooksReport, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The tips by register shift, outlet and seller (GET /ventas/propinas), for their payout. */
export function useTipReport(range: { desde: string; hasta: string }) {
  return useQuery({
    queryKey: keys.tips(range),
    queryFn: ({ signal }) => api.get(salePaths.tips, { query: range, schema: ZTipReport, signal }),
    enabled: rangeReady(range),
    placeholderData: keepPreviousData,
  });
}

export function useConsolidatedReport(body: TConsolidatedBody & { desde: string; hasta: string }) {
  return useQuery({
    queryKey: keys.consolidated(body),
    queryFn: ({ signal }) =>
      api.post(reportPaths.consolidated, body, { schema: ZConsolidatedReport, signal }),
    enabled: rangeReady(body),
    placeholderData: keepPreviousData,
  });
}

export function useDashboard() {
  return useQuery({
    queryKey: keys.dashboard,
    queryFn: ({ signal }) => api.get(reportPaths.dashboard, { schema: ZDashboard, signal }),
  });
}
