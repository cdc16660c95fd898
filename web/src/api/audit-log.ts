import {
  auditPaths as paths,
  type TAuditEntry,
  type TAuditListInput,
  type TAuditPage,
  ZAuditPage,
  ZAuditUsers,
} from '@posada/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { allPages } from '../lib/export/all-pages';
import { dateRangeIsValid } from '../lib/iso-date';
import { queryKeys } from '../lib/query-keys';

export const auditKeys = queryKeys('auditoria');

/** The screen's filters: the hotel's days (aaaa-mm-dd, '' for none) and the selects' values. */
export interface AuditFilters {
  desde: string;
  hasta: string;
  usuario_id: string | null;
  entidad: string | null;
  accion: string | null;
  /** A record's number, '' for any. */
  entidad_id: string;
}

export const PER_PAGE = 25;
/** An export takes at most this many entries; a longer log is narrowed by its filters. */
export const EXPORT_LIMIT = 5000;

const bodyOf = (f: AuditFilters, page: number, perPage: number): TAuditListInput => ({
  desde: f.desde || null,
  hasta: f.hasta || null,
  usuario_id: f.usuario_id ? Number(f.usuario_id) : null,
  entidad: f.entidad,
  accion: f.accion,
  entidad_id: f.entidad_id.trim() || null,
  page,
  per_page: perPage,
});

const fetchPage = (f: AuditFilters, page: number, perPage: number, signal?: AbortSignal) =>
  api.post(paths.list, bodyOf(f, page, perPage), { schema: ZAuditPage, ...(signal ? { signal } : {}) });

export function useAuditPage(filters: AuditFilters, page: number) {
  return useQuery({
    queryKey: auditKeys.list({ ...filters, page }),
    queryFn: ({ signal }) => fetchPage(filters, page, PER_PAGE, signal),
    enabled: dateRangeIsValid(filters),
    placeholderData: keepPreviousData,
  });
}

export function useAuditUsers() {
  return useQuery({
    queryKey: auditKeys.of('usuarios'),
    queryFn: ({ signal }) =>
      api
        .get(paths.users, { schema: ZAuditUsers, signal })
        .then((a) => a.data.map((u) => ({ value: String(u.id), label: u.name }))),
  });
}

/** The entries of the filters for a file, up to EXPORT_LIMIT, and how many there are in all. */
export async function fetchAuditExport(
  filters: AuditFilters,
): Promise<{ rows: TAuditEntry[]; total: number }> {
  const { first, rows } = await allPages<TAuditPage, TAuditEntry>(
    (page) => fetchPage(filters, page, 200),
    EXPORT_LIMIT,
  );
  return { rows, total: first.total };
}
