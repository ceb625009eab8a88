import { Burger, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { type PathKey, paths } from '#web/app/paths.ts';
import { SocialLinks } from '../social-links/social-links.tsx';
import classes from './header.module.css';
import { mainNavigation } from './navigation.ts';

/** The main menu for narrow screens: a burger opening a drawer that closes once a page is chosen. */
export function MobileNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Closing by choosing a page leaves the focus to the new page (see useFocusOnNavigation); closing
  // with Escape or the close button returns it to the burger.
  const [returnFocus, setReturnFocus] = useState(true);
  const choose = () => {
    setReturnFocus(false);
    close();
  };
  const toggleMenu = () => {
    setReturnFocus(true);
    toggle();
  };
  const link = (key: PathKey) => (
    <li key={key}>
      <NavLink to={paths[key].path} className={classes.drawerLink} onClick={choose}>
        {paths[key].title}
      </NavLink>
    </li>
  );

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggleMenu}
        color="white"
        aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
        aria-expanded={opened}
      />
      <Drawer
        opened={opened}
        onClose={close}
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
    </>
  );
}
