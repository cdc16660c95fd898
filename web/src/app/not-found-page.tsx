import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from './guards';

export function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('Página no encontrada');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center" maw={480}>
        <Title order={1}>UPPPSSSSS</Title>
        <Text size="lg">Parece que la página a la que intentas acceder no existe</Text>
        <Button onClick={() => navigate('/')}>Volver</Button>
      </Stack>
    </Center>
  );
}
