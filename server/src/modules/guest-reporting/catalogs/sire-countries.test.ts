import { describe, expect, it } from 'vitest';
import { readSeedCsv } from '../../../db/seed/csv';
import { checkSireCountryRows, createSireCountryCatalog, type TSireCountryRow } from './sire-countries';

const shipped = readSeedCsv('SirePaises.csv') as unknown as (TSireCountryRow & { cotejo: string })[];
const posadaCountries = readSeedCsv('Paises.csv').map((r) => r.code ?? '');

describe('the SIRE country catalog shipped as seed data', () => {
  it('holds Migración’s 250 codes, each once, each Posada country at most once', () => {
    expect(shipped).toHaveLength(250);
    expect(checkSireCountryRows(shipped)).toEqual([]);
  });

  it('agrees with the codes of Migración’s template and of the public lists (not ISO)', () => {
    const catalog = createSireCountryCatalog(shipped);
    // Plantilla.xlsx: Venezuela 850, España 245; the lists: Colombia 169, EE. UU. 249, Brasil 105.
    expect(['VE', 'ES', 'CO', 'US', 'BR', 'MX', 'DE'].map((c) => catalog.codeOf(c))).toEqual([
      '850',
      '245',
      '169',
      '249',
      '105',
      '493',
      '23',
    ]);
    expect(catalog.nameOf('169')).toBe('COLOMBIA');
    expect(catalog.codeOf('ve')).toBe('850');
  });

  it('maps every country Posada keeps but six the lists do not name, each row saying how it was matched', () => {
    const mapped = new Set(shipped.map((r) => r.iso2).filter(Boolean));
    expect(posadaCountries.filter((c) => !mapped.has(c)).sort()).toEqual([
      'BL',
      'BQ',
      'GS',
      'MF',
      'SS',
      'SX',
    ]);
    expect([...mapped].every((c) => posadaCountries.includes(c))).toBe(true);
    expect(new Set(shipped.filter((r) => r.iso2).map((r) => r.cotejo))).toEqual(
      new Set(['nombre+alfa3', 'alfa3', 'nombre']),
    );
  });
});

describe('a catalog a hotel corrected', () => {
  const rows = (...extra: TSireCountryRow[]): TSireCountryRow[] => [
    { codigo: '169', nombre: 'COLOMBIA', iso2: 'CO' },
    ...extra,
  ];

  it('names every mistake, by row', () => {
    expect(
      checkSireCountryRows(
        rows(
          { codigo: '169', nombre: 'OTRA', iso2: '' },
          { codigo: '063', nombre: 'ARGENTINA', iso2: 'AR' },
          { codigo: '850', nombre: ' ', iso2: 'VEN' },
          { codigo: '245', nombre: 'ESPAÑA', iso2: 'CO' },
        ),
      ),
    ).toEqual([
      'Fila 2: el código 169 está repetido',
      'Fila 3: el código «063» no es un número sin ceros a la izquierda',
      'Fila 4: falta el nombre del país',
      'Fila 4: «VEN» no es un código de país de dos letras',
      'Fila 5: el país CO ya tiene otro código',
    ]);
  });

  it('is refused whole rather than half used', () => {
    expect(() => createSireCountryCatalog(rows({ codigo: '169', nombre: 'X', iso2: '' }))).toThrow(
      'Catálogo de países de SIRE inválido: Fila 2: el código 169 está repetido',
    );
    expect(createSireCountryCatalog(rows()).codeOf('AR')).toBeUndefined();
  });
});
