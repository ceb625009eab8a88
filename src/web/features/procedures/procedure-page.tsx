import { useParams } from 'react-router';
import { Page } from '#web/components/page.tsx';

export default function ProcedurePage() {
  const { slug = '' } = useParams();
  return <Page title={slug} />;
}
