import type { z } from 'zod';
import { toSchemaInput } from './form-values';

/**
 * A @mantine/form `validate` function from a zod 4 schema: the same schema the server checks,
 * with its Spanish messages under the fields (first message per field). Selects' ids are read as
 * numbers first (`toSchemaInput`), as they are sent.
 */
export function zodFormResolver<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const parsed = schema.safeParse(toSchemaInput(schema, values));
    return parsed.success ? {} : fieldIssues(parsed.error.issues);
  };
}

/**
 * Whether a body a form built passes its contract's schema (as the form's validation checked it
 * before the submit): the body is then sent as built, not zod's parsed copy, typed as the
 * contract's input.
 */
export function passesSchema<S extends z.ZodType>(schema: S, body: unknown): body is z.input<S> {
  return schema.safeParse(body).success;
}

/** zod issues as a form shows them: the first message per field path ('huespedes.0.destino'). */
export function fieldIssues(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/** Server field errors (`errors` of an ApiError) in the shape `form.setErrors` takes. */
export function firstErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}
