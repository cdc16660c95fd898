import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useConfiguration } from '../api/configurations';
import { useCurrentHotel } from '../lib/current-hotel';
import { HotelLogo } from './hotel-logo';

/**
 * The head of a printed document (a booking's confirmation, an account's statement): the hotel's
 * logo and name on the left, the document's title and its date line on the right.
 */
export function DocumentHeader({ title, date }: { title: ReactNode; date: ReactNode }) {
  const hotel = useCurrentHotel();
  const configuration = useConfiguration();
  return (
    <Group justify="space-between" align="flex-start">
      <Group gap="sm">
        <HotelLogo
          hotelId={hotel?.id}
          version={configuration.isSuccess ? (configuration.data?.logo_version ?? null) : undefined}
          waiting={configuration.isPending}
          height={56}
        />
        <Text fw={700} size="lg">
          {hotel?.nombre ?? ''}
        </Text>
      </Group>
      <Stack gap={0} align="flex-end">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm">{date}</Text>
      </Stack>
    </Group>
  );
}
