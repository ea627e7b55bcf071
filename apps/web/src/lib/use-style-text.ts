import { useTranslation } from 'react-i18next';

/** A style's name and description in the reader's language, falling back to the catalogue's own text. */
export function useStyleText() {
  const { t } = useTranslation('studio');
  return {
    name: (id: string, fallback?: string) => t(`styles.catalog.${id}.name`, { defaultValue: fallback || id.replace(/_/g, ' ') }),
    description: (id: string, fallback?: string) => t(`styles.catalog.${id}.description`, { defaultValue: fallback ?? '' }),
  };
}
