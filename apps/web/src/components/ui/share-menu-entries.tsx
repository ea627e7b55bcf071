import { useTranslation } from 'react-i18next';
import { BanIcon } from './icons/ban-icon.tsx';
import { FacebookLogo } from './icons/facebook-logo.tsx';
import { InstagramLogo } from './icons/instagram-logo.tsx';
import { LinkIcon } from './icons/link-icon.tsx';
import { MailIcon } from './icons/mail-icon.tsx';
import { ShareIcon } from './icons/share-icon.tsx';
import { XLogo } from './icons/x-logo.tsx';
import type { ShareActions } from './use-share-actions.ts';

interface Props {
  designId: string | null | undefined;
  /** Whether the design's page is public (null: not known). */
  shared: boolean | null;
  /** The caption that goes with the link (X, Instagram). */
  text: string;
  itemClass: string;
  actions: ShareActions;
}

/** The open share menu's entries: whether the design is shared, "Stop sharing" once it is, and each way to share. */
export function ShareMenuEntries({ designId, shared, text, itemClass, actions }: Props) {
  const { t } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  const { stopping, stopSharing, copy, popup, email, native } = actions;
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <>
      {designId && shared !== null ? (
        <p className="share-state" data-testid="share-state" data-shared={shared}>
          {shared ? t('share.sharedState') : t('share.privateState')}
        </p>
      ) : null}
      {designId && shared ? (
        <button type="button" className={`${itemClass} share-stop`} disabled={stopping} onClick={() => void stopSharing()}>
          <BanIcon size={18} /> {t('share.stop')}
        </button>
      ) : null}
      <button type="button" className={itemClass} onClick={() => void copy((url) => url, t('share.linkCopied'))}>
        <LinkIcon size={18} /> {t('share.copyLink')}
      </button>
      <button type="button" className={itemClass} onClick={() => void email()}>
        <MailIcon size={18} /> {t('share.email')}
      </button>
      <button
        type="button"
        className={itemClass}
        onClick={() => void popup((url) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`)}
      >
        <XLogo size={18} /> {t('share.x')}
      </button>
      <button
        type="button"
        className={itemClass}
        onClick={() => void popup((url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)}
      >
        <FacebookLogo size={18} /> {t('share.facebook')}
      </button>
      <button type="button" className={itemClass} onClick={() => void copy((url) => `${text} ${url}`, t('share.instagramCopied'))}>
        <InstagramLogo size={18} /> {t('share.instagram')}
      </button>
      {canNativeShare ? (
        <button type="button" className={itemClass} onClick={() => void native()}>
          <ShareIcon size={18} /> {t('share.more')}
        </button>
      ) : null}
    </>
  );
}
