/**
 * AccountingSupplierParty and AccountingCustomerParty (annex groups FAJ and FAK), in the XSD's order:
 * PartyIdentification, PartyName, PhysicalLocation, PartyTaxScheme, PartyLegalEntity, Contact.
 */
import { isValidNit } from '@posada/contracts';
import { BusinessRuleError } from '../../../lib/errors';
import { codeName } from '../codes/code-lists';
import type { TAddress, TBuyer, TIssuer, TPartyTaxScheme } from '../model';
import { DIAN_AGENCY, el, type TNode } from './xml';

const TAX_SCHEME_NAMES: Record<TPartyTaxScheme, string> = {
  '01': 'IVA',
  '04': 'INC',
  ZA: 'IVA e INC',
  ZZ: 'No aplica',
};

const NIT = '31';

/** cac:Address (or RegistrationAddress): DIVIPOLA code, city and department names from DIAN's lists. */
export function address(parent: TNode, tag: 'cac:Address' | 'cac:RegistrationAddress', a: TAddress): void {
  const node = el(parent, tag);
  const country = codeName('countries', a.countryCode);
  if (!country) throw new BusinessRuleError(`País «${a.countryCode}» desconocido para la DIAN`);
  if (a.countryCode === 'CO') {
    const city = a.cityCode ? codeName('municipalities', a.cityCode) : undefined;
    const department = a.cityCode ? codeName('departments', a.cityCode.slice(0, 2)) : undefined;
    if (!a.cityCode || !city || !department) {
      throw new BusinessRuleError(`El municipio «${a.cityCode ?? ''}» no es un código DIVIPOLA`);
    }
    el(node, 'cbc:ID', a.cityCode);
    el(node, 'cbc:CityName', city);
    if (a.postalZone) el(node, 'cbc:PostalZone', a.postalZone);
    el(node, 'cbc:CountrySubentity', department);
    el(node, 'cbc:CountrySubentityCode', a.cityCode.slice(0, 2));
  } else {
    el(node, 'cbc:CityName', a.cityName ?? '');
    if (a.postalZone) el(node, 'cbc:PostalZone', a.postalZone);
    if (a.region) el(node, 'cbc:CountrySubentity', a.region);
  }
  el(el(node, 'cac:AddressLine'), 'cbc:Line', a.line);
  const c = el(node, 'cac:Country');
  el(c, 'cbc:IdentificationCode', a.countryCode);
  el(c, 'cbc:Name', country, { languageID: 'es' });
}

function companyId(parent: TNode, tag: 'cbc:CompanyID', number: string, idType: string, dv?: string): void {
  el(parent, tag, number, {
    ...DIAN_AGENCY,
    ...(idType === NIT && dv !== undefined ? { schemeID: dv } : {}),
    schemeName: idType,
  });
}

function taxScheme(parent: TNode, scheme: TPartyTaxScheme): void {
  const node = el(parent, 'cac:TaxScheme');
  el(node, 'cbc:ID', scheme);
  el(node, 'cbc:Name', TAX_SCHEME_NAMES[scheme]);
}

function responsibilities(codes: string[]): string {
  for (const code of codes) {
    if (!codeName('responsibilities', code)) {
      throw new BusinessRuleError(`Responsabilidad fiscal «${code}» desconocida para la DIAN`);
    }
  }
  return codes.join(';');
}

/** "48" responsable de IVA, "49" no responsable: the régimen DIAN's examples put on TaxLevelCode. */
const regime = (scheme: TPartyTaxScheme) => (scheme === '01' || scheme === 'ZA' ? '48' : '49');

export function supplierParty(parent: TNode, issuer: TIssuer, prefix: string): void {
  const node = el(parent, 'cac:AccountingSupplierParty');
  el(node, 'cbc:AdditionalAccountID', issuer.organizationType);
  const party = el(node, 'cac:Party');
  el(el(party, 'cac:PartyName'), 'cbc:Name', issuer.tradeName ?? issuer.registrationName);
  address(el(party, 'cac:PhysicalLocation'), 'cac:Address', issuer.address);
  const tax = el(party, 'cac:PartyTaxScheme');
  el(tax, 'cbc:RegistrationName', issuer.registrationName);
  companyId(tax, 'cbc:CompanyID', issuer.nit, NIT, issuer.dv);
  el(tax, 'cbc:TaxLevelCode', responsibilities(issuer.responsibilities), {
    listName: regime(issuer.taxScheme),
  });
  address(tax, 'cac:RegistrationAddress', issuer.address);
  taxScheme(tax, issuer.taxScheme);
  const legal = el(party, 'cac:PartyLegalEntity');
  el(legal, 'cbc:RegistrationName', issuer.registrationName);
  companyId(legal, 'cbc:CompanyID', issuer.nit, NIT, issuer.dv);
  const registration = el(legal, 'cac:CorporateRegistrationScheme');
  // An empty prefix is left out (the numbering has none), never written as an empty ID.
  if (prefix) el(registration, 'cbc:ID', prefix);
  if (issuer.commercialRegistration) el(registration, 'cbc:Name', issuer.commercialRegistration);
  contact(party, issuer.phone, issuer.email);
}

function contact(party: TNode, phone?: string, email?: string): void {
  if (!phone && !email) return;
  const node = el(party, 'cac:Contact');
  if (phone) el(node, 'cbc:Telephone', phone);
  if (email) el(node, 'cbc:ElectronicMail', email);
}

/** Refuses a buyer DIAN cannot take, before any XML: said before the check-out, not after. */
export function checkBuyer(buyer: TBuyer): void {
  if (!codeName('idTypes', buyer.idType)) {
    throw new BusinessRuleError(`Tipo de documento del comprador «${buyer.idType}» desconocido para la DIAN`);
  }
  if (buyer.idNumber.trim() === '' || buyer.name.trim() === '') {
    throw new BusinessRuleError('El comprador necesita nombre y número de documento');
  }
  if (buyer.idType === NIT && !isValidNit(buyer.idNumber, buyer.dv ?? '')) {
    throw new BusinessRuleError(
      `El NIT del comprador ${buyer.idNumber} no tiene un dígito de verificación válido`,
    );
  }
}

export function customerParty(parent: TNode, buyer: TBuyer): void {
  checkBuyer(buyer);
  const scheme = buyer.taxScheme ?? 'ZZ';
  const node = el(parent, 'cac:AccountingCustomerParty');
  el(node, 'cbc:AdditionalAccountID', buyer.organizationType);
  const party = el(node, 'cac:Party');
  el(el(party, 'cac:PartyIdentification'), 'cbc:ID', buyer.idNumber, {
    ...(buyer.idType === NIT && buyer.dv !== undefined ? { schemeID: buyer.dv } : {}),
    schemeName: buyer.idType,
  });
  el(el(party, 'cac:PartyName'), 'cbc:Name', buyer.name);
  if (buyer.address) address(el(party, 'cac:PhysicalLocation'), 'cac:Address', buyer.address);
  const tax = el(party, 'cac:PartyTaxScheme');
  el(tax, 'cbc:RegistrationName', buyer.name);
  companyId(tax, 'cbc:CompanyID', buyer.idNumber, buyer.idType, buyer.dv);
  el(tax, 'cbc:TaxLevelCode', responsibilities(buyer.responsibilities ?? ['R-99-PN']), {
    listName: regime(scheme),
  });
  if (buyer.address) address(tax, 'cac:RegistrationAddress', buyer.address);
  taxScheme(tax, scheme);
  const legal = el(party, 'cac:PartyLegalEntity');
  el(legal, 'cbc:RegistrationName', buyer.name);
  companyId(legal, 'cbc:CompanyID', buyer.idNumber, buyer.idType, buyer.dv);
  contact(party, buyer.phone, buyer.email);
}

/** The short party block of an AttachedDocument or ApplicationResponse (SenderParty/ReceiverParty). */
export function partyTaxScheme(
  parent: TNode,
  tag: 'cac:SenderParty' | 'cac:ReceiverParty',
  p: {
    name: string;
    idNumber: string;
    idType: string;
    dv?: string;
    responsibilities: string[];
    taxScheme: TPartyTaxScheme;
  },
): void {
  const tax = el(el(parent, tag), 'cac:PartyTaxScheme');
  el(tax, 'cbc:RegistrationName', p.name);
  companyId(tax, 'cbc:CompanyID', p.idNumber, p.idType, p.dv);
  el(tax, 'cbc:TaxLevelCode', responsibilities(p.responsibilities), { listName: regime(p.taxScheme) });
  taxScheme(tax, p.taxScheme);
}
