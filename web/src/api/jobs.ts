import { jobPaths, ZJobsResponse } from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The server's scheduled jobs (Configuración → Tareas, administrators). */
const keys = queryKeys('trabajos');

export function useJobs() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api.get(jobPaths.list, { schema: ZJobsResponse, signal }).then((a) => a.data),
    // The passes run every minute: the screen follows them while it is open.
    refetchInterval: 30_000,
  });
}
