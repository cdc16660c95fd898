import { reservationChannels, reservationStates, type TReservationListItem } from '@posada/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { noFilters, type ReservationFilters, useReservationPage } from '../../api/reservations';
import { newReservationUrl, reservationUrl } from '../../app/paths';
import {
  type CrudColumn,
  CrudList,
  DateRangeFilter,
  dateColumn,
  FilterSelect,
  moneyColumn,
  partyColumn,
  ViewButton,
} from '../../components/crud';
import { RoomTypeSelect } from '../../components/room-type-select';
import { channelLabel, StateBadge } from './reservation-badges';

const columns: CrudColumn<TReservationListItem>[] = [
  { key: 'id', header: 'N.º', render: (r) => r.id },
  partyColumn(
    'cliente',
    'Titular',
    (r) => r.cliente,
    (r) => r.documento,
  ),
  dateColumn('llegada', 'Llegada', (r) => r.llegada),
  dateColumn('salida', 'Salida', (r) => r.salida),
  {
    key: 'habitaciones',
    header: 'Habitaciones',
    render: (r) => (r.asignadas ? `${r.habitaciones} (${r.asignadas})` : `${r.habitaciones} sin asignar`),
  },
  { key: 'canal', header: 'Canal', render: (r) => channelLabel(r.canal) },
  moneyColumn('total', 'Total', (r) => r.total, 0),
  { key: 'estado', header: 'Estado', render: (r) => <StateBadge estado={r.estado} /> },
];

const stateOptions = reservationStates.map((s) => ({ value: s, label: s }));
const channelOptions = Object.entries(reservationChannels).map(([value, label]) => ({ value, label }));

/** The bookings: search, filters by stay dates, state, channel and type, paged by the server. */
export function ReservationList() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ReservationFilters>(noFilters);
  const set = (key: keyof ReservationFilters) => (value: string | null) =>
    setFilters((f) => ({ ...f, [key]: value ?? '' }));
  return (
    <CrudList
      title="Reservas"
      columns={columns}
      useList={useReservationPage}
      filters={filters}
      searchPlaceholder="Titular, huésped, documento, número o referencia"
      create={{
        permission: ['reservas.crear'],
        label: 'Nueva reserva',
        onClick: () => navigate(newReservationUrl()),
      }}
      rowActions={(r) => (
        <ViewButton label={`Ver la reserva ${r.id}`} onClick={() => navigate(reservationUrl(r.id))} />
      )}
      toolbar={
        <>
          <DateRangeFilter desde={filters.desde} hasta={filters.hasta} set={set} />
          <FilterSelect
            label="Estado"
            w={150}
            data={stateOptions}
            value={filters.estado}
            onChange={set('estado')}
          />
          <FilterSelect
            label="Canal"
            w={160}
            data={channelOptions}
            value={filters.canal}
            onChange={set('canal')}
          />
          <RoomTypeSelect
            w={180}
            clearable
            placeholder="Todos"
            value={filters.tipo_habitacion_id || null}
            onChange={set('tipo_habitacion_id')}
          />
        </>
      }
    />
  );
}
