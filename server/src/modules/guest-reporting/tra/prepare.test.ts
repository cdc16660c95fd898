import { documentNumberRules, travelMotiveCodes } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { mincitDocumentTypes, mincitMotives } from '../catalogs/mincit-labels';
import type { TTraGuest, TTraStay } from './model';
import { prepareTra, wholePesos } from './prepare';

const guest = (over: Partial<TTraGuest> = {}): TTraGuest => ({
  ref: 10,
  tipo_documento: 'CC',
  numero_documento: '52123456',
  nombres: 'Laura',
  apellidos: 'Gómez Díaz',
  ciudad_residencia: 'Bogotá',
  ciudad_procedencia: 'Medellín',
  ...over,
});

const stay = (over: Partial<TTraStay> = {}): TTraStay => ({
  establecimiento: { nombre: 'Hotel Posada Demo', rnt: '98765', tipo_acomodacion: 'Hotel' },
  numero_habitacion: '101',
  llegada: '2026-11-21',
  salida: '2026-11-23',
  motivo_viaje: 'vacaciones',
  costo: '761600.50',
  principal: guest(),
  acompanantes: [
    guest({
      ref: 11,
      tipo_documento: 'PA',
      numero_documento: 'X1234567',
      nombres: 'John',
      apellidos: 'Smith',
      ciudad_residencia: 'Boston, Estados Unidos',
      ciudad_procedencia: 'Cartagena',
    }),
  ],
  ...over,
});

const ready = (s: TTraStay) => {
  const prepared = prepareTra(s);
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.issues));
  return prepared;
};

describe('the MinCIT bodies', () => {
  it('maps the main guest onto /one/ with MinCIT field names, labels and text values', () => {
    const { main } = ready(stay());
    expect(main).toEqual({
      tipo_identificacion: 'C.C',
      numero_identificacion: '52123456',
      nombres: 'Laura',
      apellidos: 'Gómez Díaz',
      cuidad_residencia: 'Bogotá',
      cuidad_procedencia: 'Medellín',
      numero_habitacion: '101',
      motivo: 'Vacaciones, recreo y ocio',
      numero_acompanantes: '1',
      check_in: '2026-11-21',
      check_out: '2026-11-23',
      tipo_acomodacion: 'Hotel',
      costo: '761601',
      nombre_establecimiento: 'Hotel Posada Demo',
      rnt_establecimiento: '98765',
    });
    // The order of the issue's list, which is the service's documented order.
    expect(Object.keys(main)).toEqual([
      'tipo_identificacion',
      'numero_identificacion',
      'nombres',
      'apellidos',
      'cuidad_residencia',
      'cuidad_procedencia',
      'numero_habitacion',
      'motivo',
      'numero_acompanantes',
      'check_in',
      'check_out',
      'tipo_acomodacion',
      'costo',
      'nombre_establecimiento',
      'rnt_establecimiento',
    ]);
  });

  it('gives each companion the identity, the room and the dates, and nothing of the stay’s money', () => {
    const { companions } = ready(stay());
    expect(companions).toEqual([
      {
        ref: 11,
        body: {
          tipo_identificacion: 'Pasaporte',
          numero_identificacion: 'X1234567',
          nombres: 'John',
          apellidos: 'Smith',
          cuidad_residencia: 'Boston, Estados Unidos',
          cuidad_procedencia: 'Cartagena',
          numero_habitacion: '101',
          check_in: '2026-11-21',
          check_out: '2026-11-23',
        },
      },
    ]);
  });

  it('counts the companions as text, and sends none for a guest alone', () => {
    const alone = ready(stay({ acompanantes: [] }));
    expect(alone.main.numero_acompanantes).toBe('0');
    expect(alone.companions).toEqual([]);
  });

  it('collapses the spaces people type and trims every text', () => {
    const { main } = ready(
      stay({ principal: guest({ nombres: '  Ana   María ', apellidos: 'Ruiz\tPérez ' }) }),
    );
    expect([main.nombres, main.apellidos]).toEqual(['Ana María', 'Ruiz Pérez']);
  });

  it.each([
    ['761600.50', '761601'],
    ['761600.49', '761600'],
    ['761600.5', '761601'],
    ['1200000', '1200000'],
    ['0.49', '0'],
    ['0', '0'],
  ])('sends the lodging value %s as %s whole pesos (half up)', (costo, pesos) => {
    expect(wholePesos(costo)).toBe(pesos);
    expect(ready(stay({ costo })).main.costo).toBe(pesos);
  });
});

describe('the one table of labels', () => {
  it('decides every document type Posada keeps, and refuses the companies’ ones', () => {
    expect(Object.keys(mincitDocumentTypes).sort()).toEqual(Object.keys(documentNumberRules).sort());
    expect(mincitDocumentTypes.NIT).toBeNull();
    expect(mincitDocumentTypes.NITE).toBeNull();
  });

  it('labels every motive of travel', () => {
    expect(Object.keys(mincitMotives).sort()).toEqual([...travelMotiveCodes].sort());
    expect(new Set(Object.values(mincitMotives)).size).toBe(travelMotiveCodes.length);
  });

  it.each([
    ['PA', 'Pasaporte'],
    ['DE', 'Pasaporte'],
    ['PEP', 'Pasaporte'],
    ['PPT', 'Pasaporte'],
    ['CE', 'C.E'],
    ['TE', 'C.E'],
    ['TI', 'T.I'],
    ['RC', 'R.C'],
    ['NUIP', 'R.C'],
  ])('sends a %s as «%s»', (tipo, label) => {
    const numero = tipo === 'TI' || tipo === 'RC' || tipo === 'NUIP' ? '1020304050' : 'AB123456';
    expect(
      ready(stay({ principal: guest({ tipo_documento: tipo, numero_documento: numero }) })).main,
    ).toMatchObject({ tipo_identificacion: label, numero_identificacion: numero });
  });
});

describe('local validation', () => {
  it('lists every missing field of the stay and of every guest at once, in Spanish', () => {
    const prepared = prepareTra(
      stay({
        establecimiento: { nombre: ' ', rnt: null, tipo_acomodacion: '' },
        numero_habitacion: '',
        motivo_viaje: null,
        costo: null,
        principal: guest({ apellidos: null, ciudad_residencia: '' }),
        acompanantes: [guest({ ref: 11, tipo_documento: 'NIT', numero_documento: '', nombres: null })],
      }),
    );
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(prepared.issues.map((i) => [i.ref, i.campo, i.mensaje])).toEqual([
      [null, 'nombre_establecimiento', 'Falta el nombre del establecimiento'],
      [null, 'rnt_establecimiento', 'Falta el RNT del hotel'],
      [null, 'tipo_acomodacion', 'Falta el tipo de acomodación en la configuración de la TRA'],
      [null, 'numero_habitacion', 'Falta el número de habitación'],
      [null, 'costo', 'Falta el valor del alojamiento'],
      [10, 'motivo', 'Falta el motivo del viaje'],
      [10, 'apellidos', 'Faltan los apellidos'],
      [10, 'cuidad_residencia', 'Falta la ciudad de residencia'],
      [11, 'tipo_identificacion', 'El NIT no identifica a una persona: registre su cédula o pasaporte'],
      [11, 'numero_identificacion', 'Falta el número de documento'],
      [11, 'nombres', 'Faltan los nombres'],
    ]);
    expect(prepared.issues.map((i) => i.quien)).toContain('Acompañante 1 (Gómez Díaz)');
    expect(prepared.issues.map((i) => i.quien)).toContain('Huésped principal (Laura)');
  });

  it('refuses malformed values, not only missing ones', () => {
    const prepared = prepareTra(
      stay({
        establecimiento: { nombre: 'Hotel', rnt: 'RNT-98765', tipo_acomodacion: 'Hotel' },
        llegada: '2026-11-21',
        salida: '2026-11-20',
        costo: '-5000',
        principal: guest({ numero_documento: '52.123.456' }),
        acompanantes: [guest({ ref: 11, tipo_documento: 'XX' })],
      }),
    );
    if (prepared.ok) throw new Error('debía rechazar');
    expect(prepared.issues.map((i) => [i.campo, i.mensaje])).toEqual([
      ['rnt_establecimiento', 'El RNT lleva de 1 a 20 dígitos'],
      ['check_out', 'La fecha de salida es anterior a la llegada'],
      ['costo', 'El valor del alojamiento debe ser un valor en pesos no negativo'],
      ['numero_identificacion', 'El número de CC lleva solo dígitos'],
      ['tipo_identificacion', 'El tipo de documento XX no tiene equivalente en la TRA'],
    ]);
  });

  it('refuses impossible dates and cents beyond the peso’s two decimals', () => {
    const prepared = prepareTra(stay({ llegada: '2026-02-30', salida: '2026-13-01', costo: '100.005' }));
    if (prepared.ok) throw new Error('debía rechazar');
    expect(prepared.issues.map((i) => i.campo)).toEqual(['check_in', 'check_out', 'costo']);
  });
});
