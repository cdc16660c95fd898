import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { parseFormValues } from '../../lib/form-values';
import { firstErrors } from '../../lib/zod-form';
import { notifyError, notifySuccess } from './notify';

/**
 * The submit of a form that is not a dialog (a settings panel): the values parsed by the
 * contract's schema go to `save`; success is told (and `after` runs), a refusal puts the server's
 * field errors under the fields and is told with `messages.failed`.
 */
export function submitForm<V, T>(
  form: UseFormReturnType<V>,
  schema: z.ZodType<T>,
  save: (body: T) => Promise<unknown>,
  messages: { done: string; failed: string },
  after?: () => void,
) {
  return form.onSubmit(async (values) => {
    try {
      await save(parseFormValues(schema, values));
      after?.();
      notifySuccess(messages.done);
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
      notifyError(error, messages.failed);
    }
  });
}
