import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import site from '#content/sitio.json';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs.tsx';
import { breadcrumbTrail } from './breadcrumbs/trail.ts';
import { useScrollToHash } from './section-anchor/use-hash-section.ts';

/** The meta description of pages that give none (search engines show it under the title). */
export const DEFAULT_DESCRIPTION = `Web municipal, sede electrónica y reserva de pistas del ${site.ayuntamiento}.`;

/**
 * The document's title (page · council) and meta description. React puts them in <head>, and the server
 * moves them there in the HTML it sends (src/server/plugins/page-head.ts), so they are right before any
 * script runs: with JavaScript off, in a crawler, in the browser's history.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
}: {
  title: string;
  description?: string;
}) {
  return (
    <>
      <title>{`${title} · ${site.ayuntamiento}`}</title>
      <meta name="description" content={description} />
    </>
  );
}

/** An Open Graph tag (for links shared on social networks), rendered in <head> like PageMeta. */
export function OpenGraphTag({ property, content }: { property: string; content: string }) {
  return <meta property={property} content={content} />;
}

/** What a page of content/ says about itself: the meta description and the paragraph under its h1. */
export interface IntroducedContent {
  descripcion: string;
  introduccion: string;
}

interface PageProps {
  title: string;
  /** Meta description of the route, for search engines; DEFAULT_DESCRIPTION when absent. */
  description?: string;
  /** Shown as the h1; defaults to `title`. */
  heading?: ReactNode;
  /** The page's opening paragraph, under the h1. */
  intro?: string;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The trail to the current page; only inside a router (tests may render a page alone). */
function PageBreadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  return <Breadcrumbs trail={breadcrumbTrail(pathname, title)} />;
}

export function Page({ title, description, heading, intro, children, size = 'lg' }: PageProps) {
  useScrollToHash();
  const inRouter = useInRouterContext();
  return (
    <Container size={size} py="xl">
      <PageMeta title={title} description={description} />
      {inRouter && <PageBreadcrumbs title={title} />}
      <Title order={1} mb="lg">
        {heading ?? title}
      </Title>
      {intro && <Text mb="lg">{intro}</Text>}
      {children}
    </Container>
  );
}
