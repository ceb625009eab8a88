import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#tests/render.tsx';
import { paths } from '#web/app/paths.ts';
import { NavMenu } from './nav-menu.tsx';
import { mainNavigation, type NavEntry } from './navigation.ts';

type Group = Extract<NavEntry, { kind: 'group' }>;

function firstGroup(): Group {
  const found = mainNavigation.find((entry): entry is Group => entry.kind === 'group');
  if (!found) throw new Error('The main navigation has no group');
  return found;
}
const group = firstGroup();
const titles = group.items.map((key) => paths[key].title);

function renderMenu() {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NavMenu group={group} />
            <button type="button">Fuera</button>
          </>
        ),
      },
    ],
    '/',
  );
  return screen.getByRole('button', { name: group.label });
}

const menu = () => screen.queryByRole('menu', { name: group.label });

/** Opens the menu from its focused button with `key`: the first entry takes the focus. */
async function openWithKey(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, key: string) {
  button.focus();
  await user.keyboard(key);
  await waitFor(() => expect(screen.getAllByRole('menuitem')[0]).toHaveFocus());
}

describe('NavMenu', () => {
  it('is closed at first and tells assistive technology it opens a menu', () => {
    const button = renderMenu();
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists every page of the group, in order, as menu items', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(titles);
  });

  it('moves with the arrows, Home and End, wrapping at both ends', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await openWithKey(user, button, ' ');
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab, which goes on from its button; Shift+Tab stops on the button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await openWithKey(user, button, '{Enter}');
    await user.tab();
    expect(menu()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fuera' })).toHaveFocus();

    await openWithKey(user, button, '{Enter}');
    await user.tab({ shift: true });
    expect(menu()).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens on hover and closes when the pointer leaves or clicks elsewhere', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.hover(button);
    expect(menu()).toBeInTheDocument();
    await user.unhover(button);
    expect(menu()).not.toBeInTheDocument();

    await user.click(button);
    expect(menu()).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Fuera' }));
    expect(menu()).not.toBeInTheDocument();
  });

  it('stays open when clicked right after the hover that opened it, and a second click closes it', async () => {
    const button = renderMenu();
    fireEvent.mouseEnter(button.parentElement as HTMLElement);
    expect(menu()).toBeInTheDocument();
    fireEvent.click(button);
    expect(menu()).toBeInTheDocument();
    fireEvent.click(button);
    expect(menu()).not.toBeInTheDocument();
  });

  it('keeps a menu opened from the keyboard when a passing pointer leaves it', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}');
    fireEvent.mouseLeave(button.parentElement as HTMLElement);
    expect(menu()).toBeInTheDocument();
  });
});
