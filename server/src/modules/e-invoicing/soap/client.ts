/**
 * DIAN's web services behind a transport: an injected `fetch`-like function and the endpoint of the
 * environment. Every call answers a typed result — DIAN's answer, or a failure that says whether
 * retrying can help (timeouts, network errors, 5xx and the annex's contingency codes can; a request
 * DIAN refuses as malformed cannot).
 */
import type { TSigningCredentials } from '../certificate/p12';
import type { TEnvironment } from '../model';
import { soapEnvelope, type TDianOperation } from './envelope';
import {
  MalformedResponseError,
  readDianResponse,
  readFault,
  readStatusZip,
  readUploadResponse,
  type TDianResponse,
  type TUploadResponse,
} from './responses';

/** DIAN's endpoints as public implementations use them; the configuration may override them. */
export const DIAN_ENDPOINTS: Record<TEnvironment, string> = {
  '1': 'https://vpfe.dian.gov.co/WcfDianCustomerServices.svc',
  '2': 'https://vpfe-hab.dian.gov.co/WcfDianCustomerServices.svc',
};

/** What the client needs of `fetch`: the global one fits, and so does a test double. */
export type TTransport = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

export type TFailureKind = 'timeout' | 'network' | 'http' | 'soap-fault' | 'invalid-response';

export interface TDianFailure {
  kind: TFailureKind;
  /** Whether the same request may succeed later (the queue's back-off decides when). */
  retryable: boolean;
  httpStatus?: number;
  /** For the screen and the log, in Spanish; never the request or the key. */
  message: string;
}

export type TDianResult<T> = { ok: true; value: T } | { ok: false; failure: TDianFailure };

export interface TDianClientOptions {
  endpoint: string;
  credentials: TSigningCredentials;
  transport?: TTransport;
  /** The annex calls an answer slower than a minute a delay (§12.4). */
  timeoutMs?: number;
  now?: () => Date;
}

/** HTTP statuses the annex lists as DIAN-side failures (contingency, §12.2.1), plus the usual retryables. */
const RETRYABLE_STATUS = new Set([403, 408, 429, 500, 502, 503, 504, 507, 508]);

const failure = (f: TDianFailure): { ok: false; failure: TDianFailure } => ({ ok: false, failure: f });

export function createDianClient(options: TDianClientOptions) {
  const transport: TTransport = options.transport ?? ((url, init) => fetch(url, init));
  const timeoutMs = options.timeoutMs ?? 60_000;
  const now = options.now ?? (() => new Date());

  async function call<T>(
    operation: TDianOperation,
    params: [string, string][],
    read: (xml: string) => T,
  ): Promise<TDianResult<T>> {
    const body = soapEnvelope({
      operation,
      params,
      to: options.endpoint,
      credentials: options.credentials,
      now: now(),
    });
    let status: number;
    let text: string;
    try {
      const response = await transport(options.endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': `application/soap+xml; charset=utf-8; action="http://wcf.dian.colombia/IWcfDianCustomerServices/${operation}"`,
          Accept: 'application/soap+xml, text/xml',
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        return failure({
          kind: 'timeout',
          retryable: true,
          message: `La DIAN no respondió en ${timeoutMs / 1000} s`,
        });
      }
      return failure({ kind: 'network', retryable: true, message: 'No fue posible conectarse con la DIAN' });
    }
    let fault: ReturnType<typeof readFault> = null;
    try {
      fault = readFault(text);
    } catch (error) {
      if (!(error instanceof MalformedResponseError)) throw error;
    }
    if (fault) {
      // A Sender fault is the request's (signature, certificate, schema): sending it again cannot help.
      return failure({
        kind: 'soap-fault',
        retryable: fault.code !== 'Sender',
        httpStatus: status,
        message: `La DIAN rechazó la solicitud: ${fault.reason}`,
      });
    }
    if (status < 200 || status >= 300) {
      return failure({
        kind: 'http',
        retryable: RETRYABLE_STATUS.has(status) || status >= 500,
        httpStatus: status,
        message: `La DIAN respondió con el estado HTTP ${status}`,
      });
    }
    try {
      return { ok: true, value: read(text) };
    } catch (error) {
      if (!(error instanceof MalformedResponseError)) throw error;
      return failure({
        kind: 'invalid-response',
        retryable: true,
        httpStatus: status,
        message: error.message,
      });
    }
  }

  return {
    /** Production: one document, answered in the same connection with its ApplicationResponse. */
    sendBillSync: (fileName: string, contentFile: string): Promise<TDianResult<TDianResponse>> =>
      call(
        'SendBillSync',
        [
          ['fileName', fileName],
          ['contentFile', contentFile],
        ],
        (x) => readDianResponse(x, 'SendBillSync'),
      ),
    /** Habilitación: a document of the test set; its result comes later through getStatusZip. */
    sendTestSetAsync: (
      fileName: string,
      contentFile: string,
      testSetId: string,
    ): Promise<TDianResult<TUploadResponse>> =>
      call(
        'SendTestSetAsync',
        [
          ['fileName', fileName],
          ['contentFile', contentFile],
          ['testSetId', testSetId],
        ],
        readUploadResponse,
      ),
    getStatusZip: (trackId: string): Promise<TDianResult<TDianResponse[]>> =>
      call('GetStatusZip', [['trackId', trackId]], readStatusZip),
    /** A document's status by its CUFE/CUDE (after rule 90, or a timeout on SendBillSync). */
    getStatus: (trackId: string): Promise<TDianResult<TDianResponse>> =>
      call('GetStatus', [['trackId', trackId]], (x) => readDianResponse(x, 'GetStatus')),
  };
}

export type TDianClient = ReturnType<typeof createDianClient>;
