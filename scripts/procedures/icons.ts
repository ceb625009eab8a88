import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Every icon of @tabler/icons-react is one module named after it: dist/esm/icons/Icon<Name>.mjs.
const ICONS_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tabler/icons-react')),
  '../esm/icons',
);

/** The component name of a Tabler icon from its name on the icon site: "building-bank" → "IconBuildingBank". */
export const iconComponent = (name: string) =>
  `Icon${name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

/** Whether @tabler/icons-react has an icon of that name ("car", "building-bank"). */
export const iconExists = (name: string) =>
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) && existsSync(path.join(ICONS_DIR, `${iconComponent(name)}.mjs`));

/** Every icon name of @tabler/icons-react (for "did you mean" hints). */
export const iconNames = (): string[] =>
  readdirSync(ICONS_DIR)
    .filter((file) => file.startsWith('Icon') && file.endsWith('.mjs'))
    .map((file) =>
      file
        .slice(4, -4)
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Z])([A-Z])/g, '$1-$2')
        .replace(/([a-zA-Z])(\d)/g, '$1-$2')
        .toLowerCase(),
    );
