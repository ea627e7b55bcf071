import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawRingedFavicon, progressTitle, ringFraction, type TabProgress } from './tab-progress.ts';

const FAVICON = '/favicon.svg';

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** The studio's own favicon as an image to draw from, loaded once. */
let iconImage: Promise<HTMLImageElement | null> | null = null;
const loadIcon = () =>
  (iconImage ??= new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = FAVICON;
  }));

/**
 * While `progress` is set (a run goes on), the tab says how far it is: title "2/4 · …" and a ring on the favicon.
 * When the run ends (`progress` becomes null with `finished`) while the tab is hidden, the title says it is done
 * until the tab is seen again; otherwise the title and favicon go back at once.
 */
export function useTabProgress(progress: TabProgress | null, finished: boolean) {
  const { t } = useTranslation('common');
  const [unseen, setUnseen] = useState(false);
  const base = useRef<string | null>(null);
  const running = progress !== null;
  const wasRunning = useRef(false);

  // a run that ended while nobody looked: remembered until the tab is visible again
  useEffect(() => {
    if (wasRunning.current && !running && finished && document.hidden) setUnseen(true);
    wasRunning.current = running;
  }, [running, finished]);
  useEffect(() => {
    if (!unseen) return;
    const seen = () => {
      if (!document.hidden) setUnseen(false);
    };
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [unseen]);

  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  const doneLabel = unseen ? t('tab.done') : null;
  useEffect(() => {
    if (!running && !doneLabel) {
      if (base.current !== null) document.title = base.current;
      base.current = null;
      iconLink()?.setAttribute('href', FAVICON);
      return;
    }
    base.current ??= document.title;
    document.title = progressTitle(base.current, { progress: running ? { done, total } : null, doneLabel });
    let cancelled = false;
    void loadIcon().then((img) => {
      if (cancelled) return;
      const url = drawRingedFavicon(img, running ? ringFraction({ done, total }) : 1, !running);
      if (url) iconLink()?.setAttribute('href', url);
    });
    return () => {
      cancelled = true;
    };
  }, [running, done, total, doneLabel]);

  // leaving the studio mid-run leaves the tab as it was
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
      iconLink()?.setAttribute('href', FAVICON);
    },
    [],
  );
}
