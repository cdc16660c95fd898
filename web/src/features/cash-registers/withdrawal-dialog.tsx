import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZWithdrawalBody } from '@posada/contracts';
import { useWithdraw } from '../../api/cash-shifts';
import { notifySuccess } from '../../components/crud';
import { showInfoDialog } from '../../components/info-dialog';
import { MoneyInput } from '../../components/money-input';
import { ApiError } from '../../lib/api';
import { formatCOP } from '../../lib/format';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';

interface WithdrawalValues {
  monto: string;
  motivo: string;
}

/** 'Retiro Parcial': cash out of the user's open register, with a reason. */
export function WithdrawalDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<WithdrawalValues>({
    mode: 'controlled',
    initialValues: { monto: '', motivo: '' },
    validate: zodFormResolver<WithdrawalValues>(ZWithdrawalBody),
  });
  const withdraw = useWithdraw();
  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    withdraw.mutate(ZWithdrawalBody.parse(values), {
      onSuccess: (answer) => {
        close();
        notifySuccess(`Retiro de ${formatCOP(answer.data.monto, 0)} registrado correctamente`);
      },
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(firstErrors(error.errors));
        const message = error instanceof ApiError ? error.message : 'No se pudo registrar el retiro';
        showInfoDialog({ title: 'Error', message });
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Retiro Parcial" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <MoneyInput label="Monto" withAsterisk data-autofocus {...form.getInputProps('monto')} />
          <Textarea label="Motivo" withAsterisk rows={3} autosize={false} {...form.getInputProps('motivo')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={withdraw.isPending}>
              Registrar retiro
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
