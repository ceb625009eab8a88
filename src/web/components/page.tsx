import { Container, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import site from '#content/sitio.json';
import { Breadcrumbs } from './breadcrumbs/breadcrumbs.tsx';
import { breadcrumbTrail } from './breadcrumbs/trail.ts';
import { useScrollToHash } from './section-anchor/use-hash-section.ts';

/** Sets the document title (page · council) and renders the page's single h1. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${site.ayuntamiento}`;
  }, [title]);
}

/**
 * Sets one <meta> tag in <head> while the calling page is shown (`property` for Open Graph, `name` otherwise);
 * on leaving, the previous value comes back, so pages never leak their meta into the next route. With
 * `absolute`, a path is written as a full URL of this site (resolved in the browser, never during render).
 */
export function useMetaTag(
  attribute: 'name' | 'property',
  key: string,
  value: string | undefined,
  { absolute = false } = {},
) {
  useEffect(() => {
    if (value === undefined) return;
    const content = absolute ? new URL(value, window.location.origin).href : value;
    const existing = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
    const tag = existing ?? document.createElement('meta');
    if (!existing) {
      tag.setAttribute(attribute, key);
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (!existing) tag.remove();
      else tag.content = previous;
    };
  }, [attribute, key, value, absolute]);
}

interface PageProps {
  title: string;
  /** Meta description of the route, for search engines; the one in index.html stays when absent. */
  description?: string;
  /** Shown as the h1; defaults to `title`. */
  heading?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** The trail to the current page; only inside a router (tests may render a page alone). */
function PageBreadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  return <Breadcrumbs trail={breadcrumbTrail(pathname, title)} />;
}

export function Page({ title, description, heading, children, size = 'lg' }: PageProps) {
  usePageTitle(title);
  useScrollToHash();
  useMetaTag('name', 'description', description);
  const inRouter = useInRouterContext();
  return (
    <Container size={size} py="xl">
      {inRouter && <PageBreadcrumbs title={title} />}
      <Title order={1} mb="lg">
        {heading ?? title}
      </Title>
      {children}
    </Container>
  );
}
