import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast.tsx';
import { FacebookLogo, InstagramLogo, LinkIcon, ShareIcon, XLogo } from './icons.tsx';

/** Spec §9 social share: X, Facebook, Instagram (no web intent: the text and link are copied), and the system sheet when the browser has one. */
export function ShareMenu({ url, text, compact = false, label }: { url: string; text: string; compact?: boolean; label: string }) {
  const { t } = useTranslation('gallery');
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    // Escape closes this menu only: caught on window in the capture phase, before a surrounding
    // dialog's focus trap (document, capture) would close the whole dialog.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    };
    document.addEventListener('mousedown', onDoc);
    window.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('mousedown', onDoc);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const popup = (href: string) => {
    window.open(href, '_blank', 'noopener,noreferrer,width=600,height=540');
    setOpen(false);
  };
  const copy = async () => {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };
  const native = async () => {
    setOpen(false);
    try {
      await navigator.share({ title: text, text, url });
    } catch {
      // the sheet was dismissed
    }
  };

  return (
    <div className="gshare" ref={root}>
      <button
        type="button"
        className={compact ? 'gbtn gbtn--icon' : 'gbtn'}
        aria-expanded={open}
        aria-controls={id}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <ShareIcon />
        {compact ? null : <span>{label}</span>}
      </button>
      {open ? (
        <div id={id} className="gshare__menu" role="group" aria-label={t('share.menu')}>
          <button type="button" className="gshare__item" onClick={() => popup(`https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`)}>
            <XLogo /> {t('share.x')}
          </button>
          <button type="button" className="gshare__item" onClick={() => popup(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)}>
            <FacebookLogo /> {t('share.facebook')}
          </button>
          <button type="button" className="gshare__item" onClick={() => void copy()}>
            <InstagramLogo /> {t('share.instagram')}
          </button>
          {canNativeShare ? (
            <button type="button" className="gshare__item" onClick={() => void native()}>
              <LinkIcon /> {t('share.more')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
