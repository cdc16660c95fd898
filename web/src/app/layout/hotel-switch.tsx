import { NativeSelect } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { chooseHotel, useCurrentHotel } from '../../lib/current-hotel';
import { useCurrentUser } from '../../lib/session';

/**
 * The hotel to work in, for a user of several hotels (a chain). Every screen's data is the
 * hotel's: switching reloads what was loaded, and the layout renders the open screen anew.
 */
export function HotelSwitch() {
  const user = useCurrentUser();
  const current = useCurrentHotel();
  const client = useQueryClient();
  const hotels = user?.datalle_hoteles ?? [];
  if (hotels.length < 2 || !current) return null;
  const change = (value: string) => {
    chooseHotel(Number(value));
    void client.resetQueries();
  };
  return (
    <NativeSelect
      label="Hotel"
      px="sm"
      pt="xs"
      data={hotels.map((h) => ({ value: String(h.id), label: h.nombre }))}
      value={String(current.id)}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
