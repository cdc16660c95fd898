import { Badge } from '@mantine/core';
import type { TElectronicDocumentStateCode } from '@posada/contracts';

export const DIAN_STATES: Record<TElectronicDocumentStateCode, { label: string; color: string }> = {
  pendiente: { label: 'DIAN: por enviar', color: 'blue' },
  aceptado: { label: 'DIAN: aceptada', color: 'green' },
  rechazado: { label: 'DIAN: rechazada', color: 'red' },
  error: { label: 'DIAN: detenida', color: 'orange' },
  contingencia: { label: 'DIAN: en contingencia', color: 'gray' },
};

/**
 * A document's state at DIAN as a badge (invoices, notes, the POS documents); nothing for a
 * document that is not electronic.
 */
export function DianBadge({ state }: { state: TElectronicDocumentStateCode | null }) {
  if (!state) return null;
  return (
    <Badge color={DIAN_STATES[state].color} variant="light">
      {DIAN_STATES[state].label}
    </Badge>
  );
}
