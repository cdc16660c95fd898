import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LOGO_MAX_BYTES, type TConfiguration } from '@posada/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, notifySuccess } from '../../components/crud';
import { HotelLogo } from '../../components/hotel-logo';
import { usePermission } from '../../lib/permissions';
import { useUploadLogo } from './settings-api';

/** The hotel's logo: preview and upload (PNG, JPEG or WebP, up to 512 KB). */
export function LogoPanel({ configuration }: { configuration: TConfiguration }) {
  const canEdit = usePermission('configuraciones.editar');
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);
  const send = (file: File | null) => {
    if (!file) return;
    setError(null);
    upload.mutateAsync(file).then(
      () => notifySuccess('Logo actualizado'),
      (e: unknown) => setError(errorMessage(e)),
    );
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Logo
        </Title>
        {configuration.tiene_logo ? (
          <HotelLogo hotelId={configuration.hotel_id} version={configuration.logo_version} height={80} />
        ) : (
          <Text c="dimmed">El hotel aún no tiene logo.</Text>
        )}
        <Text size="sm" c="dimmed">
          Imagen PNG, JPEG o WebP de máximo {LOGO_MAX_BYTES / 1024} KB. Se muestra en la barra superior y en
          el inicio de sesión.
        </Text>
        {error && (
          <Alert color="red" title="No se pudo subir el logo">
            {error}
          </Alert>
        )}
        {canEdit && (
          <Group>
            <FileButton onChange={send} accept="image/png,image/jpeg,image/webp">
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={18} aria-hidden />}
                  loading={upload.isPending}
                >
                  Subir logo
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
