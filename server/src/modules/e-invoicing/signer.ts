import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BusinessRuleError } from '../../lib/errors';
import type { TSigningCredentials } from './certificate/p12';
import { open, openCertificate, sealingKey } from './certificate/secret-box';
import type { DocumentsRepository, IssuerFacts } from './documents.repository';
import { certificateOwner, pinOwner } from './e-invoicing.service';
import type { TEnvironment } from './model';
import { createDianClient, DIAN_ENDPOINTS, type TTransport } from './soap/client';

/** The hotel as issuer, with its certificate and PIN opened: in memory only, never logged or answered. */
export interface Signer {
  facts: IssuerFacts;
  credentials: TSigningCredentials;
  pin: string;
  environment: TEnvironment;
}

/**
 * The certificates opened by this process, by hotel, while the sealed value (and the server's key)
 * stay the same: opening one is a PKCS#12 decryption (about 20 ms, a third of the sender's CPU per
 * document in bench:checkout-dian), paid once rather than for every document. Loading another
 * certificate seals another value, which is opened anew.
 */
const opened = new Map<
  number,
  { sealed: string; secretKey: string | undefined; credentials: TSigningCredentials }
>();

function credentialsOf(hotelId: number, sealed: string, secretKey: string | undefined): TSigningCredentials {
  const cached = opened.get(hotelId);
  if (cached && cached.sealed === sealed && cached.secretKey === secretKey) return cached.credentials;
  const credentials = openCertificate(sealed, sealingKey(secretKey), certificateOwner(hotelId));
  opened.set(hotelId, { sealed, secretKey, credentials });
  return credentials;
}

export async function loadSigner(
  ex: Executor,
  repo: Pick<DocumentsRepository, 'issuer'>,
  hotelId: number,
  secretKey: string | undefined,
): Promise<Signer> {
  const facts = await repo.issuer(ex, hotelId);
  const s = facts?.settings;
  if (!facts || !s?.certificado_sellado || !s.pin_sellado) {
    throw new BusinessRuleError(
      'Cargue el certificado y el PIN del software en Configuración → Facturación electrónica',
    );
  }
  const key = sealingKey(secretKey);
  return {
    facts,
    credentials: credentialsOf(hotelId, s.certificado_sellado, secretKey),
    pin: open(s.pin_sellado, key, pinOwner(hotelId)).toString('utf8'),
    environment: s.ambiente === 'produccion' ? '1' : '2',
  };
}

/** DIAN's web services for this hotel: its environment's endpoint (or DIAN_URL), its certificate. */
export function dianClientOf(
  signer: Signer,
  options: {
    clock: Clock;
    dianUrl?: string | undefined;
    transport?: TTransport | undefined;
    timeoutMs?: number | undefined;
  },
) {
  return createDianClient({
    endpoint: options.dianUrl ?? DIAN_ENDPOINTS[signer.environment],
    credentials: signer.credentials,
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    now: () => options.clock.now(),
  });
}
