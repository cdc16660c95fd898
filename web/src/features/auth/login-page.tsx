import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TLoginBody, ZLoginBody } from '@posada/contracts';
import { useNavigate } from 'react-router';
import { useLogin } from '../../api/auth';
import { HOME_PATH } from '../../app/paths';
import { HotelLogo } from '../../components/hotel-logo';
import { showInfoDialog } from '../../components/info-dialog';
import { ApiError } from '../../lib/api';
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

  const handleError = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      showInfoDialog({ title: 'Información', message: 'Ocurrió un error inesperado' });
      return;
    }
    if (error.status === 401) {
      showInfoDialog({ title: 'Información', message: INVALID_CREDENTIALS });
      return;
    }
    // 429 (too many attempts), 400 and the rest carry the server's Spanish message.
    const fieldErrors = firstErrors(error.errors);
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    else showInfoDialog({ title: 'Información', message: error.message });
  };

  const submit = form.onSubmit((values) => {
    login.mutate(ZLoginBody.parse(values), {
      onSuccess: (outcome) => {
        if (outcome.ok) navigate(HOME_PATH, { replace: true });
        else showInfoDialog({ title: 'Información', message: INVALID_CREDENTIALS });
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
