import type { TAccount, TAccountMovement, TChargeableProduct } from '@posada/contracts';

/** An entry of an account as the server answers it; a lodging night unless overridden. */
export function movement(overrides: Partial<TAccountMovement> = {}): TAccountMovement {
  return {
    id: 1,
    tipo: 'cargo',
    concepto: 'Alojamiento',
    fecha: '2026-01-05',
    producto_id: 1,
    cantidad: '1.000',
    precio_unitario: '150000.00',
    descuento: '0.00',
    alojamiento: true,
    bodega_id: null,
    empleado_id: null,
    empleado: null,
    valor: '150000.00',
    impuesto: '28500.00',
    total: '178500.00',
    forma_pago_id: null,
    forma_pago: null,
    reversa_de: null,
    reversado_por: null,
    trasladado_de: null,
    traslado: null,
    traslado_cuenta_id: null,
    motivo: null,
    impuestos: [],
    usuario: 'Admin',
    created_at: '2026-01-05T20:00:00Z',
    ...overrides,
  };
}

/** A stay's open account of room 101 with one night. */
export function account(overrides: Partial<TAccount> = {}): TAccount {
  return {
    id: 30,
    tipo: 'estancia',
    estado: 'abierta',
    nombre: null,
    cliente: { id: 4, nombre: 'Laura Gómez', documento: 'CC 1020304050' },
    estancia_id: 9,
    reserva_id: null,
    habitacion: { id: 1, numero: '101' },
    cargos: '178500.00',
    abonos: '0.00',
    pagos: '0.00',
    descuentos: '0.00',
    saldo: '178500.00',
    created_at: '2026-01-05T20:00:00Z',
    closed_at: null,
    movimientos: [movement()],
    totales_impuestos: [
      {
        impuesto_id: 1,
        tipo: 'IVA',
        nombre: 'IVA 19 %',
        porcentaje: '19.00',
        exento: false,
        base: '150000.00',
        valor: '28500.00',
      },
    ],
    noches_pendientes: 0,
    total_estimado: '178500.00',
    alojamiento_a_cargo: null,
    estancia: { llegada: '2026-01-05', salida: '2026-01-06', estado: 'activa', total_previsto: '178500.00' },
    ...overrides,
  };
}

export const minibar: TChargeableProduct[] = [
  {
    id: 2,
    codigo: 'AGUA',
    nombre: 'Agua sin gas 600 ml',
    categoria: 'Minibar',
    tipo: 'producto',
    precio_venta: '4500.00',
    precio_incluye_impuestos: true,
    impuestos: [{ id: 1, nombre: 'IVA 19 %', tipo: 'IVA', porcentaje: '19.00' }],
  },
  {
    id: 3,
    codigo: 'DESA',
    nombre: 'Desayuno americano',
    categoria: 'Restaurante',
    tipo: 'servicio',
    precio_venta: '25000.00',
    precio_incluye_impuestos: true,
    impuestos: [{ id: 2, nombre: 'INC 8 %', tipo: 'INC', porcentaje: '8.00' }],
  },
];
