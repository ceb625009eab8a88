import { Drawer, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { type PathKey, paths } from '#web/app/paths.ts';
import { SocialLinks } from '../social-links/social-links.tsx';
import classes from './header.module.css';
import { mainNavigation } from './navigation.ts';

export interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Called when a page is chosen, before the drawer closes. */
  onChoose: () => void;
  returnFocus: boolean;
}

/**
 * The drawer of the mobile menu. Its own module so MobileNav can load it on first use: the Drawer brings
 * the scroll lock and focus trap, which no page needs before the burger is pressed.
 */
export default function MobileDrawer({ opened, onClose, onChoose, returnFocus }: MobileDrawerProps) {
  const link = (key: PathKey) => (
    <li key={key}>
      <NavLink to={paths[key].path} className={classes.drawerLink} onClick={onChoose}>
        {paths[key].title}
      </NavLink>
    </li>
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menú"
      size="xs"
      position="right"
      closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
      returnFocus={returnFocus}
    >
      <nav aria-label="Menú principal">
        <Stack gap="md">
          {mainNavigation.map((entry) =>
            entry.kind === 'group' ? (
              <div key={entry.label}>
                <Text className={classes.drawerGroup} mb={4}>
                  {entry.label}
                </Text>
                <ul className={classes.navList} style={{ flexDirection: 'column', gap: 0 }}>
                  {entry.items.map(link)}
                </ul>
              </div>
            ) : (
              <ul key={entry.item} className={classes.navList} style={{ flexDirection: 'column' }}>
                {link(entry.item)}
              </ul>
            ),
          )}
        </Stack>
      </nav>
      <Text className={classes.drawerGroup} mt="xl" mb={4}>
        Síguenos
      </Text>
      <SocialLinks tone="dark" />
    </Drawer>
  );
}
