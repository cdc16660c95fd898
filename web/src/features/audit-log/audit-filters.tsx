import { SimpleGrid, TextInput } from '@mantine/core';
import { auditActionOptions, auditEntityOptions } from '@posada/contracts';
import { type AuditFilters, useAuditUsers } from '../../api/audit-log';
import { CheckedDateRange, SearchFilterSelect } from '../../components/crud';

/** Desde, Hasta (the hotel's days), Usuario, Entidad, Acción and a record's number above the audit log. */
export function AuditFiltersBar({
  value,
  onChange,
}: {
  value: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const users = useAuditUsers();
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 2, md: 6 }} spacing="sm">
      <CheckedDateRange value={value} onChange={set} />
      <SearchFilterSelect
        label="Usuario"
        data={users.data ?? []}
        value={value.usuario_id}
        onChange={(usuario_id) => set({ usuario_id })}
      />
      <SearchFilterSelect
        label="Entidad"
        placeholder="Todas"
        data={auditEntityOptions}
        value={value.entidad}
        onChange={(entidad) => set({ entidad })}
      />
      <SearchFilterSelect
        label="Acción"
        placeholder="Todas"
        data={auditActionOptions}
        value={value.accion}
        onChange={(accion) => set({ accion })}
      />
      <TextInput
        label="N.º de registro"
        placeholder="Cuenta, reserva, usuario…"
        value={value.entidad_id}
        onChange={(e) => set({ entidad_id: e.currentTarget.value })}
      />
    </SimpleGrid>
  );
}
