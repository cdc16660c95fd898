import { Button, Group, List, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { paymentGroupLabels, paymentGroups, type TShiftSummary, ZCloseRegisterBody } from '@posada/contracts';
import { useRef, useState } from 'react';
import { useCloseRegister } from '../../api/cash-shifts';
import { ExportButtons } from '../../components/export-buttons';
import { showInfoDialog } from '../../components/info-dialog';
import { MoneyInput } from '../../components/money-input';
import { ApiError } from '../../lib/api';
import { formatCOP } from '../../lib/format';
import { printElement } from '../../lib/print';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';
import { ClosingSlip, closingSlipDocument } from './closing-slip';

interface CountValues {
  efectivo: string;
  tarjetas: string;
  transferencia: string;
  observaciones: string;
}

const emptyCount: CountValues = { efectivo: '', tarjetas: '', transferencia: '', observaciones: '' };

/**
 * 'Cerrar Caja' as a blind count: the cashier types what there is, confirms it, and only the
 * answer of the closing shows what was expected and the differences, then the printable slip.
 */
export function CloseRegisterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<CountValues>({
    mode: 'controlled',
    initialValues: emptyCount,
    validate: zodFormResolver<CountValues>(ZCloseRegisterBody),
  });
  const [step, setStep] = useState<'count' | 'confirm'>('count');
  const [summary, setSummary] = useState<TShiftSummary | null>(null);
  const slip = useRef<HTMLDivElement>(null);
  const closeRegister = useCloseRegister();

  const finish = () => {
    form.reset();
    setStep('count');
    setSummary(null);
    onClose();
  };

  const confirm = () => {
    closeRegister.mutate(ZCloseRegisterBody.parse(form.values), {
      onSuccess: (answer) => setSummary(answer.data),
      onError: (error) => {
        setStep('count');
        if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
        showInfoDialog({
          title: 'Error',
          message: error instanceof ApiError ? error.message : 'No se pudo cerrar la caja',
        });
      },
    });
  };

  const title = summary ? 'Caja cerrada' : step === 'confirm' ? 'Confirme el conteo' : 'Cerrar Caja';
  return (
    <Modal opened={opened} onClose={finish} title={title} centered size={summary ? 960 : 'lg'}>
      {summary ? (
        <Stack>
          <ClosingSlip ref={slip} summary={summary} />
          <Group justify="flex-end">
            <ExportButtons read={() => closingSlipDocument(summary)} />
            <Button
              variant="default"
              onClick={() => slip.current && printElement(slip.current, 'Cierre de caja')}
            >
              Imprimir comprobante
            </Button>
            <Button onClick={finish}>Finalizar</Button>
          </Group>
        </Stack>
      ) : step === 'confirm' ? (
        <Stack>
          <Text size="sm">Verifique lo contado antes de cerrar; después no se puede cambiar.</Text>
          <List spacing={4}>
            {paymentGroups.map((g) => (
              <List.Item key={g}>
                {paymentGroupLabels[g]}: {formatCOP(form.values[g], 0)}
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('count')} disabled={closeRegister.isPending}>
              Corregir
            </Button>
            <Button color="red" onClick={confirm} loading={closeRegister.isPending}>
              Cerrar Caja
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(() => setStep('confirm'))} noValidate>
          <Stack>
            <Text size="sm">Cuente el dinero de la caja y escriba el total de cada grupo.</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {paymentGroups.map((g) => (
                <MoneyInput key={g} label={paymentGroupLabels[g]} withAsterisk {...form.getInputProps(g)} />
              ))}
            </SimpleGrid>
            <Textarea
              label="Observaciones"
              rows={3}
              autosize={false}
              {...form.getInputProps('observaciones')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={finish}>
                Cancelar
              </Button>
              <Button type="submit">Continuar</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
