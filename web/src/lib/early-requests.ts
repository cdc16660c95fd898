/**
 * GET calls started by the page's tiny entry (`src/main.ts` → `src/early.ts`) while the app's
 * code still loads and runs, so the home screen's data is on its way half a second sooner.
 * `apiRequest` takes such an answer once instead of asking again, and the app may put an answer
 * that already arrived into its cache before the first render. This module imports nothing: it
 * goes into that entry.
 */

/** The API's root, as in contracts' `API_ROOT` (checked by a test; contracts is too big here). */
export const EARLY_API_ROOT = '/api';

/** An HTTP answer reduced to what the API client reads: the status and the parsed body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** The body as JSON when it is JSON, else its text (undefined when empty). */
export async function readAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  if (!text) return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

interface EarlyRequest {
  token: string;
  /** The `X-Hotel-Id` it was sent with (null: none, the user's first hotel). */
  hotel: number | null;
  answer: Promise<Answer>;
  settled?: Answer;
}

const KEY = '__posadaEarlyRequests';
type Holder = { [KEY]?: Map<string, EarlyRequest> };

function requests(): Map<string, EarlyRequest> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new Map();
  return holder[KEY];
}

/** Starts `GET /api<path>` with the stored token (and chosen hotel), for the app to take. */
export function startEarlyRequest(path: string, token: string, hotel: number | null = null): void {
  const url = `${EARLY_API_ROOT}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (hotel !== null) headers['X-Hotel-Id'] = String(hotel);
  const answer = fetch(url, { headers }).then(readAnswer);
  const request: EarlyRequest = { token, hotel, answer };
  // A failure is the app's to report when it takes the answer; never an unhandled rejection here.
  answer.then(
    (settled) => {
      request.settled = settled;
    },
    () => undefined,
  );
  requests().set(url, request);
}

/**
 * The early answer for `url` if one was started with this token and hotel; handed out only once.
 */
export function takeEarlyRequest(
  url: string,
  token: string | null,
  hotel: number | null = null,
): Promise<Answer> | undefined {
  const early = requests().get(url);
  if (!early) return undefined;
  requests().delete(url);
  return early.token === token && early.hotel === hotel ? early.answer : undefined;
}

/** Like `takeEarlyRequest`, but only an answer that has already arrived (else it is left). */
export function takeArrivedEarlyRequest(
  url: string,
  token: string | null,
  hotel: number | null = null,
): Answer | undefined {
  const early = requests().get(url);
  if (!early?.settled) return undefined;
  requests().delete(url);
  return early.token === token && early.hotel === hotel ? early.settled : undefined;
}
