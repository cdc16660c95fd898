import type { TClientStatement } from '@posada/contracts';

/** A statement movement's kind, in words. */
export const movementLabel: Record<TClientStatement['movimientos'][number]['tipo'], string> = {
  factura: 'Factura',
  nota_credito: 'Nota crédito',
  nota_debito: 'Nota débito',
  abono: 'Abono',
  anulacion_abono: 'Anulación de abono',
};
