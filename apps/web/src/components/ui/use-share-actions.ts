import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_TOKEN_HEADER } from '@landscape/contract/constants';
import { shareDesignResponseSchema, successResponseSchema } from '../../lib/answer-schemas.ts';
import { apiRequest, staticUrl } from '../../lib/api-client.ts';
import { generationOfImage, loadClaims } from '../../lib/designs/claims.ts';
import { packUrl } from '../../lib/download.ts';
import { toast } from './toast.tsx';

interface ShareTarget {
  designId: string | null | undefined;
  image: string;
  text: string;
  area: string;
}

interface MenuControls {
  setOpen: (open: boolean) => void;
  setShared: (shared: boolean) => void;
  root: RefObject<HTMLDivElement | null>;
}

/**
 * What the share menu's entries do: each closes the menu, makes the link (the design's page, shared on first
 * use) and hands it on (clipboard, a popup, an e-mail, the system sheet); and stopping the sharing.
 */
export function useShareActions({ designId, image, text, area }: ShareTarget, { setOpen, setShared, root }: MenuControls) {
  const { t } = useTranslation(['results', 'common'], { nsMode: 'fallback' });
  const link = useRef<{ for: string; url: string } | null>(null);
  const [stopping, setStopping] = useState(false);

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

  return { stopping, stopSharing, copy, popup, email, native };
}

export type ShareActions = ReturnType<typeof useShareActions>;

/** The header that proves a visitor's design is theirs: its generation's claim token, when this browser has it. */
function proof(image: string): Record<string, string> {
  const generation = generationOfImage(image);
  const token = generation ? loadClaims()[generation] : undefined;
  return token ? { [CLAIM_TOKEN_HEADER]: token } : {};
}
