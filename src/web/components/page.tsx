import { Container, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import site from '#content/sitio.json';

/** Sets the document title (page · council) and renders the page's single h1. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${site.ayuntamiento}`;
  }, [title]);
}

interface PageProps {
  title: string;
  /** Shown as the h1; defaults to `title`. */
  heading?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

export function Page({ title, heading, children, size = 'lg' }: PageProps) {
  usePageTitle(title);
  return (
    <Container size={size} py="xl">
      <Title order={1} mb="lg">
        {heading ?? title}
      </Title>
      {children}
    </Container>
  );
}
