import { useTranslation } from 'react-i18next';
import type { GalleryDesign } from '../utils/merge.ts';

/** Names and dates of a design in the current language. */
export function useDesignText() {
  const { t, i18n } = useTranslation('gallery');
  const style = (d: Pick<GalleryDesign, 'style' | 'styleLabel'>) => t(`common:styles.${d.style}`, { defaultValue: d.styleLabel ?? d.style.replace(/_/g, ' ') });
  const area = (d: Pick<GalleryDesign, 'area'>) => (d.area ? t(`areas.${d.area}`) : null);
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
  const dateTime = (ms: number) => new Date(ms).toLocaleString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return { style, area, date, dateTime };
}
