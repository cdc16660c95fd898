import { NavLink, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconLogout, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { logout } from '../../api/auth';
import { useSupportUrl } from '../../api/configurations';
import { usePermissionCheck } from '../../lib/permissions';
import { type MenuGroup, type MenuLink, menuSections, visibleMenu } from '../menu';
import { screenUrl } from '../route-table';
import { HotelSwitch } from './hotel-switch';

interface SideMenuProps {
  /** Called after a link is followed (closes the overlay menu). */
  onNavigate?: () => void;
}

const iconProps = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

function MenuLinkItem({ item, onNavigate }: { item: MenuLink; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const Icon = item.icon;
  return (
    <NavLink
      component={Link}
      to={screenUrl(item.path)}
      label={item.label}
      leftSection={Icon ? <Icon {...iconProps} /> : undefined}
      active={pathname === screenUrl(item.path)}
      pl={item.nested ? 'xl' : undefined}
      onClick={onNavigate}
    />
  );
}

function MenuGroupItem({ item, onNavigate }: { item: MenuGroup; onNavigate?: () => void }) {
  const [opened, setOpened] = useState(true);
  const Icon = item.icon;
  return (
    <NavLink
      component="button"
      type="button"
      label={item.label}
      leftSection={<Icon {...iconProps} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
    >
      {item.children.map((child) => (
        <MenuLinkItem key={child.path} item={child} {...(onNavigate ? { onNavigate } : {})} />
      ))}
    </NavLink>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

/** The side menu of spec §2: only what the user's permissions allow. */
export function SideMenu({ onNavigate }: SideMenuProps) {
  const can = usePermissionCheck();
  const supportUrl = useSupportUrl();
  const sections = visibleMenu(menuSections, can);
  const navigateProps = onNavigate ? { onNavigate } : {};

  return (
    <Stack component="nav" aria-label="Menú principal" gap={0} p="xs">
      <HotelSwitch />
      {sections.map((section) => (
        <div key={section.title}>
          <SectionTitle>{section.title}</SectionTitle>
          {section.entries.map((entry) =>
            entry.kind === 'link' ? (
              <MenuLinkItem key={entry.path} item={entry} {...navigateProps} />
            ) : (
              <MenuGroupItem key={entry.label} item={entry} {...navigateProps} />
            ),
          )}
        </div>
      ))}
      <SectionTitle>Soporte</SectionTitle>
      <NavLink
        href={supportUrl}
        target="_blank"
        rel="noopener noreferrer"
        label="Chat de soporte"
        leftSection={<IconBrandWhatsapp {...iconProps} />}
      />
      <MenuLinkItem
        item={{ kind: 'link', label: 'Capacitaciones', path: 'capacitaciones', icon: IconSchool }}
        {...navigateProps}
      />
      <NavLink
        component="button"
        type="button"
        mt="md"
        label="Cerrar Sesión"
        leftSection={<IconLogout {...iconProps} />}
        onClick={() => void logout()}
      />
    </Stack>
  );
}
