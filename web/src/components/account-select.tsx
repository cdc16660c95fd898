import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TAccountSummary } from '@posada/contracts';
import { useState } from 'react';
import { noAccountFilters, useAccountPage } from '../api/account-list';

/** What kind of account it is, in the lists' words. */
export const accountKindLabel: Record<TAccountSummary['tipo'], string> = {
  estancia: 'Habitación',
  reserva: 'Grupo',
  empresa: 'Empresa',
  venta: 'Venta POS',
};

/** 'Hab. 204', 'Empresa', 'Grupo': where the account belongs. */
export const accountPlace = (a: Pick<TAccountSummary, 'tipo' | 'habitacion'>) =>
  a.habitacion ? `Hab. ${a.habitacion.numero}` : accountKindLabel[a.tipo];

type FieldProps = Omit<SelectProps, 'data' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'>;

/** What is searched for (debounced) and the first page of open accounts of a kind that match it. */
function useOpenAccounts(search: string, tipo: '' | 'empresa' | 'reserva') {
  return useAccountPage({ ...noAccountFilters, con_saldo: false, tipo, page: 1, per_page: 20, search });
}

/** A searchable select of open accounts (the server searches; the list is what it answers). */
function AccountOptions({
  accounts,
  term,
  onTerm,
  ...props
}: FieldProps & { accounts: TAccountSummary[]; term: string; onTerm: (term: string) => void }) {
  return (
    <Select
      searchable
      searchValue={term}
      onSearchChange={onTerm}
      filter={({ options }) => options}
      data={accounts.map((a) => ({
        value: String(a.id),
        label: `${accountPlace(a)} · ${a.nombre ?? a.cliente.nombre} (cuenta ${a.id})`,
      }))}
      {...props}
    />
  );
}

/** Any other open account: another room, a group's master account, a company (Trasladar). */
export function AccountSelect({ exclude, ...props }: FieldProps & { exclude: number }) {
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), 300);
  const accounts = useOpenAccounts(search, '');
  const others = (accounts.data?.data ?? []).filter((a) => a.id !== exclude);
  return <AccountOptions accounts={others} term={term} onTerm={setTerm} {...props} />;
}

/**
 * The route rule of a check-in: an open company or group master account the stay's lodging
 * nights post to (extras stay on the guest's account). Empty: the stay's own account.
 */
export function LodgingAccountSelect({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), 300);
  const companies = useOpenAccounts(search, 'empresa');
  const groups = useOpenAccounts(search, 'reserva');
  return (
    <AccountOptions
      label="Alojamiento a cargo de"
      description="Las noches se cargan a esta cuenta; los consumos quedan en la del huésped"
      placeholder="La cuenta del huésped"
      clearable
      nothingFoundMessage="No hay cuentas abiertas de empresas o grupos"
      accounts={[...(companies.data?.data ?? []), ...(groups.data?.data ?? [])]}
      term={term}
      onTerm={setTerm}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
      error={error}
    />
  );
}
