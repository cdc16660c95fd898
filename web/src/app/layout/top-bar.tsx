import { ActionIcon, Box, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout, IconPalette } from '@tabler/icons-react';
import { logout } from '../../api/auth';
import { useCashBalance, useHoldsRegister } from '../../api/cash-registers';
import { useConfiguration } from '../../api/configurations';
import { HotelLogo } from '../../components/hotel-logo';
import { RegisterButtons } from '../../features/cash-registers/register-buttons';
import { useAfterFirstPaint } from '../../lib/after-first-paint';
import { useCurrentHotel } from '../../lib/current-hotel';
import { formatCOP } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';

interface TopBarProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
  onOpenTheme: () => void;
}

function CashTotal() {
  const { saldo } = useCashBalance();
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        Total Caja
      </Text>
      <Text fw={700} size="sm" data-testid="total-caja" style={{ whiteSpace: 'nowrap' }}>
        {saldo === null ? '—' : formatCOP(saldo, 2)}
      </Text>
    </Stack>
  );
}

/**
 * Spec §2: logo, user, 'Total Caja' (for who can hold a register), register buttons, theme and
 * 'Cerrar sesión'.
 */
export function TopBar({ menuOpened, onToggleMenu, onOpenTheme }: TopBarProps) {
  const user = useCurrentUser();
  const hotel = useCurrentHotel();
  const holdsRegister = useHoldsRegister();
  // The settings say whether there is a logo: asked for once the first screen is drawn.
  const configuration = useConfiguration(useAfterFirstPaint());
  // No settings row means no logo; settings that failed to load leave it unknown (asked for once).
  const logoVersion = configuration.isSuccess ? (configuration.data?.logo_version ?? null) : undefined;

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      {/* The left side gives way (the user's name is cut first); the burger and the right side keep
          their size, so on a phone nothing overlaps and 'Cerrar sesión' stays whole. */}
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flexShrink: 1, overflow: 'hidden' }}>
        <Burger
          opened={menuOpened}
          onClick={onToggleMenu}
          size="sm"
          style={{ flexShrink: 0 }}
          aria-label="Mostrar u ocultar el menú"
        />
        <Box visibleFrom="xs" style={{ flexShrink: 0 }}>
          <HotelLogo
            hotelId={hotel?.id}
            version={logoVersion}
            waiting={configuration.isPending}
            height={40}
          />
        </Box>
        <Box visibleFrom="sm" miw={0}>
          <Text fw={600} size="sm" truncate>
            {user?.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user?.rol.name}
          </Text>
        </Box>
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {holdsRegister && <CashTotal />}
        <RegisterButtons />
        <ActionIcon variant="default" size="lg" aria-label="Configurar tema" onClick={onOpenTheme}>
          <IconPalette size={18} aria-hidden />
        </ActionIcon>
        {/* The label hides on phones; the name stays for assistive technology. */}
        <Button
          variant="subtle"
          size="xs"
          px={6}
          aria-label="Cerrar sesión"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void logout()}
        >
          <Box component="span" visibleFrom="sm">
            Cerrar sesión
          </Box>
        </Button>
      </Group>
    </Group>
  );
}
