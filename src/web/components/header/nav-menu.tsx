import { Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import classes from './header.module.css';
import { isActiveEntry, type NavEntry } from './navigation.ts';

type Group = Extract<NavEntry, { kind: 'group' }>;

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * One dropdown of the main menu. Opens on hover or click; from the keyboard Enter, Space or ArrowDown open
 * it and focus the first link (arrows move, Escape closes and returns focus to the button). Focus is only
 * trapped when the keyboard opened it, so a passing mouse never steals the focus.
 */
export function NavMenu({ group }: { group: Group }) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);

  // Choosing a page leaves the focus to the new page; Escape or clicking away returns it to the button.
  const [returnFocus, setReturnFocus] = useState(true);

  const change = (next: boolean) => {
    setOpened(next);
    if (next) setReturnFocus(true);
    else setByKeyboard(false);
  };
  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    // Without this, Enter/Space would also fire a click, which Mantine treats as a mouse opening.
    event.preventDefault();
    setByKeyboard(true);
    setReturnFocus(true);
    setOpened(true);
  };

  return (
    <Menu
      opened={opened}
      onChange={change}
      trigger="click-hover"
      trapFocus={byKeyboard}
      returnFocus={returnFocus}
      withInitialFocusPlaceholder={false}
      // In the DOM right after its button, so reading and tab order follow the menu.
      withinPortal={false}
      // Beside its button (no portal) the dropdown is never detached from it, so nothing to hide.
      hideDetached={false}
      position="bottom-start"
      offset={0}
      shadow="md"
    >
      <Menu.Target>
        <button
          type="button"
          className={classes.navItem}
          data-active={isActiveEntry(pathname, group) || undefined}
          onKeyDown={openFromKeyboard}
        >
          {group.label}
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown aria-label={group.label}>
        {group.items.map((key) => (
          <Menu.Item
            key={key}
            component={NavLink}
            to={paths[key].path}
            className={classes.menuItem}
            onClick={() => setReturnFocus(false)}
          >
            {paths[key].title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
