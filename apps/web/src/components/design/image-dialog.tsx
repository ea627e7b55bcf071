import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons/close-icon.tsx';

export interface DialogImage {
  src: string;
  alt: string;
  caption: string;
}

/** A full-screen look at one picture (a gallery entry or a plan view); Escape closes it. */
export function ImageDialog({ image, onClose }: { image: DialogImage | null; onClose: () => void }) {
  const { t } = useTranslation(['studio', 'results'], { nsMode: 'fallback' });
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (image && !d.open) d.showModal();
    if (!image && d.open) d.close();
  }, [image]);
  return (
    <dialog ref={ref} className="fullscreen" aria-label={image?.alt} onClose={onClose} data-testid="image-dialog">
      {image && <img src={image.src} alt={image.alt} />}
      <div className="fullscreen__bar">
        <span>{image?.caption}</span>
        <div className="fullscreen__tools">
          <button type="button" className="icon-btn icon-btn--glass" aria-label={t('results.closeFullscreen')} onClick={onClose} autoFocus>
            <CloseIcon />
          </button>
        </div>
      </div>
    </dialog>
  );
}
