import { z } from 'zod';
import { lazyShape } from './scalars';

/**
 * Every error the API answers: a Spanish message and, on validation, errors per field. Its `id`
 * names it in the OpenAPI document (`#/components/schemas/ApiError`).
 */
export const ZApiError = z
  .object(
    lazyShape(() => ({
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
    })),
  )
  .meta({ id: 'ApiError' });
export type TApiError = z.infer<typeof ZApiError>;
