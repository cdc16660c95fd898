import { ActionIcon, Button, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTaxOptions } from '../../api/catalogs';
import { useDebitNote } from '../../api/invoices';
import { MutationActions } from '../../components/action-buttons';
import { notifySuccess } from '../../components/crud';
import { MoneyInput } from '../../components/money-input';
import { QuantityInput } from '../../components/quantity-input';
import type { NoteFormProps } from './credit-note-form';
import {
  type DebitLineValues,
  debitLineProblem,
  debitNoteBody,
  debitNoteReady,
  emptyDebitLine,
} from './debit-note-values';

/**
 * Nota débito: charges added to an issued invoice (concept, quantity, unit price before taxes,
 * its tax), with the reason; numbered on the server, taxed by the invoice's rules.
 */
export function DebitNoteForm({ invoice, onDone, onBack }: NoteFormProps) {
  const note = useDebitNote();
  const taxes = useTaxOptions();
  const [motivo, setMotivo] = useState('');
  const [lines, setLines] = useState<DebitLineValues[]>([emptyDebitLine()]);
  const [touched, setTouched] = useState(false);
  const change = (i: number, patch: Partial<DebitLineValues>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const submit = () => {
    setTouched(true);
    note.mutate(debitNoteBody(invoice.id, motivo, lines), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
    });
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>Nota débito a la factura {invoice.numero}</Text>
      <Text size="sm" c="dimmed">
        Precios antes de impuestos; el impuesto de cada línea se calcula como en la factura.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm" aria-label="Líneas de la nota débito">
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
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        description="Al menos 5 caracteres"
        withAsterisk
      />
      <MutationActions
        mutation={note}
        errorTitle="No se pudo crear la nota débito"
        label="Crear nota débito"
        disabled={!debitNoteReady(motivo, lines)}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
