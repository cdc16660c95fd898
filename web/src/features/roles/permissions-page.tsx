import { Alert, Button, Center, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  usePermissionCatalog,
  useRoleOptions,
  useRolePermissions,
  useSaveRolePermissions,
} from '../../api/roles';
import { errorMessage, notifyError, notifySuccess } from '../../components/crud';
import { usePermission } from '../../lib/permissions';
import { PermissionModuleCard } from './permission-module-card';

/**
 * admin/permissions: pick a role, tick its permissions grouped by module, save. The role's users
 * get the change at their next permission refresh, without logging out.
 */
export function PermissionsPage() {
  const [params, setParams] = useSearchParams();
  const rolId = Number(params.get('rol')) || null;
  const roles = useRoleOptions();
  const catalog = usePermissionCatalog();
  const current = useRolePermissions(rolId);
  const save = useSaveRolePermissions();
  const canEdit = usePermission('roles.editar');
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const loaded = current.data;
  useEffect(() => {
    if (loaded) setSelected(new Set(loaded.permisos.map((p) => p.code)));
  }, [loaded]);

  const isRoot = loaded?.is_root ?? false;
  const dirty = useMemo(() => {
    const saved = new Set(loaded?.permisos.map((p) => p.code) ?? []);
    return saved.size !== selected.size || [...selected].some((c) => !saved.has(c));
  }, [loaded, selected]);

  const toggle = (codes: string[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const code of codes) {
        if (checked) next.add(code);
        else next.delete(code);
      }
      return next;
    });

  const submit = () => {
    if (!rolId) return;
    save.mutate(
      { rol_id: rolId, codes: [...selected] },
      {
        onSuccess: () => notifySuccess('Permisos guardados'),
        onError: (error) => notifyError(error, 'No se pudieron guardar los permisos'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Permisos
        </Title>
        <Group align="flex-end">
          <Select
            label="Rol"
            placeholder="Seleccione un rol"
            searchable
            w={280}
            data={(roles.data ?? []).map((r) => ({ value: String(r.id), label: r.nombre }))}
            value={rolId ? String(rolId) : null}
            onChange={(value) => setParams(value ? { rol: value } : {})}
          />
          {canEdit && rolId && !isRoot && (
            <Button onClick={submit} loading={save.isPending} disabled={!dirty || !loaded}>
              Guardar
            </Button>
          )}
        </Group>
      </Group>
      {!rolId && <Text c="dimmed">Seleccione un rol para ver y asignar sus permisos.</Text>}
      {rolId && (current.isError || catalog.isError) && (
        <Alert color="red" title="No se pudieron cargar los permisos">
          {errorMessage(current.error ?? catalog.error)}
        </Alert>
      )}
      {rolId && (current.isLoading || catalog.isLoading) && (
        <Center py="xl">
          <Loader size="sm" aria-label="Cargando" />
        </Center>
      )}
      {isRoot && (
        <Alert color="blue">El rol administrador tiene todos los permisos; no se pueden cambiar.</Alert>
      )}
      {rolId &&
        loaded &&
        catalog.data?.map((module) => (
          <PermissionModuleCard
            key={module.modulo}
            module={module}
            selected={selected}
            disabled={!canEdit || isRoot}
            onChange={toggle}
          />
        ))}
    </Stack>
  );
}
