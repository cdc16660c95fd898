import { Alert, Checkbox, SegmentedControl, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TInvoice } from '@posada/contracts';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../components/crud';
import { QuantityInput } from '../../components/quantity-input';
import { formatCOP } from '../../lib/format';
import { ActionButtons } from '../rooms/action-buttons';
import { useActivePaymentMethods } from '../rooms/api';
import { useCreditNote } from './api';
import {
  type ChosenLines,
  chosenProblem,
  creditNoteBody,
  creditNoteReady,
  remaining,
} from './credit-note-values';

/**
 * Anular con nota crédito: the whole invoice, or chosen quantities of its lines, with the reason.
 * Money paid is given back through the user's open register (by the chosen method, else the
 * invoice's first); products return to their warehouse.
 */
/** What the invoice dialog hands a note's form (credit or debit) it opens in place of the invoice. */
export interface NoteFormProps {
  invoice: TInvoice;
  onDone: () => void;
  onBack: () => void;
}

export function CreditNoteForm({ invoice, onDone, onBack }: NoteFormProps) {
  const note = useCreditNote();
  const methods = useActivePaymentMethods();
  const [motivo, setMotivo] = useState('');
  const [whole, setWhole] = useState(true);
  const [chosen, setChosen] = useState<ChosenLines>({});
  const [formaPago, setFormaPago] = useState<string | null>(null);
  const open = invoice.lineas.filter((l) => /[1-9]/.test(remaining(l)));
  const submit = () =>
    note.mutate(creditNoteBody(invoice, motivo, whole, chosen, formaPago), {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onDone();
      },
    });
  return (
    <Stack gap="sm">
      <Text fw={600}>Anular la factura {invoice.numero} con nota crédito</Text>
      <SegmentedControl
        aria-label="Qué se anula"
        value={whole ? 'toda' : 'lineas'}
        onChange={(v) => setWhole(v === 'toda')}
        data={[
          { value: 'toda', label: 'Toda la factura' },
          { value: 'lineas', label: 'Algunas líneas' },
        ]}
      />
      {!whole && (
        <Table.ScrollContainer minWidth={420}>
          <Table withTableBorder fz="sm" aria-label="Líneas a anular">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Línea</Table.Th>
                <Table.Th>Cantidad a anular</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((l) => {
                const value = chosen[l.id];
                return (
                  <Table.Tr key={l.id}>
                    <Table.Td>
                      <Checkbox
                        label={`${l.descripcion} (${formatCOP(l.total, 2)})`}
                        checked={value !== undefined}
                        onChange={(e) => {
                          const on = e.currentTarget.checked;
                          setChosen(({ [l.id]: _, ...rest }) =>
                            on ? { ...rest, [l.id]: remaining(l) } : rest,
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      {value !== undefined && (
                        <QuantityInput
                          aria-label={`Cantidad a anular de ${l.descripcion}`}
                          value={value}
                          onChange={(q) => setChosen((c) => ({ ...c, [l.id]: q }))}
                          error={chosenProblem(l, value)}
                          w={120}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Textarea
        label="Motivo"
        rows={3}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        description="Al menos 5 caracteres"
        withAsterisk
      />
      {invoice.forma === 'contado' && (
        <Select
          label="Devolver el dinero con"
          placeholder={invoice.pagos[0] ? `Por defecto: ${invoice.pagos[0].nombre}` : 'Seleccione'}
          clearable
          data={(methods.data?.data ?? []).map((m) => ({ value: String(m.id), label: m.nombre }))}
          value={formaPago}
          onChange={setFormaPago}
        />
      )}
      {note.error && (
        <Alert color="red" title="No se pudo crear la nota crédito">
          {errorMessage(note.error)}
        </Alert>
      )}
      <ActionButtons
        busy={note.isPending}
        label="Crear nota crédito"
        disabled={!creditNoteReady(invoice, motivo, whole, chosen)}
        onBack={onBack}
        onConfirm={submit}
      />
    </Stack>
  );
}
