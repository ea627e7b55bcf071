import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { AccessGuard } from '../../features/auth/components/access-guard.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export type GuardedPageKey = 'pro' | 'virtualTour' | 'gallery' | 'styleAdmin' | 'requirementsAdmin' | 'feedbackAdmin' | 'outbox' | 'queueAdmin';

/**
 * A page behind the access guard of product §2: its heading, then the guard. The page's own content
 * arrives with its feature issue (gallery, pro design, admin pages) and is passed as children.
 */
export function GuardedPage({ page, requireConsent = false, children }: { page: GuardedPageKey; requireConsent?: boolean; children?: ReactNode }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t(`pages.${page}.title`));
  return (
    <div className="page page--guarded container">
      <PageHeader title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} />
      <AccessGuard requireConsent={requireConsent}>{children}</AccessGuard>
    </div>
  );
}
