import { canBeNonResident } from '@posada/contracts';
import type { InvoiceLineInput, LineTax } from './invoice-lines';

/** What the invoice keeps as evidence of the exemption (Decreto 297 de 2016, art. 481 lit. d E.T.). */
export interface ExemptionEvidence {
  tipo_documento: string;
  numero_documento: string;
  /** ISO country code of the nationality. */
  nacionalidad: string;
  soporte_migratorio: string;
}

/** The guest as the exemption rule reads them. */
export interface GuestForExemption {
  extranjero_no_residente: boolean;
  soporte_migratorio: string | null;
  /** Document type abbreviation: PA (pasaporte), DE (documento extranjero)… */
  tipo_documento: string;
  numero_documento: string;
  nacionalidad: string | null;
}

export const EXEMPTION_NOTE =
  'Servicio hotelero exento de IVA prestado a turista extranjero no residente (art. 481 literal d ' +
  'del Estatuto Tributario, Decreto 297 de 2016). Soporte migratorio: ';

/**
 * The guest qualifies when they are recorded as a foreign non-resident, with a foreign document
 * (pasaporte or documento extranjero), a nationality other than Colombian, and the migration
 * evidence of their entry. Null when any of it is missing.
 */
export function exemptionEvidence(guest: GuestForExemption): ExemptionEvidence | null {
  if (!guest.extranjero_no_residente || !guest.soporte_migratorio?.trim()) return null;
  if (!canBeNonResident(guest.tipo_documento)) return null;
  if (!guest.nacionalidad || guest.nacionalidad === 'CO') return null;
  return {
    tipo_documento: guest.tipo_documento,
    numero_documento: guest.numero_documento,
    nacionalidad: guest.nacionalidad,
    soporte_migratorio: guest.soporte_migratorio.trim(),
  };
}

const EXEMPT_IVA: Omit<LineTax, 'impuesto_id'> = {
  nombre: 'IVA exento 0 %',
  tipo: 'IVA',
  porcentaje: '0.00',
};

/**
 * Lodging lines billed at 0 % IVA (exento, so still reported as IVA) when the guest qualifies;
 * other lines and other taxes of lodging are untouched. Without evidence the lines are unchanged.
 */
export function applyLodgingExemption(
  lines: InvoiceLineInput[],
  evidence: ExemptionEvidence | null,
): { lines: InvoiceLineInput[]; nota: string | null } {
  if (!evidence || !lines.some((l) => l.alojamiento)) return { lines, nota: null };
  return {
    lines: lines.map((line) =>
      line.alojamiento
        ? {
            ...line,
            // Without its IVA the charge's total no longer holds: the line is billed on its base.
            total: undefined,
            impuestos: [
              ...line.impuestos.filter((t) => t.tipo !== 'IVA'),
              { impuesto_id: null, ...EXEMPT_IVA },
            ],
          }
        : line,
    ),
    nota: `${EXEMPTION_NOTE}${evidence.soporte_migratorio}.`,
  };
}
