import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "<page> · Landscape Studio" in the current language. */
export function useDocumentTitle(page?: string) {
  const { t } = useTranslation('common');
  const app = t('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
