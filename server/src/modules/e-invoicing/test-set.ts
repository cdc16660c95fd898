/**
 * The habilitación's test set (issue 27): before DIAN enables the hotel's software, it must accept
 * the number of invoices and notes its portal asks for, sent with `SendTestSetAsync` and the
 * hotel's TestSetId. Posada makes them from the hotel's own issuer data in DIAN's published test
 * numbering (SETP990000000–995000000), signs them with the hotel's certificate, sends them, and
 * asks DIAN's verdict with `GetStatusZip`. See docs/e-invoicing.md "Habilitación".
 */
import type { TEInvoicingTestSetBody } from '@posada/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { setPruebas } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError } from '../../lib/errors';
import { issuerOf, softwareOf } from './documents';
import type { DocumentsRepository } from './documents.repository';
import {
  FINAL_CONSUMER,
  type TDocument,
  type TInvoice,
  type TIssuer,
  type TLineInput,
  type TNote,
  type TResolution,
  type TSoftware,
} from './model';
import { signXades } from './signature/xades';
import { dianClientOf, loadSigner } from './signer';
import type { TTransport } from './soap/client';
import { colombianInstant } from './time';
import { buildDocument } from './ubl/documents';
import { packageDocument } from './zip';

/** DIAN's numbering for test sets (the same for every software in habilitación). */
export const TEST_RESOLUTION: TResolution = {
  number: '18760000001',
  startDate: '2019-01-19',
  endDate: '2030-01-19',
  prefix: 'SETP',
  from: '990000000',
  to: '995000000',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
};
/**
 * The set's numbers come from the top of the range, downwards: a hotel that issues in DIAN's test
 * numbering while in pruebas (the demo hotel does) numbers its own invoices upwards from its
 * bottom, so the set and the hotel's invoices never share a number (DIAN refuses a number it has
 * already received — rule 90 — and rejected the hotel's first real invoice after the set).
 */
const LAST = 995_000_000;

/** A night of lodging with IVA 19 % and a breakfast with INC 8 %: a hotel's two tax regimes. */
const invoiceLines: TLineInput[] = [
  {
    description: 'Alojamiento habitación doble',
    quantity: '1',
    unitCode: 'DAY',
    unitPrice: '150000.00',
    taxes: [{ scheme: '01', rate: '19.00' }],
  },
  {
    description: 'Desayuno',
    quantity: '2',
    unitCode: '94',
    unitPrice: '25000.00',
    taxes: [{ scheme: '04', rate: '8.00' }],
  },
];
const debitLines: TLineInput[] = [
  {
    description: 'Lavandería',
    quantity: '1',
    unitCode: '94',
    unitPrice: '12000.00',
    taxes: [{ scheme: '01', rate: '19.00' }],
  },
];

type Kind = 'factura' | 'nota_credito' | 'nota_debito';
export interface TestSetDocument {
  clase: Kind;
  doc: TDocument;
}

/**
 * The set's documents: `facturas` invoices numbered from `next`, then credit notes annulling the
 * first invoices and debit notes adding a charge to the following ones (each note on an invoice of
 * this same set, so DIAN knows its CUFE).
 */
export function testSetDocuments(
  counts: TEInvoicingTestSetBody,
  issuer: TIssuer,
  software: TSoftware,
  next: number,
  at: Date,
): TestSetDocument[] {
  const { date, time } = colombianInstant(at);
  const base = { issueDate: date, issueTime: time, issuer, buyer: FINAL_CONSUMER, software };
  const invoices: TInvoice[] = Array.from({ length: counts.facturas }, (_, i) => ({
    ...base,
    kind: 'invoice',
    number: `SETP${next + i}`,
    lines: invoiceLines,
    resolution: TEST_RESOLUTION,
    payment: { terms: { form: '1' }, means: ['10'] },
  }));
  const reference = (i: number) => {
    const invoice = invoices[i % invoices.length] as TInvoice;
    return { number: invoice.number, uuid: buildDocument(invoice).uuid, issueDate: invoice.issueDate };
  };
  const note = (kind: TNote['kind'], i: number, offset: number): TNote => ({
    ...base,
    kind,
    number: `${kind === 'credit-note' ? 'NC' : 'ND'}${next + i}`,
    lines: kind === 'credit-note' ? invoiceLines : debitLines,
    reference: reference(offset + i),
    concept: kind === 'credit-note' ? '2' : '4',
    reason: kind === 'credit-note' ? 'Anulación de la factura de prueba' : 'Cargo adicional de prueba',
    payment: { terms: { form: '1' }, means: ['10'] },
  });
  return [
    ...invoices.map((doc) => ({ clase: 'factura' as const, doc })),
    ...Array.from({ length: counts.notas_credito }, (_, i) => ({
      clase: 'nota_credito' as const,
      doc: note('credit-note', i, 0),
    })),
    ...Array.from({ length: counts.notas_debito }, (_, i) => ({
      clase: 'nota_debito' as const,
      doc: note('debit-note', i, counts.notas_credito),
    })),
  ];
}

export interface TestSetDeps {
  db: Db;
  repo: Pick<DocumentsRepository, 'issuer'>;
  clock: Clock;
  secretKey: string | undefined;
  dianUrl?: string | undefined;
  transport?: TTransport;
}

export function createTestSet({ db, repo, clock, secretKey, dianUrl, transport }: TestSetDeps) {
  const rows = (ex: Executor, hotelId: number) =>
    ex.select().from(setPruebas).where(eq(setPruebas.hotel_id, hotelId)).orderBy(asc(setPruebas.id));

  async function clientOf(hotelId: number) {
    const signer = await loadSigner(db, repo, hotelId, secretKey);
    const s = signer.facts.settings;
    if (s.ambiente !== 'pruebas') {
      throw new BusinessRuleError('El set de pruebas se envía en el ambiente de pruebas (habilitación)');
    }
    if (!s.test_set_id)
      throw new BusinessRuleError(
        'Indique el identificador del set de pruebas (TestSetId) que le dio la DIAN',
      );
    const client = dianClientOf(signer, { clock, dianUrl, transport });
    return { signer, client, testSetId: s.test_set_id };
  }

  /** DIAN's verdict on every document still waiting for one. */
  async function consult(hotelId: number) {
    const waiting = (await rows(db, hotelId)).filter((r) => r.estado === 'enviado' && r.zip_key);
    if (waiting.length === 0) return rows(db, hotelId);
    const { client } = await clientOf(hotelId);
    for (const row of waiting) {
      const result = await client.getStatusZip(row.zip_key ?? '');
      if (!result.ok) continue;
      const answer = result.value.find((a) => a.documentKey === row.cufe) ?? result.value[0];
      // 98 in process, 66 not found yet: asked again later.
      if (!answer || answer.statusCode === '98' || answer.statusCode === '66') continue;
      await db
        .update(setPruebas)
        .set({
          estado: answer.isValid ? 'aceptado' : 'rechazado',
          mensajes: answer.errorMessages,
          updated_at: sql`now()`,
        })
        .where(eq(setPruebas.id, row.id));
    }
    return rows(db, hotelId);
  }

  return {
    list: (hotelId: number) => rows(db, hotelId),
    consult,

    /** Makes, signs and sends the set; then asks DIAN's verdict once. */
    async send(hotelId: number, counts: TEInvoicingTestSetBody) {
      const { signer, client, testSetId } = await clientOf(hotelId);
      const [used] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(setPruebas)
        .where(and(eq(setPruebas.hotel_id, hotelId), eq(setPruebas.clase, 'factura')));
      const issuer = issuerOf(signer.facts);
      const docs = testSetDocuments(
        counts,
        issuer,
        softwareOf(signer.facts, signer.pin),
        LAST - (used?.n ?? 0) - counts.facturas + 1,
        clock.now(),
      );
      for (const { clase, doc } of docs) {
        const built = buildDocument(doc);
        const xml = signXades(built.xml, signer.credentials, { signingTime: built.signingTime });
        const [row] = await db
          .insert(setPruebas)
          .values({ hotel_id: hotelId, clase, numero: doc.number, cufe: built.uuid, estado: 'error' })
          .returning({ id: setPruebas.id });
        const pkg = packageDocument(xml, {
          kind: doc.kind,
          nit: issuer.nit,
          year: Number(doc.issueDate.slice(0, 4)),
          // Apart from the outbox's consecutives: the test set's files count down from the top.
          sequence: 0xffffffff - (row?.id ?? 0),
        });
        const sent = await client.sendTestSetAsync(pkg.zipName, pkg.contentFile, testSetId);
        const values = !sent.ok
          ? { estado: 'error', mensajes: [sent.failure.message] }
          : sent.value.errors.length > 0
            ? {
                estado: 'rechazado',
                mensajes: sent.value.errors.map((e) => e.message),
                zip_key: sent.value.zipKey,
              }
            : { estado: 'enviado', zip_key: sent.value.zipKey };
        await db
          .update(setPruebas)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(setPruebas.id, row?.id ?? 0));
      }
      return consult(hotelId);
    },
  };
}

export type TestSet = ReturnType<typeof createTestSet>;
