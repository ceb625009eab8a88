import { ActionIcon, Box, Button, Container, Group, Image } from '@mantine/core';
import { IconMessageChatbot, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import site from '#content/sitio.json';
import { paths } from '#web/app/paths.ts';
import { SocialLinks } from '../social-links/social-links.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import classes from './header.module.css';
import { MobileNav } from './mobile-nav.tsx';

/** The site header (SPEC §2.1): crest and town name linking home, social links, search, assistant, main menu. */
export function SiteHeader() {
  return (
    <header>
      <Box className={classes.top} py="sm">
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Link to={paths.home.path} className={classes.home} aria-label={`${site.ayuntamiento}: inicio`}>
              <Group gap="sm" wrap="nowrap">
                {/* Sized in the markup (the crest is 100 × 120) so the header never shifts while it loads. */}
                <Image src={site.escudo.src} alt="" width={47} height={56} h={56} w={47} fit="contain" />
                <Box className={classes.townName}>{site.ayuntamiento}</Box>
              </Group>
            </Link>
            <Group gap="sm" wrap="nowrap">
              <Box visibleFrom="sm">
                <SocialLinks />
              </Box>
              <ActionIcon
                component={Link}
                to={paths.buscar.path}
                variant="white"
                color="municipal"
                size="lg"
                aria-label="Buscar en la web"
              >
                <IconSearch size={20} aria-hidden="true" />
              </ActionIcon>
              <Button
                component={Link}
                to={paths.chat.path}
                variant="white"
                color="municipal"
                leftSection={<IconMessageChatbot size={18} aria-hidden="true" />}
                visibleFrom="sm"
              >
                {paths.chat.title}
              </Button>
              {/* Phones: the same link as an icon, so the burger keeps its place. */}
              <ActionIcon
                component={Link}
                to={paths.chat.path}
                variant="white"
                color="municipal"
                size="lg"
                aria-label={paths.chat.title}
                hiddenFrom="sm"
              >
                <IconMessageChatbot size={20} aria-hidden="true" />
              </ActionIcon>
              <Box hiddenFrom="lg">
                <MobileNav />
              </Box>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box visibleFrom="lg">
        <DesktopNav />
      </Box>
    </header>
  );
}
