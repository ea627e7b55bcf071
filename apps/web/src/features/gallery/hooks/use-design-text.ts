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
  /** A saved generation's title: its address, or what it was drawn from (the homeowner's photo of which area). */
  const title = (item: Pick<GalleryItem, 'fromPhoto' | 'address' | 'designs'>) => {
    if (!item.fromPhoto) return item.address || t('card.untitled');
    const area = item.designs[0]?.area;
    return area ? t(`card.photoOf.${area}`, { defaultValue: t('card.photo') }) : t('card.photo');
  };
  return { style, area, date, dateTime, title };
}
