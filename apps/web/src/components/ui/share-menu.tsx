import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import { shareDesignResponseSchema, successResponseSchema } from '../../lib/answer-schemas.ts';
import { apiRequest, staticUrl } from '../../lib/api-client.ts';
import { generationOfImage, loadClaims } from '../../lib/designs/claims.ts';
import { packUrl } from '../../lib/download.ts';
import { dismissAllToasts, toast } from './toast.tsx';
import { BanIcon } from './icons/ban-icon.tsx';
import { Spinner } from './spinner.tsx';
import { FacebookLogo } from './icons/facebook-logo.tsx';
import { InstagramLogo } from './icons/instagram-logo.tsx';
import { LinkIcon } from './icons/link-icon.tsx';
import { MailIcon } from './icons/mail-icon.tsx';
import { ShareIcon } from './icons/share-icon.tsx';
import { XLogo } from './icons/x-logo.tsx';
import './share-menu.css';

/** The look of the menu where it sits (the studio's and My Designs' own classes). */
export interface ShareMenuClasses {
  root: string;
  button: string;
  menu: string;
  item: string;
}

interface Props {
  /** The design's id: sharing turns its page /d/{id} on. Designs made before designs had ids share their image. */
  designId: string | null | undefined;
  /** The design's render (a /static key), shared when there is no id. */
  image: string;
  /** The caption that goes with the link (X, Instagram, the system sheet). */
  text: string;
  /** The area, in words, for the e-mail to a landscaper. */
  area: string;
  label: string;
  compact?: boolean;
  classes: ShareMenuClasses;
}

/**
 * The one share menu (studio results and My Designs): Copy link, Send to my landscaper (e-mail, with the
 * link to the design's landscaper's pack), X,
 * Facebook and Instagram (no web intent: the text and link are copied), and the system sheet when the
 * browser has one. Every entry shares the design's page /d/{id}, which the first use turns public. The
 * menu says whether the design is shared and, once it is, offers to stop sharing (the link then answers
 * "not found" to everyone). A visitor proves the design is theirs with the claim token this browser was
 * given with it; an account by signing in.
 */
export function ShareMenu({ designId, image, text, area, label, compact = false, classes }: Props) {
  const { t } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<{ for: string; url: string } | null>(null);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  /** Whether the design's page is public: null until asked (when the menu opens), or when that could not be told. */
  const [shared, setShared] = useState<boolean | null>(null);
  /**
   * Whether the entries show: once the menu knows whether the design is shared ("Stop sharing" and the state
   * line above them would otherwise push them down under a finger about to press one), or after a moment.
   */
  const [settled, setSettled] = useState(!designId);
  const [stopping, setStopping] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  /** How far the open menu moves sideways to stay on the screen (its place beside the button may not fit a phone). */
  const [shift, setShift] = useState(0);

  // Opening the menu puts away toasts from an earlier share: on a phone they would sit over its entries.
  useLayoutEffect(() => {
    if (open) dismissAllToasts();
  }, [open]);
  // The open menu is moved sideways, before it is painted, so that every entry is on the screen; again when
  // what it says changes its width (its entries, whether the design is shared).
  useLayoutEffect(() => {
    const box = open ? menu.current?.getBoundingClientRect() : undefined;
    setShift((current) => {
      if (!box) return 0;
      // where it would sit unmoved: the box measured includes the present shift
      return shiftIntoView({ left: box.left - current, right: box.right - current }, document.documentElement.clientWidth);
    });
  }, [open, shared, settled]);

  useEffect(() => {
    if (!open || !designId) return;
    let live = true;
    const settle = () => live && setSettled(true);
    const late = setTimeout(settle, SETTLE_MS);
    // HEAD of the public answer: 200 while shared, 404 otherwise; never from a cache (sharing can stop)
    fetch(`/api/shared/${encodeURIComponent(designId)}`, { method: 'HEAD', cache: 'no-store' })
      .then((res) => live && (res.ok || res.status === 404) && setShared(res.ok))
      .catch(() => undefined)
      .finally(settle);
    return () => {
      live = false;
      clearTimeout(late);
    };
  }, [open, designId]);

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

  /** The link to share: the design's page, shared on first use; null (with a message) when that failed. */
  const shareLink = async (): Promise<string | null> => {
    const key = designId ?? image;
    if (link.current?.for === key) return link.current.url;
    let url: string;
    if (designId) {
      try {
        url = (await apiRequest(`/api/designs/${encodeURIComponent(designId)}/share`, shareDesignResponseSchema, { method: 'POST', headers: proof(image) }))
          .url;
        setShared(true);
      } catch {
        toast.error(t('share.failed'));
        return null;
      }
    } else url = new URL(staticUrl(image), window.location.origin).toString();
    link.current = { for: key, url };
    return url;
  };

  const stopSharing = async () => {
    if (!designId) return;
    setStopping(true);
    try {
      await apiRequest(`/api/designs/${encodeURIComponent(designId)}/share`, successResponseSchema, { method: 'DELETE', headers: proof(image) });
      link.current = null;
      setShared(false);
      // the entry is gone with the sharing: close the menu and give focus back to its button
      setOpen(false);
      root.current?.querySelector<HTMLButtonElement>('button')?.focus();
      toast.success(t('share.stopped'));
    } catch {
      toast.error(t('share.stopFailed'));
    } finally {
      setStopping(false);
    }
  };

  const copy = async (what: (url: string) => string, done: string) => {
    setOpen(false);
    const text = shareLink().then((url) => (url ? what(url) : null));
    try {
      // The clipboard is asked during the click, with the text still to come: a browser lets a page write
      // to it only shortly after a click, and making the link (sharing the design) may take longer than that.
      if (typeof ClipboardItem === 'function' && typeof navigator.clipboard.write === 'function') {
        const blob = text.then((value) => (value === null ? Promise.reject(new Error('no link')) : new Blob([value], { type: 'text/plain' })));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        const value = await text;
        if (value === null) return;
        await navigator.clipboard.writeText(value);
      }
      toast.success(done);
    } catch {
      // no link: shareLink has said why
      if ((await text) !== null) toast.error(t('share.copyFailed'));
    }
  };
  /** Opens the window at once (a popup blocker allows it only during the click), then sends it to the link. */
  const popup = async (href: (url: string) => string) => {
    setOpen(false);
    const win = window.open('', '_blank', 'width=600,height=540');
    const url = await shareLink();
    if (!url) {
      win?.close();
      return;
    }
    if (win) {
      win.opener = null;
      win.location.href = href(url);
    } else window.open(href(url), '_blank', 'noopener,noreferrer');
  };
  const email = async () => {
    setOpen(false);
    const url = await shareLink();
    if (!url) return;
    const subject = t('share.emailSubject');
    // a design with a page has a landscaper's pack, public while the design is shared (as it now is)
    const body = designId ? t('share.emailBodyPack', { area, url, pack: packUrl(designId, window.location.origin) }) : t('share.emailBody', { area, url });
    window.location.href = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  };
  const native = async () => {
    setOpen(false);
    const url = await shareLink();
    if (!url) return;
    try {
      await navigator.share({ title: text, text, url });
    } catch {
      // the sheet was dismissed
    }
  };

  return (
    <div className={classes.root} ref={root}>
      <button
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={id}
        aria-label={compact ? label : undefined}
        title={compact ? label : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <ShareIcon size={18} />
        {compact ? null : <span>{label}</span>}
      </button>
      {open ? (
        <div
          id={id}
          ref={menu}
          className={`${classes.menu} share-menu__list`}
          style={shift ? { translate: `${shift}px 0` } : undefined}
          role="group"
          aria-label={t('share.menu')}
          aria-busy={!settled || undefined}
        >
          {!settled ? (
            <p className="share-state" data-testid="share-checking">
              <Spinner size="sm" label={t('share.checking')} showLabel />
            </p>
          ) : null}
          {settled ? (
            <>
              {designId && shared !== null ? (
                <p className="share-state" data-testid="share-state" data-shared={shared}>
                  {shared ? t('share.sharedState') : t('share.privateState')}
                </p>
              ) : null}
              {designId && shared ? (
                <button type="button" className={`${classes.item} share-stop`} disabled={stopping} onClick={() => void stopSharing()}>
                  <BanIcon size={18} /> {t('share.stop')}
                </button>
              ) : null}
              <button type="button" className={classes.item} onClick={() => void copy((url) => url, t('share.linkCopied'))}>
                <LinkIcon size={18} /> {t('share.copyLink')}
              </button>
              <button type="button" className={classes.item} onClick={() => void email()}>
                <MailIcon size={18} /> {t('share.email')}
              </button>
              <button
                type="button"
                className={classes.item}
                onClick={() => void popup((url) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`)}
              >
                <XLogo size={18} /> {t('share.x')}
              </button>
              <button
                type="button"
                className={classes.item}
                onClick={() => void popup((url) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)}
              >
                <FacebookLogo size={18} /> {t('share.facebook')}
              </button>
              <button type="button" className={classes.item} onClick={() => void copy((url) => `${text} ${url}`, t('share.instagramCopied'))}>
                <InstagramLogo size={18} /> {t('share.instagram')}
              </button>
              {canNativeShare ? (
                <button type="button" className={classes.item} onClick={() => void native()}>
                  <ShareIcon size={18} /> {t('share.more')}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** How long the entries wait for the menu to know whether the design is shared, at most. */
const SETTLE_MS = 1500;

/** The margin kept between an open menu and the screen's sides. */
const SCREEN_MARGIN = 12;

/** How far a box must move sideways to sit inside a screen `width` wide, a margin clear of both sides (0: it does). */
export function shiftIntoView(box: { left: number; right: number }, width: number): number {
  if (box.left < SCREEN_MARGIN) return SCREEN_MARGIN - box.left;
  if (box.right > width - SCREEN_MARGIN) return Math.max(SCREEN_MARGIN - box.left, width - SCREEN_MARGIN - box.right);
  return 0;
}

/** The header that proves a visitor's design is theirs: its generation's claim token, when this browser has it. */
function proof(image: string): Record<string, string> {
  const generation = generationOfImage(image);
  const token = generation ? loadClaims()[generation] : undefined;
  return token ? { [CLAIM_TOKEN_HEADER]: token } : {};
}
