import { StudioPage } from '../../features/studio/components/studio-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** / and /studio: the studio page under the plain product title. */
export function StudioRoute() {
  useDocumentTitle();
  return <StudioPage />;
}
