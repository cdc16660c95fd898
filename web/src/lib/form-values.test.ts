import {
  ZConfigurationSaveBody,
  ZOpenRegisterBody,
  ZRateBody,
  ZRoomBody,
  ZTrainingBody,
  ZUserCreateBody,
} from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { parseFormValues, toSchemaInput } from './form-values';
import { zodFormResolver } from './zod-form';

describe('form values as the contracts take them', () => {
  it("sends a select's id and a multi-select's ids as JSON numbers", () => {
    const body = parseFormValues(ZUserCreateBody, {
      name: 'Ana',
      email: 'ana@hotel.co',
      password: 'Clave-123',
      rol_id: '3',
      estado: true,
      hoteles: ['1', '2'],
    });
    expect(body).toMatchObject({ rol_id: 3, hoteles: [1, 2] });
  });

  it("keeps an emptied optional select as '' (no value) and money as typed text", () => {
    const body = parseFormValues(ZRateBody, {
      tipo_habitacion_id: '4',
      nombre: 'Estándar',
      precio_noche: '180000',
      personas_incluidas: 2,
      valor_persona_adicional: '',
      vigencia_desde: '',
      vigencia_hasta: '',
      impuesto_id: '',
      estado: true,
    });
    expect(body).toMatchObject({
      tipo_habitacion_id: 4,
      impuesto_id: null,
      precio_noche: '180000',
      valor_persona_adicional: '0',
    });
  });

  it('reads an emptied number box as missing: the default, or the field’s Spanish error', () => {
    expect(parseFormValues(ZTrainingBody, { titulo: 'Caja', url: 'https://a.co', orden: '' }).orden).toBe(0);
    const errors = zodFormResolver(ZRoomBody)({
      numero: '101',
      piso: '',
      tipo_habitacion_id: '',
      estado: true,
    });
    expect(errors).toMatchObject({
      piso: 'Piso: ingrese un número',
      tipo_habitacion_id: 'Seleccione el tipo de habitación',
    });
  });

  it('validates the open-register and settings forms with their selects as numbers', () => {
    expect(zodFormResolver(ZOpenRegisterBody)({ caja_id: '2', efectivo: 0, password: 'x' })).toEqual({});
    const settings = toSchemaInput(ZConfigurationSaveBody, { producto_alojamiento_id: '7' });
    expect(settings).toEqual({ producto_alojamiento_id: 7 });
  });

  it('leaves text that is not a number for the schema to refuse', () => {
    const errors = zodFormResolver(ZRoomBody)({
      numero: '101',
      piso: 'dos',
      tipo_habitacion_id: '1e1',
      estado: true,
    });
    expect(Object.keys(errors).sort()).toEqual(['piso', 'tipo_habitacion_id']);
  });
});
