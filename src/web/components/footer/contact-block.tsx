import { Group, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import site from '#content/sitio.json';
import classes from './footer.module.css';

// Icons keep their size when a long address or e-mail wraps beside them.
const ICON_STYLE = { flexShrink: 0, marginTop: 3 };

/** tel: URI of a phone number written for people ('900 000 000' → 'tel:+34900000000'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+34${digits}`}`;
}

/** One line of the contact block: its icon beside the text. */
function ContactLine({ icon: Icon, children }: { icon: typeof IconMail; children: ReactNode }) {
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} aria-hidden="true" style={ICON_STYLE} />
        <Text inherit>{children}</Text>
      </Group>
    </li>
  );
}

/** The council's address, phone and e-mail (content/sitio.json), in an `<address>`. */
export function ContactBlock() {
  return (
    <address style={{ fontStyle: 'normal' }}>
      <ul className={classes.list}>
        <ContactLine icon={IconMapPin}>{site.direccion}</ContactLine>
        <ContactLine icon={IconPhone}>
          Teléfono: <a href={telHref(site.telefono)}>{site.telefono}</a>
        </ContactLine>
        <ContactLine icon={IconMail}>
          Correo electrónico: <a href={`mailto:${site.email}`}>{site.email}</a>
        </ContactLine>
      </ul>
    </address>
  );
}
