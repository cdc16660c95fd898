import { Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

/** The `estado` switch of every administration form: 'Activo'. */
export function StatusSwitch<V extends { estado: boolean }>({ form }: { form: UseFormReturnType<V> }) {
  return <Switch label="Activo" {...form.getInputProps('estado', { type: 'checkbox' })} />;
}
