import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { SproutIcon } from '../../../components/ui/icons/sprout-icon.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="not-found container">
      <span className="not-found__icon">
        <SproutIcon size={40} />
      </span>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <div className="not-found__actions">
        <Link to={paths.studio} className="btn btn--primary btn--lg">
          {t('actions.backToStudio')}
        </Link>
        <Link to={paths.about} className="btn btn--secondary btn--lg">
          {t('notFound.about')}
        </Link>
      </div>
    </section>
  );
}
