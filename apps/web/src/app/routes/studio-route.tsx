import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { StudioPage } from '../../features/studio/components/studio-page.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** / and /studio: the studio page under the plain product title; the hero and marketing are for signed-out visitors (product §2). */
export function StudioRoute() {
  useDocumentTitle();
  const { status, user } = useAuth();
  return <StudioPage showMarketing={status !== 'signed-in'} who={status === 'signed-in' ? (user?.uid ?? null) : null} />;
}
