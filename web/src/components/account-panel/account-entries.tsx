import { ActionIcon, Badge, Menu, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TAccountMovement } from '@posada/contracts';
import { IconArrowBackUp, IconArrowsExchange, IconDots } from '@tabler/icons-react';
import { formatAmount } from '../../lib/amount-text';
import { formatCOP, formatDate } from '../../lib/format';

export type EntryAction = 'reversar' | 'trasladar';

const tipoLabel: Record<TAccountMovement['tipo'], string> = {
  cargo: 'Cargo',
  pago: 'Pago',
  descuento: 'Descuento',
};

/** The marks of an entry beside its concept: its kind, a reversal, a move between accounts. */
function marks(e: TAccountMovement): { label: string; color: string }[] {
  const all: { label: string; color: string }[] = [];
  if (e.tipo !== 'cargo') all.push({ label: tipoLabel[e.tipo], color: e.tipo === 'pago' ? 'teal' : 'gray' });
  if (e.reversa_de !== null) all.push({ label: 'Reverso', color: 'orange' });
  if (e.reversado_por !== null) all.push({ label: 'Reversado', color: 'red' });
  if (e.traslado === 'salida')
    all.push({ label: `Trasladado a la cuenta ${e.traslado_cuenta_id ?? ''}`.trim(), color: 'grape' });
  if (e.traslado === 'entrada')
    all.push({ label: `Traslado de la cuenta ${e.traslado_cuenta_id ?? ''}`.trim(), color: 'grape' });
  return all;
}

/** Payments and discounts lower the balance: they show with a minus sign, charges without. */
const lowers = (e: TAccountMovement) => e.tipo === 'pago' || e.tipo === 'descuento';
const negated = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
const signed = (e: TAccountMovement, amount: string) => formatCOP(lowers(e) ? negated(amount) : amount, 2);

/**
 * An entry's tax as the table shows it: a payment carries none (the cell stays blank, not
 * "−$ 0,00"), nor does a discount without tax; a charge shows its tax, zero included.
 */
export function entryTax(e: TAccountMovement): string {
  if (e.tipo === 'pago' || (e.tipo === 'descuento' && !/[1-9]/.test(e.impuesto))) return '';
  return signed(e, e.impuesto);
}

/**
 * What may be done to an entry: a reversed entry, a reversal and a move out are final; only
 * charges move to another account; a stay's night is not reversed by hand.
 */
export function entryActions(e: TAccountMovement, allowed: readonly EntryAction[]): EntryAction[] {
  if (e.reversado_por !== null || e.reversa_de !== null || e.traslado === 'salida') return [];
  // A stay's night is adjusted by its check-out, never reversed by hand (it may be moved).
  const night = e.alojamiento && e.fecha !== null && e.traslado === null;
  return allowed.filter((a) => (a === 'reversar' ? !night : e.tipo === 'cargo'));
}

/**
 * The entries of an account, oldest first: date, concept, quantity, amounts before tax, tax and
 * total. Entries are never edited; a reversed one stays, marked, beside its reversal.
 */
export function AccountEntries({
  entries,
  allowed = [],
  onAction,
}: {
  entries: readonly TAccountMovement[];
  /** The entry actions the user may take (by permission); none hides the column. */
  allowed?: readonly EntryAction[];
  onAction?: (action: EntryAction, entry: TAccountMovement) => void;
}) {
  const withActions = allowed.length > 0 && onAction;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder fz="xs" aria-label="Movimientos de la cuenta">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fecha</Table.Th>
            <Table.Th>Concepto</Table.Th>
            <Table.Th ta="right">Cant.</Table.Th>
            <Table.Th ta="right">Valor</Table.Th>
            <Table.Th ta="right">Impuesto</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {withActions && (
              <Table.Th>
                <VisuallyHidden>Acciones</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={withActions ? 7 : 6}>
                <Text size="sm" c="dimmed" ta="center">
                  La cuenta no tiene movimientos
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {entries.map((e) => {
            const actions = withActions ? entryActions(e, allowed) : [];
            return (
              <Table.Tr key={e.id} data-testid={`movimiento-${e.id}`}>
                <Table.Td>{formatDate(e.fecha ?? e.created_at)}</Table.Td>
                <Table.Td>
                  {e.concepto}
                  {e.forma_pago ? ` · ${e.forma_pago}` : ''}
                  {marks(e).map((m) => (
                    <Badge key={m.label} size="xs" variant="light" color={m.color} ml={4}>
                      {m.label}
                    </Badge>
                  ))}
                  {(e.motivo || e.empleado) && (
                    <Text size="xs" c="dimmed">
                      {[e.motivo, e.empleado && `Atendió: ${e.empleado}`].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {e.tipo === 'cargo' ? formatAmount(e.cantidad, 'quantity') : ''}
                </Table.Td>
                <Table.Td ta="right">{signed(e, e.valor)}</Table.Td>
                <Table.Td ta="right">{entryTax(e)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {signed(e, e.total)}
                </Table.Td>
                {withActions && (
                  <Table.Td>
                    {actions.length > 0 && (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={`Acciones de «${e.concepto}»`}>
                            <IconDots size={16} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          {actions.includes('reversar') && (
                            <Menu.Item
                              leftSection={<IconArrowBackUp size={14} />}
                              onClick={() => onAction('reversar', e)}
                            >
                              Reversar
                            </Menu.Item>
                          )}
                          {actions.includes('trasladar') && (
                            <Menu.Item
                              leftSection={<IconArrowsExchange size={14} />}
                              onClick={() => onAction('trasladar', e)}
                            >
                              Trasladar
                            </Menu.Item>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
