import { API_ROOT, apiPaths, ZApiError } from '@posada/contracts';
import type { z } from 'zod';
import { isCancelled } from './cancelled';
import { chosenHotelId } from './current-hotel';
import { type Answer, readAnswer, takeArrivedEarlyRequest, takeEarlyRequest } from './early-requests';
import { clearSession, getToken } from './session';

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor';

/** The one error shape of every failed call: HTTP status (0 without a connection) and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates the answer; without it the body is returned as the caller types it. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Headers of this call beyond the session's (e.g. a creation's `Idempotency-Key`). */
  headers?: Record<string, string>;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_ROOT}${path}${search ? `?${search}` : ''}`;
}

/**
 * The answer the page's entry asked for early (src/early.ts) when it has already arrived, read with
 * `schema`: a screen's first render can show it (its query's initial data) instead of waiting a
 * render more for it. Undefined when it has not arrived, was not asked, failed, or does not parse.
 */
export function arrivedEarlyAnswer<T>(
  path: string,
  schema: z.ZodType<T>,
  body?: Record<string, unknown>,
): T | undefined {
  const { token, hotel } = sessionHeaders();
  const json = body === undefined ? undefined : JSON.stringify(body);
  const answer = takeArrivedEarlyRequest(apiUrl(path), token, hotel, json);
  if (answer?.status !== 200) return undefined;
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? parsed.data : undefined;
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.errors);
  return new ApiError(status, `Error inesperado del servidor (${status})`);
}

/** The session's headers: its bearer token and the hotel it acts on. */
function sessionHeaders(): { headers: Record<string, string>; token: string | null; hotel: number | null } {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hotel = token ? chosenHotelId() : null;
  if (hotel !== null) headers['X-Hotel-Id'] = String(hotel);
  return { headers, token, hotel };
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, schema, signal } = options;
  const session = sessionHeaders();
  const { token, hotel } = session;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    ...session.headers,
  };
  // A FormData body (a file upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const url = apiUrl(path, query);
  const json = body === undefined || isForm ? undefined : JSON.stringify(body);
  const early =
    method === 'GET'
      ? takeEarlyRequest(url, token, hotel)
      : method === 'POST' && json !== undefined
        ? takeEarlyRequest(url, token, hotel, json)
        : undefined;
  let answer: Answer;
  try {
    answer =
      (await early) ??
      (await readAnswer(
        await fetch(url, {
          method,
          headers,
          body: isForm ? body : (json ?? null),
          signal: signal ?? null,
        }),
      ));
  } catch (error) {
    // A call called off is not a lost connection: no 'No se pudo conectar' for it.
    if (isCancelled(error, signal)) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const { status, body: data } = answer;
  if (status < 200 || status > 299) {
    // A refused token ends the session; the guards then show the login screen.
    if (status === 401 && path !== apiPaths.login) clearSession();
    throw toApiError(status, data);
  }
  return schema ? parseResponse(schema, data, path) : (data as T);
}

/** Checks an answer against its contract; a mismatch is logged and reported in Spanish. */
export function parseResponse<T>(schema: z.ZodType<T>, data: unknown, path: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(`Respuesta inesperada de ${path}`, parsed.error);
  throw new ApiError(200, 'La respuesta del servidor no es válida');
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
};

/** The answer of a document call as bytes; a refusal throws the same ApiError as the JSON calls. */
async function fetchDocument(url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (response.ok) return response;
  if (response.status === 401) clearSession();
  throw toApiError(response.status, (await readAnswer(response)).body);
}

/**
 * A document the server makes (an invoice's PDF) as bytes, asked for with the session like every
 * call; a refusal throws the same ApiError as the JSON calls.
 */
export async function apiBlob(path: string, query?: Record<string, QueryValue>): Promise<Blob> {
  return (await fetchDocument(apiUrl(path, query), { headers: sessionHeaders().headers })).blob();
}

/** A text document the server makes (an SVG), as text. */
export async function apiText(path: string): Promise<string> {
  return (await fetchDocument(apiUrl(path), { headers: sessionHeaders().headers })).text();
}

/**
 * A file the server makes from a JSON body (SIRE's file of a period): its bytes and the name the
 * server gives it (Content-Disposition), or `fallbackName`.
 */
export async function apiFile(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchDocument(apiUrl(path), {
    method: 'POST',
    headers: { ...sessionHeaders().headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  return { blob: await response.blob(), fileName: named ?? fallbackName };
}
