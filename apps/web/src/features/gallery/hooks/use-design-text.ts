import { useTranslation } from 'react-i18next';
import type { GalleryDesign, GalleryItem } from '../utils/merge.ts';

/** Names, titles and dates of a design in the current language. */
export function useDesignText() {
  const { t, i18n } = useTranslation('gallery');
  const style = (d: Pick<GalleryDesign, 'style' | 'styleLabel'>) => t(`common:styles.${d.style}`, { defaultValue: d.styleLabel ?? d.style.replace(/_/g, ' ') });
  const area = (d: Pick<GalleryDesign, 'area'>) => (d.area ? t(`areas.${d.area}`) : null);
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
  const dateTime = (ms: number) =>
    new Date(ms).toLocaleString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  /** A saved generation's title: its address, or that it came from the homeowner's photo. */
  const title = (item: Pick<GalleryItem, 'fromPhoto' | 'address'>) => (item.fromPhoto ? t('card.photo') : item.address || t('card.untitled'));
  return { style, area, date, dateTime, title };
}
