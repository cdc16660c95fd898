import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../lib/api';

/** One retry for a failed read, none when the server refused the request (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
