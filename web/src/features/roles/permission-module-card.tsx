import { Checkbox, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TPermissionModule } from '@posada/contracts';

interface PermissionModuleCardProps {
  module: TPermissionModule;
  selected: ReadonlySet<string>;
  disabled: boolean;
  onChange: (codes: string[], checked: boolean) => void;
}

/** One module of the catalog: a select-all box and a box per permission. */
export function PermissionModuleCard({ module, selected, disabled, onChange }: PermissionModuleCardProps) {
  const codes = module.permisos.map((p) => p.code);
  const held = codes.filter((code) => selected.has(code)).length;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Checkbox
          label={<Text fw={600}>{module.nombre}</Text>}
          aria-label={`Seleccionar todo: ${module.nombre}`}
          checked={held === codes.length}
          indeterminate={held > 0 && held < codes.length}
          disabled={disabled}
          onChange={(event) => onChange(codes, event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" pl="lg">
          {module.permisos.map((p) => (
            <Checkbox
              key={p.code}
              label={p.descripcion}
              description={p.code}
              checked={selected.has(p.code)}
              disabled={disabled}
              onChange={(event) => onChange([p.code], event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
