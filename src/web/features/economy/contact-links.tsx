import { Anchor, List, ThemeIcon } from '@mantine/core';
import { IconBrandInstagram, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface Contact {
  email?: string;
  telefono?: string;
  web?: string;
  instagram?: string;
  direccion?: string;
  mapa?: string;
  textoMapa?: string;
}

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
const webLabel = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/** Contact details of a lodging or business as real links (mail, phone, web, Instagram, map). */
export function ContactLinks({ contact }: { contact: Contact }) {
  return (
    // Long e-mail addresses and web names break rather than run off a phone's screen.
    <List
      spacing="xs"
      center
      styles={{ itemWrapper: { minWidth: 0 }, itemLabel: { overflowWrap: 'anywhere' } }}
    >
      {contact.direccion && (
        <Item icon={<IconMapPin size={14} />}>
          {contact.direccion}
          {contact.mapa && (
            <>
              {' · '}
              <Anchor href={contact.mapa} target="_blank" rel="noopener noreferrer">
                {contact.textoMapa ?? 'Ver en el mapa'}
              </Anchor>
            </>
          )}
        </Item>
      )}
      {contact.telefono && (
        <Item icon={<IconPhone size={14} />}>
          <Anchor href={telHref(contact.telefono)}>Teléfono {contact.telefono}</Anchor>
        </Item>
      )}
      {contact.email && (
        <Item icon={<IconMail size={14} />}>
          <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
        </Item>
      )}
      {contact.web && (
        <Item icon={<IconWorld size={14} />}>
          <Anchor href={contact.web} target="_blank" rel="noopener noreferrer">
            {webLabel(contact.web)}
          </Anchor>
        </Item>
      )}
      {contact.instagram && (
        <Item icon={<IconBrandInstagram size={14} />}>
          <Anchor href={contact.instagram} target="_blank" rel="noopener noreferrer">
            Instagram
          </Anchor>
        </Item>
      )}
    </List>
  );
}
