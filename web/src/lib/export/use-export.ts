import { useMutation } from '@tanstack/react-query';
import { notifyError } from '../../components/crud';

/**
 * A report's export as a mutation: `isPending` drives the buttons' loading state and a failure
 * (the whole report could not be read, the file could not be written) is told in one toast.
 */
export function useExport<A = void>(run: (arg: A) => Promise<void>) {
  return useMutation({
    mutationFn: run,
    onError: (error) => notifyError(error, 'No se pudo exportar'),
  });
}
