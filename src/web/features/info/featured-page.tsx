import featured from '#content/destacados.json';
import { paths } from '#web/app/paths.ts';
import { Page } from '#web/components/page.tsx';
import { type FeaturedService, FeaturedServices } from './featured-services.tsx';

export interface Featured {
  introduccion: string;
  servicios: FeaturedService[];
}

export function FeaturedView({ content }: { content: Featured }) {
  return (
    <Page title={paths.destacados.title} description={content.introduccion} intro={content.introduccion}>
      <FeaturedServices services={content.servicios} headingOrder={2} withDescription />
    </Page>
  );
}

export default function FeaturedPage() {
  return <FeaturedView content={featured} />;
}
