import { describe, expect, it } from 'vitest';
import { describeAuditChanges, valueText } from './audit-changes';
import { auditActionName, auditEntityName } from './audit-log';

const BOGOTA = 'America/Bogota';

describe('an audit entry in words', () => {
  it('shows a price override with the list price beside the price charged', () => {
    expect(
      describeAuditChanges(
        {
          entidad: 'cuentas',
          accion: 'precio',
          antes: { precio: '25000.00', descuento: '0.00' },
          despues: {
            precio: '1.00',
            descuento: '0.00',
            producto: 'Desayuno',
            producto_id: 7,
            cantidad: '1.000',
            movimiento_id: 91,
            motivo: 'Cortesía',
          },
        },
        BOGOTA,
      ),
    ).toEqual([
      { campo: 'Precio (lista → cobrado)', antes: '$ 25.000,00', despues: '$ 1,00' },
      { campo: 'Producto', antes: null, despues: 'Desayuno' },
      { campo: 'Producto (n.º)', antes: null, despues: '7' },
      { campo: 'Cantidad', antes: null, despues: '1' },
      { campo: 'Movimiento (n.º)', antes: null, despues: '91' },
      { campo: 'Motivo', antes: null, despues: 'Cortesía' },
    ]);
  });

  it('keeps only the fields an update changed, in words: flags, dates, times in the hotel zone', () => {
    expect(
      describeAuditChanges(
        {
          entidad: 'usuario',
          accion: 'actualizar',
          antes: { name: 'Ana', estado: true, updated_at: '2026-11-01T10:00:00Z', vence: '2026-11-30' },
          despues: { name: 'Ana', estado: false, updated_at: '2026-11-02T10:00:00Z', vence: '2026-12-01' },
        },
        BOGOTA,
      ),
    ).toEqual([
      { campo: 'Estado', antes: 'Activo', despues: 'Inactivo' },
      { campo: 'Vence', antes: '30/11/2026', despues: '01/12/2026' },
    ]);
    expect(valueText('abierto_at', '2026-11-28T02:30:00.000Z', BOGOTA)).toBe('27/11/2026 21:30');
    expect(valueText('apertura_efectivo', '150000.5', BOGOTA)).toBe('$ 150.000,50');
    expect(valueText('forma_pago_id', 3, BOGOTA)).toBe('3');
    expect(valueText('anticipo', false, BOGOTA)).toBe('No');
  });

  it('says what a list gained and lost (a role’s permissions), and nests a record on one line', () => {
    expect(
      describeAuditChanges(
        {
          entidad: 'rol',
          accion: 'permisos',
          antes: ['rack.ver', 'cuentas.reversar'],
          despues: ['rack.ver', 'cuentas.trasladar'],
        },
        BOGOTA,
      ),
    ).toEqual([
      { campo: 'Permisos agregados', antes: null, despues: 'cuentas.trasladar' },
      { campo: 'Permisos quitados', antes: 'cuentas.reversar', despues: null },
    ]);
    expect(
      describeAuditChanges(
        {
          entidad: 'cuentas',
          accion: 'cargar',
          antes: null,
          despues: { lineas: [{ producto_id: 7, cantidad: '2.000', total: '50000.00' }] },
        },
        BOGOTA,
      ),
    ).toEqual([{ campo: 'Líneas', antes: null, despues: 'Producto (n.º) 7, Cantidad 2, Total $ 50.000,00' }]);
    expect(
      describeAuditChanges(
        {
          entidad: 'reservas',
          accion: 'actualizar',
          antes: { linea: { llegada: '2026-12-01' } },
          despues: { linea: { llegada: '2026-12-02' } },
        },
        BOGOTA,
      ),
    ).toEqual([{ campo: 'Línea › Llegada', antes: '01/12/2026', despues: '02/12/2026' }]);
  });

  it('names entities and actions, and a code recorded later from the code itself', () => {
    expect([auditEntityName('cuentas'), auditActionName('precio')]).toEqual([
      'Cuentas',
      'Precio distinto al de lista',
    ]);
    expect([auditEntityName('ventas_pos'), auditActionName('uso_dia')]).toEqual(['Ventas pos', 'Uso dia']);
    expect(
      describeAuditChanges({ entidad: 'sesion', accion: 'logout', antes: null, despues: null }, BOGOTA),
    ).toEqual([]);
  });
});
