import type { Executor } from '../../db/client';
import { BusinessRuleError } from '../../lib/errors';
import type { TSigningCredentials } from './certificate/p12';
import { open, openCertificate, sealingKey } from './certificate/secret-box';
import type { DocumentsRepository, IssuerFacts } from './documents.repository';
import { certificateOwner, pinOwner } from './e-invoicing.service';
import type { TEnvironment } from './model';

/** The hotel as issuer, with its certificate and PIN opened: in memory only, never logged or answered. */
export interface Signer {
  facts: IssuerFacts;
  credentials: TSigningCredentials;
  pin: string;
  environment: TEnvironment;
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
    credentials: openCertificate(s.certificado_sellado, key, certificateOwner(hotelId)),
    pin: open(s.pin_sellado, key, pinOwner(hotelId)).toString('utf8'),
    environment: s.ambiente === 'produccion' ? '1' : '2',
  };
}
