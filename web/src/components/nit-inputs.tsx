import { TextInput, type TextInputProps } from '@mantine/core';

/** A NIT as staff type it everywhere a company is entered: digits only, check digit apart. */
export function NitInput(props: TextInputProps) {
  return (
    <TextInput
      label="NIT"
      description="Sin puntos ni dígito de verificación"
      withAsterisk
      inputMode="numeric"
      {...props}
    />
  );
}

/** The DIAN check digit (dígito de verificación) of a NIT. */
export function DvInput(props: TextInputProps) {
  return <TextInput label="DV" description="Dígito de verificación" withAsterisk maxLength={1} {...props} />;
}
