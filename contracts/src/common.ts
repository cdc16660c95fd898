import { z } from 'zod';
import { INT4_MAX, lazyShape, zIdText, zInt, zIntText, zText } from './scalars';

/** `{id}` of a path: canonical digits of an `integer` id (`/rolMostrar/12`). */
export const ZIdParams = z.object(lazyShape(() => ({ id: zIdText() })));
export type TIdParams = z.infer<typeof ZIdParams>;

/** Laravel-style page, the list shape of the original API. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object(
    lazyShape(() => ({
      data: z.array(item),
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    })),
  );
}

const PAGE_ERROR = 'La página es un número entero desde 1';
const PER_PAGE_ERROR = 'Registros por página: un número entero de 1 a 200';
export const SEARCH_MAX = 100;

export const ZPageQuery = z.object(
  lazyShape(() => ({
    page: zIntText(1, INT4_MAX, PAGE_ERROR).default(1),
    per_page: zIntText(1, 200, PER_PAGE_ERROR).default(10),
    search: zText(SEARCH_MAX).optional(),
  })),
);
export type TPageQuery = z.infer<typeof ZPageQuery>;

/**
 * The same paging in the body of a POST list call (the specification's lists are POSTs). No
 * defaults here: what the body leaves out comes from the query string, then from ZPageQuery.
 */
export const ZPageBody = z.object(
  lazyShape(() => ({
    page: zInt(1, INT4_MAX, PAGE_ERROR).optional(),
    per_page: zInt(1, 200, PER_PAGE_ERROR).optional(),
    search: zText(SEARCH_MAX).nullish(),
  })),
);
export type TPageBody = z.infer<typeof ZPageBody>;

export const ZMessage = z.object(lazyShape(() => ({ message: z.string() }))).meta({ id: 'Message' });

export const ZHealth = z.object(lazyShape(() => ({ status: z.literal('ok') })));
