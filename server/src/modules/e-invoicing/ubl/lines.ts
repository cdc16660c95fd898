/**
 * The money blocks of a document from `computeTotals`: PaymentMeans, TaxTotal, the monetary total and
 * the lines, each in its XSD order (an InvoiceLine has AllowanceCharge before TaxTotal; a
 * CreditNoteLine and a DebitNoteLine the other way round).
 */
import { divRoundHalfEven, fromScaled, toScaled } from '../../../lib/decimal';
import { BusinessRuleError } from '../../../lib/errors';
import { codeName } from '../codes/code-lists';
import type { TLine, TLineTax, TPayment, TTaxSubtotal, TTaxTotal, TTotals } from '../model';
import { amount, el, type TNode } from './xml';

const SCHEME_NAMES = { '01': 'IVA', '04': 'INC' } as const;

/** cac:PaymentMeans, one per means: ID is the form (1 contado, 2 crédito). */
export function paymentMeans(parent: TNode, payment: TPayment, issueDate: string): void {
  if (payment.means.length === 0) throw new BusinessRuleError('Falta el medio de pago');
  const due = payment.terms.form === '2' ? payment.terms.dueDate : issueDate;
  if (due < issueDate) throw new BusinessRuleError('La fecha de vencimiento es anterior a la de emisión');
  for (const code of payment.means) {
    if (!codeName('paymentMeans', code))
      throw new BusinessRuleError(`Medio de pago «${code}» desconocido para la DIAN`);
    const node = el(parent, 'cac:PaymentMeans');
    el(node, 'cbc:ID', payment.terms.form);
    el(node, 'cbc:PaymentMeansCode', code);
    el(node, 'cbc:PaymentDueDate', due);
  }
}

function subtotal(parent: TNode, scheme: TTaxTotal['scheme'], sub: TTaxSubtotal | TLineTax): void {
  const node = el(parent, 'cac:TaxSubtotal');
  amount(node, 'cbc:TaxableAmount', sub.taxable);
  amount(node, 'cbc:TaxAmount', sub.amount);
  const category = el(node, 'cac:TaxCategory');
  el(category, 'cbc:Percent', sub.rate);
  const taxScheme = el(category, 'cac:TaxScheme');
  el(taxScheme, 'cbc:ID', scheme);
  el(taxScheme, 'cbc:Name', SCHEME_NAMES[scheme]);
}

/** One cac:TaxTotal per scheme (01 IVA, then 04 INC), with a subtotal per rate. */
export function taxTotals(parent: TNode, totals: TTotals): void {
  for (const total of totals.taxTotals) {
    const node = el(parent, 'cac:TaxTotal');
    amount(node, 'cbc:TaxAmount', total.amount);
    for (const sub of total.subtotals) subtotal(node, total.scheme, sub);
  }
}

/** LegalMonetaryTotal (RequestedMonetaryTotal on a DebitNote). */
export function monetaryTotal(
  parent: TNode,
  tag: 'cac:LegalMonetaryTotal' | 'cac:RequestedMonetaryTotal',
  t: TTotals,
): void {
  const node = el(parent, tag);
  amount(node, 'cbc:LineExtensionAmount', t.lineExtension);
  amount(node, 'cbc:TaxExclusiveAmount', t.taxExclusive);
  amount(node, 'cbc:TaxInclusiveAmount', t.taxInclusive);
  amount(node, 'cbc:PayableAmount', t.payable);
}

/** A quantity as written: "3", "2.5" (no trailing zeros). */
const quantityText = (value: string) => fromScaled(toScaled(value, 6), 6).replace(/\.?0+$/, '');

function discount(parent: TNode, line: TLine): void {
  if (line.discount === '0.00') return;
  const node = el(parent, 'cac:AllowanceCharge');
  el(node, 'cbc:ID', '1');
  el(node, 'cbc:ChargeIndicator', 'false');
  el(node, 'cbc:AllowanceChargeReason', 'Descuento');
  // Amount = BaseAmount × MultiplierFactorNumeric / 100; six decimals keep it exact to the cent.
  const percent = divRoundHalfEven(toScaled(line.discount, 2) * 100_000_000n, toScaled(line.gross, 2));
  el(node, 'cbc:MultiplierFactorNumeric', fromScaled(percent, 6));
  amount(node, 'cbc:Amount', line.discount);
  amount(node, 'cbc:BaseAmount', line.gross);
}

function lineTaxes(parent: TNode, line: TLine): void {
  for (const tax of line.taxes) {
    const node = el(parent, 'cac:TaxTotal');
    amount(node, 'cbc:TaxAmount', tax.amount);
    subtotal(node, tax.scheme, tax);
  }
}

export type TLineKind = 'InvoiceLine' | 'CreditNoteLine' | 'DebitNoteLine';
const QUANTITY = {
  InvoiceLine: 'InvoicedQuantity',
  CreditNoteLine: 'CreditedQuantity',
  DebitNoteLine: 'DebitedQuantity',
};

export function documentLines(parent: TNode, kind: TLineKind, totals: TTotals): void {
  for (const line of totals.lines) {
    const node = el(parent, `cac:${kind}`);
    el(node, 'cbc:ID', String(line.position));
    el(node, `cbc:${QUANTITY[kind]}`, quantityText(line.quantity), { unitCode: line.unitCode });
    amount(node, 'cbc:LineExtensionAmount', line.lineExtension);
    if (kind === 'InvoiceLine') {
      discount(node, line);
      lineTaxes(node, line);
    } else {
      lineTaxes(node, line);
      discount(node, line);
    }
    const item = el(node, 'cac:Item');
    el(item, 'cbc:Description', line.description);
    el(el(item, 'cac:StandardItemIdentification'), 'cbc:ID', line.code ?? String(line.position), {
      schemeID: '999',
      schemeName: 'Estándar de adopción del contribuyente',
    });
    const price = el(node, 'cac:Price');
    amount(price, 'cbc:PriceAmount', line.unitPrice);
    el(price, 'cbc:BaseQuantity', '1', { unitCode: line.unitCode });
  }
}
