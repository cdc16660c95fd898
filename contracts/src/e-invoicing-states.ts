/** Where an electronic document stands with DIAN: shown on invoices, sales and their lists. */
export const electronicDocumentStates = [
  'pendiente',
  'aceptado',
  'rechazado',
  'error',
  'contingencia',
] as const;
export type TElectronicDocumentStateCode = (typeof electronicDocumentStates)[number];
