import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { FacebookLogo, InstagramLogo, ShareIcon, XLogo } from './icons.tsx';

interface Props {
  url: string;
  text: string;
}

/** Share to X, Facebook and Instagram (Instagram has no web share intent, so the text and link are copied). */
export function ShareMenu({ url, text }: Props) {
  const { t } = useTranslation('studio');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDoc);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const openWindow = (href: string) => {
    window.open(href, '_blank', 'noopener,noreferrer,width=600,height=540');
    setOpen(false);
  };
  const copyForInstagram = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast.success(t('toasts.copied'));
    } catch {
      toast.error(t('toasts.copyFailed'));
    }
  };
  const nativeShare = async () => {
    setOpen(false);
    try {
      await navigator.share({ title: text, text, url });
    } catch {
      // the owner closed the share sheet
    }
  };

  return (
    <div className="share" ref={root}>
      <button type="button" className="st-btn st-btn--ghost" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        <ShareIcon /> {t('results.share')}
      </button>
      {open && (
        <div id={id} className="share__menu" role="group" aria-label={t('results.shareMenu')}>
          <button type="button" className="share__item" onClick={() => openWindow(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`)}>
            <XLogo /> {t('results.shareX')}
          </button>
          <button type="button" className="share__item" onClick={() => openWindow(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`)}>
            <FacebookLogo /> {t('results.shareFacebook')}
          </button>
          <button type="button" className="share__item" onClick={() => void copyForInstagram()}>
            <InstagramLogo /> {t('results.shareInstagram')}
          </button>
          {canNativeShare && (
            <button type="button" className="share__item" onClick={() => void nativeShare()}>
              <ShareIcon /> {t('results.shareNative')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
