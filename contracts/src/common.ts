import { z } from 'zod';

/** Every error the API answers: a Spanish message and, on validation, errors per field. */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

export const ZIdParams = z.object({ id: z.coerce.number().int().positive() });
export type TIdParams = z.infer<typeof ZIdParams>;

/** Laravel-style page, the list shape of the original API. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  });
}

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(10),
  search: z.string().trim().max(100).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * The same paging in the body of a POST list call (the specification's lists are POSTs). No
 * defaults here: what the body leaves out comes from the query string, then from ZPageQuery.
 */
export const ZPageBody = z.object({
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(100).nullish(),
});
export type TPageBody = z.infer<typeof ZPageBody>;

export const ZMessage = z.object({ message: z.string() });

export const ZHealth = z.object({ status: z.literal('ok') });
