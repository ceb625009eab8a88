import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { paths } from '#web/app/paths.ts';
import classes from './header.module.css';

// The drawer is fetched on the first press (or when the pointer or focus reaches the burger, so it is
// usually there by the press): it is weight no page needs to show its content.
const loadDrawer = () => import('./mobile-drawer.tsx');
const MobileDrawer = lazy(loadDrawer);

/** The main menu for narrow screens: a burger opening a drawer that closes once a page is chosen. */
export function MobileNav() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [used, setUsed] = useState(false);
  // Closing by choosing a page leaves the focus to the new page (see useFocusOnNavigation); closing
  // with Escape or the close button returns it to the burger.
  const [returnFocus, setReturnFocus] = useState(true);
  const choose = () => {
    setReturnFocus(false);
    close();
  };
  const toggleMenu = () => {
    setUsed(true);
    setReturnFocus(true);
    toggle();
  };

  return (
    <>
      <Burger
        className={classes.burger}
        opened={opened}
        onClick={toggleMenu}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        color="white"
        aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
        aria-expanded={opened}
      />
      {/* Without JavaScript the burger cannot open its drawer: in its place, a plain link to the site map,
          which lists every page. */}
      <noscript>
        <style>{`.${classes.burger}{display:none}`}</style>
        <a href={paths.mapaSitio.path} className={classes.noScriptMenu}>
          Menú
        </a>
      </noscript>
      {used && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} onChoose={choose} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
