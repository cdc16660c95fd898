import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { auditActionOptions, auditEntityOptions } from '@posada/contracts';
import { type AuditFilters, rangeIsValid, useAuditUsers } from '../../api/audit-log';
import { DateField } from '../../components/date-field';

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
      <DateField label="Desde" value={value.desde} clearable onChange={(desde) => set({ desde })} />
      <DateField
        label="Hasta"
        value={value.hasta}
        clearable
        error={rangeIsValid(value) ? undefined : 'La fecha inicial debe ser anterior a la final'}
        onChange={(hasta) => set({ hasta })}
      />
      <Select
        label="Usuario"
        placeholder="Todos"
        clearable
        searchable
        data={users.data ?? []}
        value={value.usuario_id}
        onChange={(usuario_id) => set({ usuario_id })}
        nothingFoundMessage="Sin resultados"
      />
      <Select
        label="Entidad"
        placeholder="Todas"
        clearable
        searchable
        data={auditEntityOptions}
        value={value.entidad}
        onChange={(entidad) => set({ entidad })}
        nothingFoundMessage="Sin resultados"
      />
      <Select
        label="Acción"
        placeholder="Todas"
        clearable
        searchable
        data={auditActionOptions}
        value={value.accion}
        onChange={(accion) => set({ accion })}
        nothingFoundMessage="Sin resultados"
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
