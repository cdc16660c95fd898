import type { TAuditEntry } from '@posada/contracts';
import { describe, expect, it } from 'vitest';
import { auditDocument } from './audit-export';

const entry = (over: Partial<TAuditEntry>): TAuditEntry => ({
  id: 1,
  fecha: '2026-11-28T15:04:00.000Z',
  usuario_id: 2,
  usuario: 'Administrador Demo',
  ip: '192.168.1.20',
  entidad: 'cuentas',
  entidad_nombre: 'Cuentas',
  entidad_id: '14',
  accion: 'precio',
  accion_nombre: 'Precio distinto al de lista',
  hotel_id: 1,
  cambios: [
    { campo: 'Precio (lista → cobrado)', antes: '$ 25.000,00', despues: '$ 1,00' },
    { campo: 'Motivo', antes: null, despues: 'Cortesía' },
  ],
  ...over,
});

describe('the audit log as a file', () => {
  it('writes one row per change, the value before and after in columns of their own', () => {
    const doc = auditDocument(
      [entry({}), entry({ id: 2, accion: 'logout', accion_nombre: 'Cierre de sesión', cambios: [] })],
      2,
      ['Acción: Precio distinto al de lista'],
    );
    const [table] = doc.parts;
    expect(table?.columns.map((c) => c.header)).toEqual([
      'Fecha',
      'Usuario',
      'IP',
      'Entidad',
      'Registro',
      'Acción',
      'Campo',
      'Antes',
      'Después',
    ]);
    expect(table?.rows.map((r) => r.cells)).toEqual([
      [
        '28/11/2026 10:04',
        'Administrador Demo',
        '192.168.1.20',
        'Cuentas',
        '14',
        'Precio distinto al de lista',
        'Precio (lista → cobrado)',
        '$ 25.000,00',
        '$ 1,00',
      ],
      [
        '28/11/2026 10:04',
        'Administrador Demo',
        '192.168.1.20',
        'Cuentas',
        '14',
        'Precio distinto al de lista',
        'Motivo',
        null,
        'Cortesía',
      ],
      [
        '28/11/2026 10:04',
        'Administrador Demo',
        '192.168.1.20',
        'Cuentas',
        '14',
        'Cierre de sesión',
        null,
        null,
        null,
      ],
    ]);
    expect(doc.filters).toBe('Acción: Precio distinto al de lista');
  });

  it('says when the file holds only the first entries of a longer log', () => {
    const doc = auditDocument([entry({})], 7200, []);
    expect(doc.filters).toBe(
      'Primeros 1 de 7.200 registros: acote las fechas o los filtros para exportar el resto.',
    );
  });
});
