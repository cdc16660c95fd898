/**
 * ext:UBLExtensions: DIAN's own block first (sts:DianExtensions, annex group FAB), the POS annex's
 * three groups for a tiquete POS (rule DEPD11), and last an empty ExtensionContent where the
 * signature goes — the 2nd for invoices and notes, the last for a POS document (as public
 * implementations place it after the POS groups).
 */
import type { TPosDocument, TResolution, TSoftware } from '../model';
import { DIAN_AGENCY, el, plain, type TNode, type TRoot } from './xml';

/** DIAN's own NIT: the authorization provider of every document. */
export const DIAN_NIT = '800197268';

export interface TDianExtensionsInput {
  resolution?: TResolution;
  software: TSoftware;
  securityCode: string;
  qrUrl: string;
}

function dianExtensions(parent: TNode, input: TDianExtensionsInput): void {
  const dian = el(el(el(parent, 'ext:UBLExtension'), 'ext:ExtensionContent'), 'sts:DianExtensions');
  const { resolution, software } = input;
  if (resolution) {
    const control = el(dian, 'sts:InvoiceControl');
    el(control, 'sts:InvoiceAuthorization', resolution.number);
    const period = el(control, 'sts:AuthorizationPeriod');
    el(period, 'cbc:StartDate', resolution.startDate);
    el(period, 'cbc:EndDate', resolution.endDate);
    const range = el(control, 'sts:AuthorizedInvoices');
    if (resolution.prefix) el(range, 'sts:Prefix', resolution.prefix);
    el(range, 'sts:From', resolution.from);
    el(range, 'sts:To', resolution.to);
  }
  el(el(dian, 'sts:InvoiceSource'), 'cbc:IdentificationCode', 'CO', {
    listAgencyID: '6',
    listAgencyName: 'United Nations Economic Commission for Europe',
    listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
  });
  const provider = el(dian, 'sts:SoftwareProvider');
  el(provider, 'sts:ProviderID', software.providerNit, {
    ...DIAN_AGENCY,
    schemeID: software.providerDv,
    schemeName: '31',
  });
  el(provider, 'sts:SoftwareID', software.id, DIAN_AGENCY);
  el(dian, 'sts:SoftwareSecurityCode', input.securityCode, DIAN_AGENCY);
  el(el(dian, 'sts:AuthorizationProvider'), 'sts:AuthorizationProviderID', DIAN_NIT, {
    ...DIAN_AGENCY,
    schemeID: '4',
    schemeName: '31',
  });
  el(dian, 'sts:QRCode', input.qrUrl);
}

/** One POS group: `<Group><Info><Name>…</Name><Value>…</Value>…</Info></Group>` (annex DE 8.2.1). */
function namedValues(
  parent: TNode,
  root: TRoot,
  group: string,
  info: string,
  rows: [string, string][],
): void {
  const content = el(el(parent, 'ext:UBLExtension'), 'ext:ExtensionContent');
  const node = plain(plain(content, root, group), root, info);
  for (const [name, value] of rows) {
    plain(node, root, 'Name', name);
    plain(node, root, 'Value', value);
  }
}

function posExtensions(parent: TNode, doc: TPosDocument, subtotal: string): void {
  const m = doc.manufacturer;
  namedValues(parent, 'Invoice', 'FabricanteSoftware', 'InformacionDelFabricanteDelSoftware', [
    ['NombreApellido', m.ownerName],
    ['RazonSocial', m.companyName],
    ['NombreSoftware', m.softwareName],
  ]);
  const benefits = doc.buyerBenefits ?? { code: doc.buyer.idNumber, name: doc.buyer.name, points: '0' };
  namedValues(parent, 'Invoice', 'BeneficiosComprador', 'InformacionBeneficiosComprador', [
    ['Codigo', benefits.code],
    ['NombresApellidos', benefits.name],
    ['Puntos', benefits.points],
  ]);
  const p = doc.pointOfSale;
  // The accented names are the literals DIAN compares.
  namedValues(parent, 'Invoice', 'PuntoVenta', 'InformacionCajaVenta', [
    ['PlacaCaja', p.registerPlate],
    ['UbicaciónCaja', p.registerLocation],
    ['Cajero', p.cashier],
    ['TipoCaja', p.registerType],
    ['CódigoVenta', p.saleCode],
    ['SubTotal', subtotal],
  ]);
}

/** The whole ext:UBLExtensions block, with the empty signature slot last. */
export function ublExtensions(
  root: TNode,
  input: TDianExtensionsInput,
  pos?: { doc: TPosDocument; subtotal: string },
): void {
  const extensions = el(root, 'ext:UBLExtensions');
  dianExtensions(extensions, input);
  if (pos) posExtensions(extensions, pos.doc, pos.subtotal);
  el(el(extensions, 'ext:UBLExtension'), 'ext:ExtensionContent');
}
