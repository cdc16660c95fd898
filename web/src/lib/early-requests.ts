/**
 * Reads started by the page's tiny entry (`src/main.ts` → `src/early.ts`) while the app's code
 * still loads and runs, so the opened screen's data is on its way half a second sooner: a GET, or
 * a list the API reads by POST with a JSON body. `apiRequest` takes such an answer once, for the
 * same call (method, URL and body), instead of asking again, and the app may put an answer that
 * already arrived into its cache before the first render. This module imports nothing: it goes
 * into that entry.
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

/** What identifies a call: its URL, and its JSON body for a POST. */
function requestKey(url: string, body: string | undefined): string {
  return body === undefined ? url : `POST ${url} ${body}`;
}

/**
 * Starts `GET /api<path>` (or, with a body, `POST /api<path>` with that JSON body: only for a
 * list the API reads by POST) with the stored token (and chosen hotel), for the app to take.
 */
export function startEarlyRequest(
  path: string,
  token: string,
  hotel: number | null = null,
  body?: Record<string, unknown>,
): void {
  const url = `${EARLY_API_ROOT}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (hotel !== null) headers['X-Hotel-Id'] = String(hotel);
  const json = body === undefined ? undefined : JSON.stringify(body);
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const answer = fetch(url, {
    method: json === undefined ? 'GET' : 'POST',
    headers,
    body: json ?? null,
  }).then(readAnswer);
  const request: EarlyRequest = { token, hotel, answer };
  // A failure is the app's to report when it takes the answer; never an unhandled rejection here.
  answer.then(
    (settled) => {
      request.settled = settled;
    },
    () => undefined,
  );
  requests().set(requestKey(url, json), request);
}

/** This call's early request: handed out once, only to the token and hotel it was started with. */
function take(
  url: string,
  body: string | undefined,
  token: string | null,
  hotel: number | null,
  arrivedOnly: boolean,
): EarlyRequest | undefined {
  const key = requestKey(url, body);
  const early = requests().get(key);
  if (!early || (arrivedOnly && !early.settled)) return undefined;
  requests().delete(key);
  return early.token === token && early.hotel === hotel ? early : undefined;
}

/**
 * The early answer for `url` (and `body`, the POST's JSON) if one was started with this token and
 * hotel; handed out only once.
 */
export function takeEarlyRequest(
  url: string,
  token: string | null,
  hotel: number | null = null,
  body?: string,
): Promise<Answer> | undefined {
  return take(url, body, token, hotel, false)?.answer;
}

/** Like `takeEarlyRequest`, but only an answer that has already arrived (else it is left). */
export function takeArrivedEarlyRequest(
  url: string,
  token: string | null,
  hotel: number | null = null,
  body?: string,
): Answer | undefined {
  return take(url, body, token, hotel, true)?.settled;
}
