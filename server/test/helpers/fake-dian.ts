/**
 * A local stand-in for DIAN's WcfDianCustomerServices, for the tests: it checks the WS-Security
 * signature of each request, unzips the document, verifies its XAdES signature and recomputes its
 * CUFE/CUDE, and answers as DIAN does — accepted with a signed ApplicationResponse, rejected with
 * rule messages, or, as each test sets it, a timeout or an HTTP status such as 503.
 */
import { randomUUID, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { TSigningCredentials } from '../../src/modules/e-invoicing/certificate/p12';
import { SOAP_NS } from '../../src/modules/e-invoicing/soap/envelope';
import type { TDianResponse } from '../../src/modules/e-invoicing/soap/responses';
import { colombianInstant } from '../../src/modules/e-invoicing/time';
import { unzipTexts } from '../../src/modules/e-invoicing/zip';
import {
  applicationResponse,
  dianResponseEnvelope,
  faultEnvelope,
  statusZipEnvelope,
  uploadEnvelope,
} from './fake-dian-answers';
import {
  chainsTo,
  checkDocument,
  pem,
  type TCheckedDocument,
  type TFakeDianKeys,
  type TRule,
} from './fake-dian-checks';
import { xmlsecVerify } from './xml-tools';

export type TFakeBehaviour =
  | { kind: 'validate' }
  | { kind: 'reject'; rules: TRule[] }
  | { kind: 'timeout'; ms: number }
  | { kind: 'status'; status: number; body?: string };

export interface TReceived {
  operation: string;
  /** 'válida' or why the WS-Security signature was refused. */
  security: string;
  fileName?: string;
  /** The document as it came out of the ZIP. */
  xml?: string;
  checked?: TCheckedDocument;
  /** What the fake answered (SendBillSync, SendTestSetAsync, GetStatus). */
  answer?: TDianResponse;
}

export interface TFakeDian {
  url: string;
  behave(behaviour: TFakeBehaviour): void;
  received: TReceived[];
  close(): Promise<void>;
}

const NAMES: Record<string, string> = {
  '01': 'Factura electrónica',
  '03': 'Factura electrónica de contingencia',
  '91': 'Nota de crédito electrónica',
  '92': 'Nota de débito electrónica',
  '20': 'Documento equivalente POS',
  '94': 'Nota de ajuste del documento equivalente',
  '93': 'Nota de ajuste del documento equivalente',
};

const children = (node: Node | null | undefined) => {
  const out: Element[] = [];
  for (let n = node?.firstChild; n; n = n.nextSibling) if (n.nodeType === 1) out.push(n as Element);
  return out;
};
const find = (node: Node | null | undefined, name: string) =>
  children(node).find((e) => e.localName === name);

const notFound = (): TDianResponse => ({
  isValid: false,
  statusCode: '66',
  statusDescription: 'TrackId no encontrado.',
  statusMessage: '',
  errorMessages: [],
  applicationResponse: null,
  documentKey: null,
  fileName: null,
  alreadyProcessed: false,
});

export async function startFakeDian(options: {
  keys: TFakeDianKeys;
  dian: TSigningCredentials;
  now?: () => Date;
  /** Also verify each document with `xmlsec1`, trusting these root certificates (PEM). */
  xmlsecTrusted?: string[];
}): Promise<TFakeDian> {
  const now = options.now ?? (() => new Date());
  const roots = options.keys.trustedRoots.map((r) => new X509Certificate(r));
  const byUuid = new Map<string, TDianResponse>();
  const byNumber = new Map<string, TDianResponse>();
  const testSets = new Map<string, TDianResponse[]>();
  const received: TReceived[] = [];
  let behaviour: TFakeBehaviour = { kind: 'validate' };
  let url = '';

  /** WCF's security check: the token chains to a root, the signature covers wsa:To, the timestamp holds. */
  function checkSecurity(xml: string, envelope: Element): string {
    const header = find(envelope, 'Header');
    const security = find(header, 'Security');
    const token = find(security, 'BinarySecurityToken')?.textContent ?? '';
    const signature = find(security, 'Signature');
    const to = find(header, 'To');
    if (!token || !signature || !to) return 'faltan el token, la firma o wsa:To';
    const cert = new X509Certificate(pem(token));
    // The token carries the certificate alone: DIAN knows the certification authorities' intermediates.
    if (!chainsTo(cert, [], roots))
      return 'el certificado del token no es de una entidad de certificación reconocida';
    const signer = new SignedXml({
      idMode: 'wssecurity',
      publicCert: cert.toString(),
      getCertFromKeyInfo: () => null,
    });
    try {
      signer.loadSignature(signature);
      if (!signer.checkSignature(xml)) return 'la firma WS-Security no corresponde';
    } catch {
      return 'la firma WS-Security no corresponde';
    }
    const toId = to.getAttributeNS(SOAP_NS.wsu, 'Id');
    const uris = Array.from(signature.getElementsByTagNameNS(SOAP_NS.ds, 'Reference')).map((r) =>
      r.getAttribute('URI'),
    );
    if (!uris.includes(`#${toId}`)) return 'la firma no cubre wsa:To';
    if (to.textContent !== url) return `wsa:To no es este servicio (${to.textContent})`;
    const expires = find(find(security, 'Timestamp'), 'Expires')?.textContent ?? '';
    if (!(new Date(expires) > now())) return 'el Timestamp expiró';
    return 'válida';
  }

  function answerDocument(xml: string, fileName: string, entry: TReceived): TDianResponse {
    const checked = checkDocument(xml, options.keys);
    if (!('doc' in checked)) {
      return {
        ...notFound(),
        statusCode: '99',
        statusDescription: 'Documento con errores en campos mandatorios.',
        errorMessages: [`Regla: ${checked.code}, Rechazo: ${checked.message}`],
      };
    }
    entry.checked = checked;
    const key = `${checked.doc.issuerNit}|${checked.typeCode}|${checked.doc.number}`;
    const earlier = byNumber.get(key);
    if (earlier) {
      return {
        ...earlier,
        isValid: false,
        statusCode: '99',
        statusDescription: 'Validación contiene errores en campos mandatorios.',
        statusMessage: 'Documento con errores en campos mandatorios.',
        errorMessages: ['Regla: 90, Rechazo: Documento procesado anteriormente.'],
        alreadyProcessed: true,
      };
    }
    if (options.xmlsecTrusted && checked.rules.every((r) => r.code !== 'ZE02')) {
      const verified = xmlsecVerify(xml, { trusted: options.xmlsecTrusted });
      if (!verified.ok)
        checked.rules.push({ code: 'ZE02', message: 'Valor de la firma inválido (xmlsec1).' });
    }
    const rules = behaviour.kind === 'reject' ? behaviour.rules : checked.rules;
    const at = colombianInstant(now());
    const response: TDianResponse = {
      isValid: rules.length === 0,
      statusCode: rules.length === 0 ? '00' : '99',
      statusDescription:
        rules.length === 0
          ? 'Procesado Correctamente.'
          : 'Validación contiene errores en campos mandatorios.',
      statusMessage:
        rules.length === 0
          ? `La ${NAMES[checked.typeCode] ?? 'Factura electrónica'} ${checked.doc.number}, ha sido autorizada.`
          : 'Documento con errores en campos mandatorios.',
      errorMessages: rules.map((r) => `Regla: ${r.code}, Rechazo: ${r.message}`),
      applicationResponse: applicationResponse(checked.doc, rules, options.dian, at),
      documentKey: checked.doc.uuid,
      fileName: fileName.replace(/^z/, 'fv').replace(/\.zip$/, '.xml'),
      alreadyProcessed: false,
    };
    byUuid.set(checked.doc.uuid, response);
    if (response.isValid) byNumber.set(key, response);
    return response;
  }

  function handle(xml: string): { status: number; body: string } {
    const dom = new DOMParser({ errorHandler: () => {} }).parseFromString(xml, 'text/xml');
    const envelope = dom.documentElement;
    if (!envelope || envelope.namespaceURI !== SOAP_NS.soap) {
      return { status: 400, body: faultEnvelope('Sender', 'No es un sobre SOAP 1.2') };
    }
    const call = children(find(envelope, 'Body'))[0];
    const entry: TReceived = { operation: call?.localName ?? '', security: checkSecurity(xml, envelope) };
    received.push(entry);
    if (entry.security !== 'válida') {
      return {
        status: 500,
        body: faultEnvelope('Sender', 'An error occurred when verifying security for the message.'),
      };
    }
    const param = (name: string) => find(call, name)?.textContent ?? '';
    switch (entry.operation) {
      case 'SendBillSync':
      case 'SendTestSetAsync': {
        entry.fileName = param('fileName');
        const files = unzipTexts(Buffer.from(param('contentFile'), 'base64'));
        const [file] = files;
        if (files.length !== 1 || !file) {
          return {
            status: 200,
            body: dianResponseEnvelope('SendBillSync', {
              ...notFound(),
              statusCode: '89',
              statusMessage: 'El método síncrono solo puede recibir un documento.',
            }),
          };
        }
        entry.xml = file.text;
        const response = answerDocument(file.text, entry.fileName, entry);
        entry.answer = response;
        if (entry.operation === 'SendBillSync')
          return { status: 200, body: dianResponseEnvelope('SendBillSync', response) };
        const zipKey = randomUUID();
        testSets.set(zipKey, [response]);
        return { status: 200, body: uploadEnvelope({ zipKey, errors: [] }) };
      }
      case 'GetStatusZip':
        return { status: 200, body: statusZipEnvelope(testSets.get(param('trackId')) ?? [notFound()]) };
      case 'GetStatus':
        entry.answer = byUuid.get(param('trackId')) ?? notFound();
        return { status: 200, body: dianResponseEnvelope('GetStatus', entry.answer) };
      default:
        return { status: 500, body: faultEnvelope('Sender', `Operación desconocida: ${entry.operation}`) };
    }
  }

  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: string) => {
        res.writeHead(status, { 'Content-Type': 'application/soap+xml; charset=utf-8' });
        res.end(body);
      };
      const current = behaviour;
      if (current.kind === 'status')
        return reply(current.status, current.body ?? '<html><body>Service Unavailable</body></html>');
      let answer: { status: number; body: string };
      try {
        answer = handle(Buffer.concat(chunks).toString('utf8'));
      } catch (error) {
        // A bug of the fake shows in the test as DIAN's own failure, with its message.
        answer = {
          status: 500,
          body: faultEnvelope('Receiver', error instanceof Error ? error.message : String(error)),
        };
      }
      const { status, body } = answer;
      if (current.kind === 'timeout') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) reply(status, body);
        }, current.ms);
        timers.add(timer);
        return;
      }
      reply(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/WcfDianCustomerServices.svc`;
  return {
    url,
    behave: (b) => {
      behaviour = b;
    },
    received,
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
