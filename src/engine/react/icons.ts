import { type Icon, IconFileText } from '@tabler/icons-react';
import { ICONS } from '../generated/icons.ts';

/**
 * The icon of a procedure by its Tabler name (procedure.json `icono`); the generated map imports only the icons
 * the catalogue names. A general document icon for a name the catalogue check rejects anyway.
 */
export function procedureIcon(name: string): Icon {
  return ICONS[name] ?? IconFileText;
}
