/**
 * The SOAP client against the fake DIAN (a real HTTP server on a free loopback port): every path the
 * sending queue will meet — accepted, rejected with DIAN's rules, sent twice, the test set, a SOAP
 * fault, a timeout, a 503, no connection and an answer that is not SOAP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readP12 } from '../src/modules/e-invoicing/certificate/p12';
import type { TDocument } from '../src/modules/e-invoicing/model';
import { signXades } from '../src/modules/e-invoicing/signature/xades';
import { createDianClient } from '../src/modules/e-invoicing/soap/client';
import { readApplicationResponse } from '../src/modules/e-invoicing/ubl/application-response';
import { buildDocument } from '../src/modules/e-invoicing/ubl/documents';
import { packageDocument } from '../src/modules/e-invoicing/zip';
import * as docs from './helpers/e-invoicing-documents';
import { startFakeDian, type TFakeDian } from './helpers/fake-dian';
import { issue, p12, testPki } from './helpers/test-certificates';
import { xmlsecVerify } from './helpers/xml-tools';

const pki = testPki();
const hotel = readP12(pki.hotelP12, pki.password);
const dianCreds = readP12(pki.dianP12, pki.password);
let fake: TFakeDian;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeDian({
    keys: {
      technicalKey: docs.resolution().technicalKey,
      pins: { [docs.software().id]: docs.software().pin },
      trustedRoots: [pki.root.certPem, pki.intermediate.certPem],
    },
    dian: dianCreds,
    xmlsecTrusted: [pki.root.certPem],
  });
});
afterAll(() => fake.close());
beforeEach(() => fake.behave({ kind: 'validate' }));

const client = (over: Partial<Parameters<typeof createDianClient>[0]> = {}) =>
  createDianClient({ endpoint: fake.url, credentials: hotel, timeoutMs: 5_000, ...over });

/** Built, signed at its issue instant (or another), zipped with the annex's names. */
function prepare(doc: TDocument, signingTime?: string) {
  const built = buildDocument(doc);
  const signed = signXades(built.xml, hotel, { signingTime: signingTime ?? built.signingTime });
  sequence += 1;
  return {
    built,
    signed,
    pkg: packageDocument(signed, { kind: doc.kind, nit: doc.issuer.nit, year: 2026, sequence }),
  };
}

describe('SendBillSync', () => {
  it('answers an accepted invoice with a signed ApplicationResponse (verified by xmlsec1)', async () => {
    const { built, pkg } = prepare(docs.invoice({ number: 'SETP990000101' }));
    const result = await client().sendBillSync(pkg.zipName, pkg.contentFile);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      isValid: true,
      statusCode: '00',
      statusDescription: 'Procesado Correctamente.',
      statusMessage: 'La Factura electrónica SETP990000101, ha sido autorizada.',
      errorMessages: [],
      documentKey: built.uuid,
      alreadyProcessed: false,
    });
    const answer = result.value.applicationResponse ?? '';
    expect(readApplicationResponse(answer)).toMatchObject({ responseCode: '02', documentUuid: built.uuid });
    const verified = xmlsecVerify(answer, { trusted: [pki.root.certPem] });
    expect(verified.ok).toBe(true);
    expect(fake.received.at(-1)).toMatchObject({
      operation: 'SendBillSync',
      security: 'válida',
      fileName: pkg.zipName,
    });
  });

  it.each([
    ['nota crédito', () => docs.creditNote({ number: 'NC101' })],
    ['nota débito', () => docs.debitNote({ number: 'ND101' })],
    ['documento POS', () => docs.posDocument({ number: 'POS1101' })],
    ['nota de ajuste del POS', () => docs.posNote({ number: 'NA101' })],
    ['factura de contingencia', () => docs.invoice({ kind: 'contingency', number: 'SETP990000102' })],
  ])('accepts a %s whose CUDE the fake recomputes with the software PIN', async (_name, make) => {
    const { built, pkg } = prepare(make());
    const result = await client().sendBillSync(pkg.zipName, pkg.contentFile);
    expect(result.ok && result.value).toMatchObject({
      isValid: true,
      statusCode: '00',
      documentKey: built.uuid,
    });
  });

  it('rejects, with the rule, a document signed on a day other than its issue date (FAD09e)', async () => {
    const { pkg } = prepare(docs.invoice({ number: 'SETP990000103' }), '2026-11-29T08:00:00-05:00');
    const result = await client().sendBillSync(pkg.zipName, pkg.contentFile);
    expect(result.ok && result.value).toMatchObject({
      isValid: false,
      statusCode: '99',
      errorMessages: [
        'Regla: FAD09e, Rechazo: La fecha de emisión del documento no coincide con la fecha de la firma.',
      ],
    });
  });

  it('rejects a note whose CUDE used another PIN (CAD06), and a signature broken in transit (ZE02)', async () => {
    const wrongPin = prepare(docs.creditNote({ number: 'NC102', software: docs.software({ pin: '00000' }) }));
    const cude = await client().sendBillSync(wrongPin.pkg.zipName, wrongPin.pkg.contentFile);
    expect(cude.ok && cude.value.errorMessages).toEqual([
      'Regla: CAD06, Rechazo: Valor del CUDE no está calculado correctamente.',
    ]);
    const { signed } = prepare(docs.invoice({ number: 'SETP990000104' }));
    const tampered = packageDocument(signed.replace('>Lavandería<', '>Lavanderia<'), {
      kind: 'invoice',
      nit: '900373076',
      year: 2026,
      sequence: 900,
    });
    const broken = await client().sendBillSync(tampered.zipName, tampered.contentFile);
    expect(broken.ok && broken.value.errorMessages[0]).toMatch(
      /^Regla: ZE02, Rechazo: Valor de la firma inválido/,
    );
    expect(broken.ok && readApplicationResponse(broken.value.applicationResponse ?? '').responseCode).toBe(
      '04',
    );
  });

  it('passes on the rules DIAN answers when it rejects', async () => {
    fake.behave({
      kind: 'reject',
      rules: [{ code: 'FAJ44b', message: 'NIT del adquiriente no corresponde al RUT.' }],
    });
    const { pkg } = prepare(docs.invoice({ number: 'SETP990000105' }));
    const result = await client().sendBillSync(pkg.zipName, pkg.contentFile);
    expect(result.ok && result.value).toMatchObject({
      isValid: false,
      statusCode: '99',
      errorMessages: ['Regla: FAJ44b, Rechazo: NIT del adquiriente no corresponde al RUT.'],
    });
  });

  it('says a number sent twice was processed before (rule 90), and GetStatus finds it by its CUFE', async () => {
    const { built, pkg } = prepare(docs.invoice({ number: 'SETP990000106' }));
    expect((await client().sendBillSync(pkg.zipName, pkg.contentFile)).ok).toBe(true);
    const again = await client().sendBillSync(pkg.zipName, pkg.contentFile);
    expect(again.ok && again.value).toMatchObject({ isValid: false, alreadyProcessed: true });
    const status = await client().getStatus(built.uuid);
    expect(status.ok && status.value).toMatchObject({
      isValid: true,
      statusCode: '00',
      documentKey: built.uuid,
    });
    const unknown = await client().getStatus('f'.repeat(96));
    expect(unknown.ok && unknown.value).toMatchObject({ isValid: false, statusCode: '66' });
  });
});

describe('the test set (habilitación)', () => {
  it('takes a document with SendTestSetAsync and answers its result through GetStatusZip', async () => {
    const { built, pkg } = prepare(docs.invoice({ number: 'SETP990000107' }));
    const sent = await client().sendTestSetAsync(
      pkg.zipName,
      pkg.contentFile,
      'c4c2b6f3-0e14-4d8b-9c55-000000000001',
    );
    expect(sent.ok).toBe(true);
    if (!sent.ok) return;
    expect(sent.value.zipKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.value.errors).toEqual([]);
    const status = await client().getStatusZip(sent.value.zipKey);
    expect(status.ok && status.value).toEqual([
      expect.objectContaining({ isValid: true, statusCode: '00', documentKey: built.uuid }),
    ]);
  });
});

describe('failures', () => {
  it('a request signed with a certificate DIAN does not trust is a SOAP fault that retrying cannot fix', async () => {
    const stranger = issue({ subject: [{ name: 'commonName', value: 'Desconocido' }] });
    const creds = readP12(p12(stranger, [], 'x'), 'x');
    const result = await client({ credentials: creds }).getStatus('abc');
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'soap-fault',
        retryable: false,
        httpStatus: 500,
        message: 'La DIAN rechazó la solicitud: An error occurred when verifying security for the message.',
      },
    });
    expect(fake.received.at(-1)?.security).toBe(
      'el certificado del token no es de una entidad de certificación reconocida',
    );
  });

  it('a DIAN slower than the timeout is a retryable timeout', async () => {
    fake.behave({ kind: 'timeout', ms: 3_000 });
    const result = await client({ timeoutMs: 300 }).getStatus('abc');
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'timeout', retryable: true, message: 'La DIAN no respondió en 0.3 s' },
    });
  });

  it('a 503 is a retryable HTTP failure', async () => {
    fake.behave({ kind: 'status', status: 503 });
    const result = await client().getStatus('abc');
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'http',
        retryable: true,
        httpStatus: 503,
        message: 'La DIAN respondió con el estado HTTP 503',
      },
    });
  });

  it('a 404 is an HTTP failure that retrying cannot fix', async () => {
    fake.behave({ kind: 'status', status: 404, body: 'no' });
    const result = await client().getStatus('abc');
    expect(!result.ok && result.failure).toMatchObject({ kind: 'http', retryable: false, httpStatus: 404 });
  });

  it('a 200 that is not SOAP is a retryable invalid response', async () => {
    fake.behave({ kind: 'status', status: 200, body: '<html>Mantenimiento</html>' });
    const result = await client().getStatus('abc');
    expect(!result.ok && result.failure).toMatchObject({
      kind: 'invalid-response',
      retryable: true,
      httpStatus: 200,
    });
  });

  it('no connection is a retryable network failure, and the transport is the injected one', async () => {
    const calls: string[] = [];
    const result = await client({
      transport: async (url) => {
        calls.push(url);
        throw new TypeError('fetch failed');
      },
    }).getStatus('abc');
    expect(calls).toEqual([fake.url]);
    expect(result).toEqual({
      ok: false,
      failure: { kind: 'network', retryable: true, message: 'No fue posible conectarse con la DIAN' },
    });
  });
});
