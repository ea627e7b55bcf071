import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_AREA_IDS } from '@landscape/contract/constants';
import type { ClientAreaId } from '@landscape/contract';
import { lazyComponent } from '../../../lib/lazy-component.tsx';

const KeepMaskEditor = lazyComponent(() => import('./keep-mask-editor.tsx').then((m) => m.KeepMaskEditor));

// Photo first: beside the address, a photo of any area becomes the "before" of that area's designs.
// The server turns it upright by its EXIF orientation, strips its metadata (location included) and
// decodes iPhone HEIC; on a phone the file picker offers the camera too.

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

interface Props {
  /** Whether the areas' photo rows are shown: the owner's button, or "No, use a photo instead" (decision 047). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the rows were opened for the owner, said above them. */
  note?: string | null;
  photos: Partial<Record<ClientAreaId, File>>;
  onChange: (area: ClientAreaId, file: File | null) => void;
  /** House-Lock: the keep mask brushed on an area's photo, or null for the computed one. */
  onMaskChange: (area: ClientAreaId, mask: Blob | null) => void;
}

export function PhotoPicker({ open, onOpenChange, note = null, photos, onChange, onMaskChange }: Props) {
  const { t } = useTranslation('studio');
  const id = useId();
  return (
    <div className="photo-picker" data-testid="photo-picker">
      <button type="button" className="st-btn st-btn--ghost" aria-expanded={open} aria-controls={`${id}-areas`} onClick={() => onOpenChange(!open)}>
        {t('form.photo.use')}
      </button>
      {open && (
        <div id={`${id}-areas`} className="photo-picker__areas">
          {note && (
            <p className="notice" role="status" data-testid="photo-note">
              {note}
            </p>
          )}
          <p className="field-hint">{t('form.photo.hint')}</p>
          <ul>
            {CLIENT_AREA_IDS.map((area) => {
              const file = photos[area];
              const inputId = `${id}-${area}`;
              return (
                <li key={area} className="photo-picker__row">
                  <span className="photo-picker__area">{t('form.photo.area', { area: t(`areas.${area}.name`) })}</span>
                  {/* the browser's own file button speaks the browser's language: ours speaks the studio's */}
                  <label className="st-btn st-btn--ghost photo-picker__choose">
                    <input
                      id={inputId}
                      type="file"
                      className="visually-hidden"
                      accept={ACCEPT}
                      aria-label={t('form.photo.area', { area: t(`areas.${area}.name`) })}
                      data-testid={`photo-${area}`}
                      onChange={(e) => onChange(area, e.currentTarget.files?.[0] ?? null)}
                    />
                    <span aria-hidden="true">{file ? t('form.photo.replace') : t('form.photo.choose')}</span>
                  </label>
                  {file && (
                    <>
                      <span className="photo-picker__name">{t('form.photo.added', { name: file.name })}</span>
                      <button type="button" className="st-btn st-btn--link" onClick={() => onChange(area, null)}>
                        {t('form.photo.remove')}
                      </button>
                    </>
                  )}
                  {file && (
                    <KeepMaskEditor
                      key={`${file.name}:${file.size}:${file.lastModified}`}
                      photo={file}
                      areaName={t(`areas.${area}.name`)}
                      onChange={(mask) => onMaskChange(area, mask)}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
