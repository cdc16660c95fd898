import { ActionIcon, Button, Select, Table, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { useTaxOptions } from '../../api/catalogs';
import { MoneyInput } from '../../components/money-input';
import { QuantityInput } from '../../components/quantity-input';
import { type DebitLineValues, debitLineProblem, emptyDebitLine } from './debit-note-values';

/**
 * Lines typed by hand (concept, quantity, unit price before taxes, a tax of the tax table), with
 * «Agregar línea»: a debit note's, a paper contingency invoice's.
 */
export function TypedLinesTable({
  label,
  lines,
  setLines,
  touched,
}: {
  label: string;
  lines: DebitLineValues[];
  setLines: Dispatch<SetStateAction<DebitLineValues[]>>;
  touched: boolean;
}) {
  const taxes = useTaxOptions();
  const change = (i: number, patch: Partial<DebitLineValues>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Concepto</Table.Th>
              <Table.Th>Cantidad</Table.Th>
              <Table.Th>Precio unitario</Table.Th>
              <Table.Th>Impuesto</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l, i) => (
              // Lines have no id of their own until the note is created: the position is the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are only appended and removed in place
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    aria-label={`Concepto de la línea ${i + 1}`}
                    value={l.concepto}
                    maxLength={200}
                    onChange={(e) => change(i, { concepto: e.currentTarget.value })}
                    error={touched ? debitLineProblem(l) : null}
                  />
                </Table.Td>
                <Table.Td>
                  <QuantityInput
                    aria-label={`Cantidad de la línea ${i + 1}`}
                    value={l.cantidad}
                    onChange={(q) => change(i, { cantidad: q })}
                    w={100}
                  />
                </Table.Td>
                <Table.Td>
                  <MoneyInput
                    decimals={2}
                    aria-label={`Precio unitario de la línea ${i + 1}`}
                    value={l.precio_unitario}
                    onChange={(v) => change(i, { precio_unitario: v })}
                    w={150}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Impuesto de la línea ${i + 1}`}
                    placeholder="Sin impuesto"
                    clearable
                    data={taxes.data ?? []}
                    value={l.impuesto_id || null}
                    onChange={(v) => change(i, { impuesto_id: v ?? '' })}
                    w={150}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Quitar la línea ${i + 1}`}
                    disabled={lines.length === 1}
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() => setLines((all) => [...all, emptyDebitLine()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Agregar línea
      </Button>
    </>
  );
}
