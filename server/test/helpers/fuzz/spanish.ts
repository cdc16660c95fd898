/**
 * English that must never reach a user: Fastify's and zod's defaults ('Bad Request', 'body must be
 * object', 'Invalid input: expected number'), JSON parser errors ('Unexpected token').
 */
const ENGLISH =
  /\b(must|should|expected|received|required|invalid|Invalid|Bad Request|Unsupported|Media Type|Not Found|Too Large|Payload|Unexpected|Internal Server Error|body|querystring|params|headers|property|properties|Route|Body|is not|does not|Object contains|forbidden|prototype|Content-Type|content type|string|number|boolean)\b/;

/** Why an error answer is not a Spanish `{ message, errors? }`, or null when it is. */
export function notSpanishError(contentType: string | undefined, body: string): string | null {
  if (!contentType?.includes('application/json')) return `content-type ${contentType ?? '(ninguno)'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'cuerpo que no es JSON';
  }
  const answer = parsed as { message?: unknown; errors?: Record<string, unknown> };
  if (typeof answer.message !== 'string' || answer.message === '') return 'sin message';
  const texts = [
    answer.message,
    ...Object.values(answer.errors ?? {})
      .flat()
      .map(String),
  ];
  const english = texts.find((t) => ENGLISH.test(t));
  return english ? `mensaje en inglés: ${english.slice(0, 120)}` : null;
}
