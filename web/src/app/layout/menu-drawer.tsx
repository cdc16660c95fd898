import { Drawer } from '@mantine/core';
import { SideMenu } from './side-menu';

/**
 * The menu as a drawer over the page (the overlay menu, and any menu on a narrow screen). Loaded
 * at its first opening: Mantine's drawer and modal code stays out of a first visit.
 */
export function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} size={280} title="Menú">
      <SideMenu onNavigate={onClose} />
    </Drawer>
  );
}
