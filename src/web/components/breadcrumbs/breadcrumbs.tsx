import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteOrigin } from '#web/app/site-origin.ts';
import { breadcrumbListJsonLd, type Crumb } from './trail.ts';

interface BreadcrumbsProps {
  trail: Crumb[];
  /** Absolute addresses in the structured data are built on it; the page's own origin by default. */
  origin?: string;
}

/**
 * The trail above an inner page's title: links to each step and the current page marked as such, plus
 * the same trail as schema.org `BreadcrumbList` data for search engines. The data block is JSON in a
 * `<script type="application/ld+json">`: browsers never run it, so the CSP (scripts only from our files)
 * has nothing to block.
 */
export function Breadcrumbs({ trail, origin }: BreadcrumbsProps) {
  const siteOrigin = useSiteOrigin();
  if (trail.length < 2) return null;
  const last = trail.length - 1;
  return (
    <nav aria-label="Ruta de navegación">
      {/* Mantine keeps each crumb on one line: a news item's long title ran past a phone's edge. */}
      <MantineBreadcrumbs
        separator="›"
        separatorMargin={6}
        mb="sm"
        style={{ flexWrap: 'wrap' }}
        styles={{ breadcrumb: { whiteSpace: 'normal', lineHeight: 1.4 } }}
      >
        {trail.map((crumb, index) =>
          index === last ? (
            <Text key={crumb.href} size="sm" aria-current="page">
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.href} component={Link} to={crumb.href} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
      <script type="application/ld+json">{breadcrumbListJsonLd(trail, origin ?? siteOrigin)}</script>
    </nav>
  );
}
