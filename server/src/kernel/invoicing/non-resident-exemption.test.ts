import { describe, expect, it } from 'vitest';
import type { InvoiceLineInput } from './invoice-lines';
import { applyLodgingExemption, exemptionEvidence, type GuestForExemption } from './non-resident-exemption';

const tourist: GuestForExemption = {
  extranjero_no_residente: true,
  soporte_migratorio: 'TMF 123456',
  tipo_documento: 'PA',
  numero_documento: 'X1234567',
  nacionalidad: 'US',
};
const IVA19 = { impuesto_id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' } as const;
const INC8 = { impuesto_id: 4, nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00' } as const;
const lines: InvoiceLineInput[] = [
  {
    descripcion: 'Noche',
    cantidad: '1',
    precio_unitario: '200000',
    descuento: '0',
    impuestos: [IVA19],
    alojamiento: true,
  },
  {
    descripcion: 'Cerveza',
    cantidad: '2',
    precio_unitario: '8000',
    descuento: '0',
    impuestos: [IVA19],
    alojamiento: false,
  },
  {
    descripcion: 'Cena',
    cantidad: '1',
    precio_unitario: '50000',
    descuento: '0',
    impuestos: [INC8],
    alojamiento: false,
  },
];

describe('IVA exemption for non-resident foreign tourists', () => {
  it('qualifies a foreign passport holder recorded as non-resident with migration evidence', () => {
    expect(exemptionEvidence(tourist)).toEqual({
      tipo_documento: 'PA',
      numero_documento: 'X1234567',
      nacionalidad: 'US',
      soporte_migratorio: 'TMF 123456',
    });
  });

  it.each([
    ['not recorded as non-resident', { extranjero_no_residente: false }],
    ['without migration evidence', { soporte_migratorio: ' ' }],
    ['with a Colombian document', { tipo_documento: 'CC' }],
    ['Colombian', { nacionalidad: 'CO' }],
    ['without nationality', { nacionalidad: null }],
  ])('does not qualify a guest %s', (_, over) => {
    expect(exemptionEvidence({ ...tourist, ...over })).toBeNull();
  });

  it('bills lodging at 0 % IVA with the legal note and leaves other lines their taxes', () => {
    const { lines: out, nota } = applyLodgingExemption(lines, exemptionEvidence(tourist));
    expect(out[0]?.impuestos).toEqual([
      { impuesto_id: null, nombre: 'IVA exento 0 %', tipo: 'IVA', porcentaje: '0.00' },
    ]);
    expect(out[1]?.impuestos).toEqual([IVA19]);
    expect(out[2]?.impuestos).toEqual([INC8]);
    expect(nota).toContain('turista extranjero no residente');
    expect(nota).toContain('TMF 123456');
  });

  it('changes nothing without evidence', () => {
    expect(applyLodgingExemption(lines, null)).toEqual({ lines, nota: null });
  });
});
