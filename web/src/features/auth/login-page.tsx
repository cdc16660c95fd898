import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TLoginBody, ZLoginBody } from '@posada/contracts';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogin } from '../../api/auth';
import { HOME_PATH } from '../../app/paths';
import { HotelLogo } from '../../components/hotel-logo';
import { showInfoDialog } from '../../components/info-dialog';
import { ApiError } from '../../lib/api';
import { giveFocusBack } from '../../lib/focus-return';
import { firstErrors, zodFormResolver } from '../../lib/zod-form';

const INVALID_CREDENTIALS = 'Correo o contraseña inválidos';

export function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<TLoginBody>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: zodFormResolver<TLoginBody>(ZLoginBody),
  });

  const password = useRef<HTMLInputElement>(null);
  // The button is disabled while the request runs, so nothing had the focus when the answer came:
  // once the message is read, the password field has it, selected, to be typed again (or sent
  // again with Enter).
  const tell = (message: string) =>
    showInfoDialog({
      title: 'Información',
      message,
      onClose: () => giveFocusBack(password.current, { select: true }),
    });

  const handleError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      tell('Ocurrió un error inesperado');
      return;
    }
    if (error.status === 401) {
      tell(INVALID_CREDENTIALS);
      return;
    }
    // 429 (too many attempts), 400 and the rest carry the server's Spanish message.
    const fieldErrors = firstErrors(error.errors);
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    else tell(error.message);
  };

  const submit = form.onSubmit((values) => {
    login.mutate(ZLoginBody.parse(values), {
      onSuccess: (outcome) => {
        if (outcome.ok) navigate(HOME_PATH, { replace: true });
        else tell(INVALID_CREDENTIALS);
      },
      onError: handleError,
    });
  });

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', xs: 'xl' }} w="100%" maw={420}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Center>
              <HotelLogo height={72} />
            </Center>
            <Stack gap={4} ta="center">
              <Title order={1}>Posada</Title>
              <Text c="dimmed">Iniciar sesión</Text>
            </Stack>
            <TextInput
              label="Correo electrónico"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              ref={password}
              label="Contraseña"
              autoComplete="current-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={login.isPending}>
              Ingresar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
