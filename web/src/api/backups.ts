import {
  backupPaths,
  type TBackupSettings,
  ZBackupCreatedResponse,
  ZBackupsStateResponse,
} from '@posada/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The embedded database's backups (Configuración → Respaldos, administrators). */
const keys = queryKeys('respaldos');

export function useBackups() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      api.get(backupPaths.state, { schema: ZBackupsStateResponse, signal }).then((a) => a.data),
  });
}

/** A backup now, or the settings saved: the list and the last error are read again either way. */
function useBackupsMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateBackup = () =>
  useBackupsMutation(() => api.post(backupPaths.create, undefined, { schema: ZBackupCreatedResponse }));

export const useSaveBackupSettings = () =>
  useBackupsMutation((body: TBackupSettings) =>
    api.post(backupPaths.settings, body, { schema: ZBackupsStateResponse }),
  );
