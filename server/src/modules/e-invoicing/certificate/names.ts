/**
 * X.509 distinguished names read from the certificate's DER (node-forge's ASN.1), kept as RDNs so
 * they can be written as RFC 4514 strings: the X509IssuerName DIAN's validator (xades4j, through
 * Java's X500Principal) compares with the certificate's own issuer.
 */
import forge from 'node-forge';

export interface TNameAttribute {
  oid: string;
  value: string;
  /** The DER of the value, for the `#hex` form of attribute types without a name. */
  der: string;
}

/** One relative distinguished name (usually one attribute; several form a multi-valued RDN). */
export type TRdn = TNameAttribute[];

/**
 * The attribute types written by name: OpenSSL's short names, which Java's X500Principal also
 * reads (case-insensitively). Any other type goes as its dotted OID with the `#hex` DER value
 * (RFC 4514 §2.4), which both understand.
 */
const NAMES: Record<string, string> = {
  '2.5.4.3': 'CN',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.5': 'serialNumber',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '0.9.2342.19200300.100.1.25': 'DC',
  '0.9.2342.19200300.100.1.1': 'UID',
};

const { asn1 } = forge;

/** A string value as text: UTF8String and BMPString decoded, the 8-bit types byte for byte. */
function valueText(node: forge.asn1.Asn1): string {
  const bytes = typeof node.value === 'string' ? node.value : '';
  if (node.type === asn1.Type.UTF8) return forge.util.decodeUtf8(bytes);
  if (node.type === asn1.Type.BMPSTRING) {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      text += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
    }
    return text;
  }
  return bytes;
}

/** The RDNs of a Name (SEQUENCE OF SET OF AttributeTypeAndValue), in certificate order. */
export function readName(name: forge.asn1.Asn1): TRdn[] {
  const sets = Array.isArray(name.value) ? name.value : [];
  return sets.map((set) =>
    (Array.isArray(set.value) ? set.value : []).map((atv) => {
      const [type, value] = Array.isArray(atv.value) ? atv.value : [];
      if (!type || !value) throw new Error('Nombre X.509 mal formado');
      return {
        oid: asn1.derToOid(typeof type.value === 'string' ? type.value : ''),
        value: valueText(value),
        der: asn1.toDer(value).getBytes(),
      };
    }),
  );
}

/** RFC 4514 §2.4: escape the specials, a leading `#` or space and a trailing space. */
function escapeValue(value: string): string {
  let out = value.replace(/[\\"+,;<>]/g, (ch) => `\\${ch}`).replace(/\0/g, '\\00');
  if (out.startsWith('#') || out.startsWith(' ')) out = `\\${out}`;
  if (out.endsWith(' ') && out.length > 1) out = `${out.slice(0, -1)}\\ `;
  return out;
}

function attribute(a: TNameAttribute): string {
  const name = NAMES[a.oid];
  if (name) return `${name}=${escapeValue(a.value)}`;
  return `${a.oid}=#${forge.util.bytesToHex(a.der)}`;
}

/** The name as RFC 4514 writes it: last RDN first, `,` between RDNs, `+` inside a multi-valued one. */
export function rfc4514(rdns: TRdn[]): string {
  return [...rdns]
    .reverse()
    .map((rdn) => rdn.map(attribute).join('+'))
    .join(',');
}

/** The issuer and subject Names of a certificate's TBSCertificate. */
export function certificateNames(cert: forge.pki.Certificate): { issuer: TRdn[]; subject: TRdn[] } {
  // Set when the certificate was parsed (certificateFromAsn1 captures the original TBSCertificate).
  const tbs = cert.tbsCertificate;
  const fields = Array.isArray(tbs.value) ? tbs.value : [];
  // version is an optional [0] EXPLICIT field; then serial, signature, issuer, validity, subject
  const offset = fields[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  const issuer = fields[offset + 2];
  const subject = fields[offset + 4];
  if (!issuer || !subject) throw new Error('Certificado X.509 mal formado');
  return { issuer: readName(issuer), subject: readName(subject) };
}
