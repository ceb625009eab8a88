import { Group, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import site from '#content/sitio.json';
import classes from './footer.module.css';

// Icons keep their size when a long address or e-mail wraps beside them.
const ICON_STYLE = { flexShrink: 0, marginTop: 3 };

/** tel: URI of a phone number written for people ('900 000 000' → 'tel:+34900000000'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+34${digits}`}`;
}

/** The council's address, phone and e-mail (content/sitio.json), in an `<address>`. */
export function ContactBlock() {
  return (
    <address style={{ fontStyle: 'normal' }}>
      <ul className={classes.list}>
        <li>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden="true" style={ICON_STYLE} />
            <Text inherit>{site.direccion}</Text>
          </Group>
        </li>
        <li>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconPhone size={18} aria-hidden="true" style={ICON_STYLE} />
            <Text inherit>
              Teléfono: <a href={telHref(site.telefono)}>{site.telefono}</a>
            </Text>
          </Group>
        </li>
        <li>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMail size={18} aria-hidden="true" style={ICON_STYLE} />
            <Text inherit>
              Correo electrónico: <a href={`mailto:${site.email}`}>{site.email}</a>
            </Text>
          </Group>
        </li>
      </ul>
    </address>
  );
}
