// How the studio words a site in the owner's language: 'Zone 8b · Portland, OR', 'Zona 8b · Portland, OR'.

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function siteHeadline(t: Translate, site: { zone: string | null; place: string | null }): string {
  if (site.zone && site.place) return t('studio:site.zone', { zone: site.zone, place: site.place });
  if (site.place) return t('studio:site.zoneUnknown', { place: site.place });
  return t('studio:site.climateUnknown');
}
