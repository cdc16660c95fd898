import { Button, Center, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { DASHBOARD } from './paths';

/**
 * The messages browsers give when the code of a lazily loaded screen cannot be fetched: after an
 * upgrade, the page still names the old files, which the server no longer has (Chromium, Firefox,
 * Safari, and Vite's own preload helper for the screen's CSS).
 */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

function technicalDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return null;
}

function Frame({ fullPage, children }: { fullPage: boolean; children: React.ReactNode }) {
  const content = (
    <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
      {children}
    </Stack>
  );
  // Inside the layout the menu and the top bar stay; at the root nothing else is left to show.
  return fullPage ? (
    <Center component="main" mih="100dvh" p="md">
      {content}
    </Center>
  ) : (
    <Paper withBorder p="xl" radius="md">
      {content}
    </Paper>
  );
}

/**
 * The `errorElement` of the routes: a Spanish page instead of React Router's English
 * "Unexpected Application Error", with a way on. A screen whose code failed to load after an
 * upgrade asks for a reload (trying again would ask for the same missing file).
 */
export function RouteErrorPage({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  if (isChunkLoadError(error)) {
    return (
      <Frame fullPage={fullPage}>
        <IconRefresh size={40} stroke={1.5} aria-hidden />
        <Title order={1} size="h2">
          La aplicación se actualizó
        </Title>
        <Text>
          Hay una versión nueva de Posada en el servidor. Recargue la página para seguir trabajando; lo que ya
          se guardó no se pierde.
        </Text>
        <Button onClick={() => window.location.reload()}>Recargar la página</Button>
      </Frame>
    );
  }

  const detail = technicalDetail(error);
  // A navigation to the same address is a new location: React Router then drops the error and
  // renders the screen again.
  const retry = () => navigate({ ...location }, { replace: true });
  return (
    <Frame fullPage={fullPage}>
      <IconAlertTriangle size={40} stroke={1.5} aria-hidden />
      <Title order={1} size="h2">
        Algo salió mal
      </Title>
      <Text>
        Ocurrió un error inesperado al mostrar esta pantalla. Puede reintentar o volver al inicio; si el
        problema continúa, comuníquese con soporte.
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          Detalle técnico: <Code>{detail}</Code>
        </Text>
      )}
      <Group justify="center">
        <Button onClick={retry}>Reintentar</Button>
        <Button variant="default" component={Link} to={DASHBOARD}>
          Volver al inicio
        </Button>
      </Group>
    </Frame>
  );
}
