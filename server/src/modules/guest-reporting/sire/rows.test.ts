import { describe, expect, it } from 'vitest';
import { readSeedCsv } from '../../../db/seed/csv';
import { createSireCountryCatalog, type TSireCountryRow } from '../catalogs/sire-countries';
import type { TSireGuest, TSireHotel, TSireMovement } from './model';
import { buildSireRows, checkSireGuest } from './rows';

const countries = createSireCountryCatalog(readSeedCsv('SirePaises.csv') as unknown as TSireCountryRow[]);
const hotel: TSireHotel = { codigo: '41656895', ciudad: '88001', zonaHoraria: 'America/Bogota' };

const passportHolder = (over: Partial<TSireGuest> = {}): TSireGuest => ({
  ref: 7,
  tipo_documento: 'PA',
  numero_documento: '164361478',
  nacionalidad: 'VE',
  primer_apellido: 'Briceño',
  segundo_apellido: 'Gonzalez',
  nombres: 'Kleisery',
  fecha_nacimiento: '1998-10-15',
  procedencia: { ciudad: '11001' },
  destino: { ciudad: '11001' },
  ...over,
});

const at = (iso: string) => new Date(iso);
const move = (huesped: TSireGuest, movimiento: 'E' | 'S', instante: string): TSireMovement => ({
  movimiento,
  instante: at(instante),
  huesped,
});

describe('a SIRE row', () => {
  it('is the row of Migración’s own template for a passport holder, column for column', () => {
    // Plantilla.xlsx row 2 (toneill57/innpilot `_assets/sire/`), as Excel saves it in text.
    const { rows, issues } = buildSireRows(
      hotel,
      [move(passportHolder(), 'E', '2025-06-22T20:00:00Z')],
      countries,
    );
    expect(issues).toEqual([]);
    expect(rows).toEqual([
      {
        ref: 7,
        movimiento: 'E',
        campos: [
          '41656895',
          '88001',
          '3',
          '164361478',
          '850',
          'BRICEÑO',
          'GONZALEZ',
          'KLEISERY',
          'E',
          '22/06/2025',
          '11001',
          '11001',
          '15/10/1998',
        ],
      },
    ]);
  });

  it('reports a cédula de extranjería holder with code 5, a country of origin and a city of destination', () => {
    const ceHolder = passportHolder({
      ref: 8,
      tipo_documento: 'CE',
      numero_documento: '1234567',
      nacionalidad: 'US',
      primer_apellido: 'Smith',
      segundo_apellido: null,
      nombres: 'John Paul',
      fecha_nacimiento: '1980-02-29',
      procedencia: { pais: 'US' },
      destino: { ciudad: '05001' },
    });
    const { rows } = buildSireRows(hotel, [move(ceHolder, 'S', '2026-03-02T16:00:00Z')], countries);
    expect(rows[0]?.campos).toEqual([
      '41656895',
      '88001',
      '5',
      '1234567',
      '249',
      'SMITH',
      '',
      'JOHN PAUL',
      'S',
      '02/03/2026',
      '249',
      // DIVIPOLA 05001 (Medellín) as Excel writes a number: what the portal gets from the template.
      '5001',
      '29/02/1980',
    ]);
  });

  it('reports a diplomat by the carné diplomático with code 46', () => {
    const diplomat = passportHolder({ ref: 9, tipo_documento: 'CD', numero_documento: 'D12345' });
    const { rows, issues } = buildSireRows(hotel, [move(diplomat, 'E', '2026-03-02T16:00:00Z')], countries);
    expect(issues).toEqual([]);
    expect(rows[0]?.campos.slice(2, 4)).toEqual(['46', 'D12345']);
  });

  it('dates the movement in the hotel’s time zone, not in UTC', () => {
    // 22:30 in Bogotá on the 21st is already the 22nd in UTC and in Madrid.
    const instant = '2026-11-22T03:30:00Z';
    const inBogota = buildSireRows(hotel, [move(passportHolder(), 'E', instant)], countries);
    const inMadrid = buildSireRows(
      { ...hotel, zonaHoraria: 'Europe/Madrid' },
      [move(passportHolder(), 'E', instant)],
      countries,
    );
    expect(inBogota.rows[0]?.campos[9]).toBe('21/11/2026');
    expect(inMadrid.rows[0]?.campos[9]).toBe('22/11/2026');
  });

  it('writes one row per entry and exit of every foreign guest, companions included, in time order', () => {
    const companion = passportHolder({ ref: 9, numero_documento: 'PAW706241', nombres: 'Carmen' });
    const colombian = passportHolder({
      ref: 10,
      tipo_documento: 'CC',
      numero_documento: '79111222',
      nacionalidad: 'CO',
    });
    const { rows, issues } = buildSireRows(
      hotel,
      [
        move(passportHolder(), 'S', '2026-11-24T15:00:00Z'),
        move(companion, 'S', '2026-11-24T15:00:00Z'),
        move(passportHolder(), 'E', '2026-11-21T20:00:00Z'),
        move(companion, 'E', '2026-11-21T20:00:00Z'),
        move(colombian, 'E', '2026-11-21T20:00:00Z'),
      ],
      countries,
    );
    expect(issues).toEqual([]);
    expect(rows.map((r) => [r.ref, r.movimiento, r.campos[9]])).toEqual([
      [7, 'E', '21/11/2026'],
      [9, 'E', '21/11/2026'],
      [7, 'S', '24/11/2026'],
      [9, 'S', '24/11/2026'],
    ]);
  });

  it('writes names as the passport’s machine zone does: capitals, hyphen as space, no apostrophe', () => {
    const guest = passportHolder({
      primer_apellido: "O'Brien-Smith",
      segundo_apellido: 'Kılıçdaroğlu',
      nombres: 'Zoë  Łucja',
    });
    const { rows, issues } = buildSireRows(hotel, [move(guest, 'E', '2026-11-21T20:00:00Z')], countries);
    expect(issues).toEqual([]);
    expect(rows[0]?.campos.slice(5, 8)).toEqual(['OBRIEN SMITH', 'KILIÇDAROGLU', 'ZOË LUCJA']);
  });
});

describe('what is missing per guest', () => {
  it('lists every problem of a guest at once and writes no row for them', () => {
    const incomplete = passportHolder({
      tipo_documento: 'PPT',
      numero_documento: 'AB-12',
      nacionalidad: 'XK',
      primer_apellido: '',
      nombres: 'Ana 2',
      fecha_nacimiento: null,
      procedencia: null,
      destino: { pais: 'SS' },
    });
    const { rows, issues } = buildSireRows(hotel, [move(incomplete, 'E', '2026-11-21T20:00:00Z')], countries);
    expect(rows).toEqual([]);
    expect(issues.map((i) => [i.ref, i.campo, i.mensaje])).toEqual([
      [7, 'nacionalidad', 'La nacionalidad (XK) no tiene código en el catálogo de países de SIRE'],
      [
        7,
        'tipo_documento',
        'SIRE solo recibe pasaporte, cédula de extranjería, carné diplomático o documento extranjero (tiene PPT)',
      ],
      [7, 'numero_documento', 'El número de documento lleva solo letras y dígitos'],
      [7, 'primer_apellido', 'Falta el primer apellido'],
      [7, 'nombres', 'Los nombres: solo se admiten letras'],
      [7, 'procedencia', 'Falta el lugar de procedencia'],
      [7, 'destino', 'El país de destino (SS) no tiene código en el catálogo de países de SIRE'],
      [7, 'fecha_nacimiento', 'Falta la fecha de nacimiento'],
    ]);
  });

  it('names a guest without birth date once, though the period has both their entry and exit', () => {
    const guest = passportHolder({ fecha_nacimiento: null });
    const { rows, issues } = buildSireRows(
      hotel,
      [move(guest, 'E', '2026-11-21T20:00:00Z'), move(guest, 'S', '2026-11-24T15:00:00Z')],
      countries,
    );
    expect(rows).toEqual([]);
    expect(issues).toEqual([
      {
        ref: 7,
        quien: 'Kleisery Briceño',
        campo: 'fecha_nacimiento',
        mensaje: 'Falta la fecha de nacimiento',
      },
    ]);
  });

  it('asks for the nationality before deciding, and leaves Colombians out without a word', () => {
    expect(checkSireGuest(passportHolder({ nacionalidad: null }), countries)).toEqual([
      {
        ref: 7,
        quien: 'Kleisery Briceño',
        campo: 'nacionalidad',
        mensaje: 'Falta la nacionalidad: sin ella no se sabe si el huésped se reporta a SIRE',
      },
    ]);
    expect(checkSireGuest(passportHolder({ nacionalidad: 'CO' }), countries)).toEqual([]);
    expect(
      checkSireGuest(passportHolder({ tipo_documento: 'CC', numero_documento: '79111222' }), countries).map(
        (i) => i.mensaje,
      ),
    ).toEqual(['Tiene un documento colombiano (CC): corrija la nacionalidad o registre su pasaporte']);
  });

  it('refuses a future birth date and a city that is not DIVIPOLA', () => {
    const guest = passportHolder({ fecha_nacimiento: '2999-01-01', procedencia: { ciudad: 'Bogotá' } });
    expect(checkSireGuest(guest, countries).map((i) => [i.campo, i.mensaje])).toEqual([
      ['procedencia', 'La ciudad de procedencia no es un código DIVIPOLA de 5 dígitos'],
      ['fecha_nacimiento', 'La fecha de nacimiento no puede ser futura'],
    ]);
  });

  it('writes nothing while the hotel lacks its SIRE code or city, and says so once', () => {
    const { rows, issues } = buildSireRows(
      { codigo: 'H-12', ciudad: null, zonaHoraria: 'America/Bogota' },
      [
        move(passportHolder(), 'E', '2026-11-21T20:00:00Z'),
        move(passportHolder(), 'S', '2026-11-24T15:00:00Z'),
      ],
      countries,
    );
    expect(rows).toEqual([]);
    expect(issues.map((i) => [i.quien, i.campo])).toEqual([
      ['Hotel', 'codigo_hotel'],
      ['Hotel', 'codigo_ciudad'],
    ]);
  });
});
