import { Alert, Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useConfiguration } from '../../api/configurations';
import { usePermission } from '../../lib/permissions';
import { BackupsPanel } from './backups-panel';
import { EInvoicingPanel } from './e-invoicing-panel';
import { GuestReportingPanel } from './guest-reporting-panel';
import { JobsPanel } from './jobs-panel';
import { LogoPanel } from './logo-panel';
import { SettingsForm } from './settings-form';
import { TrainingsTab } from './trainings-tab';

/** admin/configurations: the current hotel's settings, its logo and its training items. */
export function ConfigurationsPage() {
  const configuration = useConfiguration();
  const isAdmin = usePermission('configuraciones.editar');
  const configuresReports = usePermission('reporte_huespedes.configurar');
  const data = configuration.data;
  if (configuration.isLoading) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Cargando" />
      </Center>
    );
  }
  if (!data) {
    return (
      <Alert color="yellow" title="Sin hotel">
        Su usuario no tiene un hotel asignado.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Configuraciones
      </Title>
      <Tabs defaultValue="general" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="general">General</Tabs.Tab>
          <Tabs.Tab value="logo">Logo</Tabs.Tab>
          <Tabs.Tab value="capacitaciones">Capacitaciones</Tabs.Tab>
          {isAdmin && <Tabs.Tab value="respaldos">Respaldos</Tabs.Tab>}
          {isAdmin && <Tabs.Tab value="tareas">Tareas</Tabs.Tab>}
          {isAdmin && <Tabs.Tab value="facturacion-electronica">Facturación electrónica</Tabs.Tab>}
          {configuresReports && <Tabs.Tab value="reporte-huespedes">Reporte de huéspedes</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="general">
          <SettingsForm key={data.hotel_id} configuration={data} />
        </Tabs.Panel>
        <Tabs.Panel value="logo">
          <LogoPanel configuration={data} />
        </Tabs.Panel>
        <Tabs.Panel value="capacitaciones">
          <TrainingsTab />
        </Tabs.Panel>
        {isAdmin && (
          <Tabs.Panel value="respaldos">
            <BackupsPanel />
          </Tabs.Panel>
        )}
        {isAdmin && (
          <Tabs.Panel value="tareas">
            <JobsPanel />
          </Tabs.Panel>
        )}
        {isAdmin && (
          <Tabs.Panel value="facturacion-electronica">
            <EInvoicingPanel />
          </Tabs.Panel>
        )}
        {configuresReports && (
          <Tabs.Panel value="reporte-huespedes">
            <GuestReportingPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
