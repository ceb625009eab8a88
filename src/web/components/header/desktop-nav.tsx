import { Container } from '@mantine/core';
import { NavLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import classes from './header.module.css';
import { NavMenu } from './nav-menu.tsx';
import { mainNavigation } from './navigation.ts';

/** The main menu for wide screens: dropdown groups and plain links in one row. */
export function DesktopNav() {
  return (
    <nav aria-label="Menú principal" className={classes.navBar}>
      <Container size="xl">
        <ul className={classes.navList}>
          {mainNavigation.map((entry) => (
            <li key={entry.kind === 'group' ? entry.label : entry.item}>
              {entry.kind === 'group' ? (
                <NavMenu group={entry} />
              ) : (
                <NavLink to={paths[entry.item].path} className={classes.navItem}>
                  {paths[entry.item].title}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
