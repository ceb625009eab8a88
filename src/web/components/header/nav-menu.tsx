import { IconChevronDown } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import classes from './header.module.css';
import { isActiveEntry, type NavEntry } from './navigation.ts';

type Group = Extract<NavEntry, { kind: 'group' }>;

/** How the menu was opened decides how it closes: a passing mouse never closes a keyboard user's menu. */
type OpenedBy = 'hover' | 'click' | 'keyboard';

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * One dropdown of the main menu, written by hand instead of Mantine's Menu so the positioning library it
 * brings stays out of every page's first download. Opens on hover or click; from the keyboard Enter, Space
 * or ArrowDown open it and focus the first link (arrows, Home and End move, Escape closes and returns the
 * focus to the button, Tab leaves it closed). The list sits in the DOM right after its button, so reading
 * and tab order follow the menu.
 */
export function NavMenu({ group }: { group: Group }) {
  const { pathname } = useLocation();
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const opened = openedBy !== null;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLAnchorElement | null)[]>([]);
  // The item to focus once the list has rendered (the list only exists while open).
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();

  const focusItem = (index: number) => {
    const count = group.items.length;
    items.current[(index + count) % count]?.focus();
  };

  useEffect(() => {
    if (!opened || pendingFocus.current === null) return;
    focusItem(pendingFocus.current);
    pendingFocus.current = null;
  });

  // A click or tap anywhere else closes it, as any menu would.
  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  const openFromKeyboard = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!OPEN_KEYS.has(event.key)) return;
    // Without this, Enter/Space would also fire a click, which would toggle it closed again.
    event.preventDefault();
    pendingFocus.current = 0;
    setOpenedBy('keyboard');
  };

  const onClick = () => {
    // A touch or a click right after the hover that opened it keeps it open rather than closing it.
    setOpenedBy((current) => (current === 'hover' ? 'click' : current ? null : 'click'));
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.current.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: group.items.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      // The items leave the tab order with the list, so Tab goes on from the button: Shift+Tab stops on it,
      // Tab moves to the next entry of the menu bar.
      if (event.shiftKey) event.preventDefault();
      button.current?.focus();
      setOpenedBy(null);
    }
  };

  return (
    // Escape is handled here so it also closes a menu opened by hover while the button has the focus.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors what the button does by click.
    <div
      ref={root}
      className={classes.menuRoot}
      onMouseEnter={() => setOpenedBy((current) => current ?? 'hover')}
      onMouseLeave={() => setOpenedBy((current) => (current === 'keyboard' ? current : null))}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) {
          setOpenedBy(null);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={classes.navItem}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        data-expanded={opened || undefined}
        data-active={isActiveEntry(pathname, group) || undefined}
        onKeyDown={openFromKeyboard}
        onClick={onClick}
      >
        {group.label}
        <IconChevronDown size={14} aria-hidden="true" />
      </button>
      {opened && (
        <div
          id={menuId}
          role="menu"
          aria-label={group.label}
          className={classes.menu}
          onKeyDown={onMenuKeyDown}
        >
          {group.items.map((key, index) => (
            <NavLink
              key={key}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="menuitem"
              tabIndex={-1}
              to={paths[key].path}
              className={classes.menuItem}
              // The new page takes the focus (useFocusOnNavigation), so nothing returns it to the button.
              onClick={() => setOpenedBy(null)}
            >
              {paths[key].title}
            </NavLink>
          ))}
        </div>
      )}
    </div>
  );
}
