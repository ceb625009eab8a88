import { ActionIcon, Group } from '@mantine/core';
import { IconBrandInstagram, IconBrandTelegram, IconBrandYoutube, IconWorld } from '@tabler/icons-react';
import site from '#content/sitio.json';

// Icon per network key of content/sitio.json `redes`; an unknown network (even 'constructor') gets a generic icon.
const ICONS = new Map([
  ['instagram', IconBrandInstagram],
  ['telegram', IconBrandTelegram],
  ['youtube', IconBrandYoutube],
]);

type Network = (typeof site.redes)[number];

interface SocialLinksProps {
  /** The networks to link. Default: content/sitio.json `redes`. */
  networks?: readonly Network[];
  /** 'light' for dark backgrounds (header, footer). Default 'light'. */
  tone?: 'light' | 'dark';
  /** Icon size in px. Default 22. */
  size?: number;
}

/** The council's social networks (content/sitio.json `redes`), each opening in a new tab. */
export function SocialLinks({ networks = site.redes, tone = 'light', size = 22 }: SocialLinksProps) {
  return (
    <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {networks.map((network) => {
        const Icon = ICONS.get(network.clave) ?? IconWorld;
        return (
          <li key={network.clave}>
            <ActionIcon
              component="a"
              href={network.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${network.nombre} (se abre en una pestaña nueva)`}
              variant="subtle"
              color={tone === 'light' ? 'white' : 'municipal'}
              size="lg"
            >
              <Icon size={size} aria-hidden="true" />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
