import {
  rackPaths,
  type TAssignCleaningBody,
  type TEnableBody,
  ZRoomActionResponse,
} from '@posada/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { rackKeys, roomActionPaths } from './rooms';

/** The housekeeper's two calls; after each the rack (and so this list) is read again. */
function useHousekeepingCall<T>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post(path, body).then((answer) => ZRoomActionResponse.parse(answer)),
    onSettled: () => client.invalidateQueries({ queryKey: rackKeys.all }),
  });
}

export const useAssignCleaner = () => useHousekeepingCall<TAssignCleaningBody>(rackPaths.assignCleaning);
export const useMarkClean = () => useHousekeepingCall<TEnableBody>(roomActionPaths.habilitar);
