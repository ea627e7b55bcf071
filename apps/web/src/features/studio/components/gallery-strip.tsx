import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@landscape/contract/constants';
import { staticUrl } from '../../../lib/api-client.ts';
import type { GalleryEntry } from '../../../lib/designs/gallery.ts';
import { DownloadIcon } from '../../../components/ui/icons/download-icon.tsx';
import { ImageDialog, type DialogImage } from '../../../components/design/image-dialog.tsx';
import { downloadResult } from './results-viewer.tsx';
import { useStyleText } from '../../../lib/use-style-text.ts';

export function GalleryStrip({ entries }: { entries: GalleryEntry[] }) {
  const { t, i18n } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const styleText = useStyleText();
  const [open, setOpen] = useState<DialogImage | null>(null);
  if (entries.length === 0) return null;
  const date = (ts: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(ts);
  return (
    <section className="gallery" aria-labelledby="gallery-title">
      <div className="section-head">
        <h2 id="gallery-title" className="st-section-title st-section-title--small">
          {t('gallery.title')}
        </h2>
        <p className="section-sub">{t('gallery.subtitle', { max: LIMITS.galleryMax })}</p>
      </div>
      <ul className="gallery__grid" data-testid="gallery">
        {entries.map((e) => {
          const name = styleText.name(e.style);
          return (
            <li key={`${e.address}-${e.timestamp}`} className="gallery__item" data-timestamp={e.timestamp}>
              <button
                type="button"
                className="gallery__open"
                aria-label={t('gallery.open', { style: name, address: e.address, date: date(e.timestamp) })}
                onClick={() =>
                  setOpen({
                    src: staticUrl(e.render),
                    alt: t('gallery.item', { style: name, address: e.address, date: date(e.timestamp) }),
                    caption: `${name} · ${e.address}`,
                  })
                }
              >
                <img src={staticUrl(e.render)} alt="" loading="lazy" />
              </button>
              <div className="gallery__caption">
                <span className="gallery__style">{name}</span>
                <span className="gallery__date">{date(e.timestamp)}</span>
                {e.example && (
                  <span className="gallery__example" data-testid="example-house">
                    {t('results.exampleHouse')}
                  </span>
                )}
              </div>
              <button
                type="button"
                className="icon-btn icon-btn--glass gallery__dl"
                aria-label={t('gallery.download', { style: name })}
                onClick={() => void downloadResult(e.style, e.render, t('errors.download'))}
              >
                <DownloadIcon width={16} height={16} />
              </button>
            </li>
          );
        })}
      </ul>
      <ImageDialog image={open} onClose={() => setOpen(null)} />
    </section>
  );
}
