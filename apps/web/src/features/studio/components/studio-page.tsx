import { useTranslation } from 'react-i18next';

export function StudioPage() {
  const { t } = useTranslation();
  return <main>{t('app.name')}</main>;
}
