import { useEffect, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

/** How long the entries wait for the menu to know whether the design is shared, at most. */
const SETTLE_MS = 1500;

/**
 * Whether the design's page is public, asked when the menu opens: `shared` is null until told (or when that
 * could not be told); `settled` once it is known, or after a moment, so that the entries show.
 */
export function useSharedState(open: boolean, designId: string | null | undefined) {
  /** Whether the design's page is public: null until asked (when the menu opens), or when that could not be told. */
  const [shared, setShared] = useState<boolean | null>(null);
  /**
   * Whether the entries show: once the menu knows whether the design is shared ("Stop sharing" and the state
   * line above them would otherwise push them down under a finger about to press one), or after a moment.
   */
  const [settled, setSettled] = useState(!designId);

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

  return { shared, setShared, settled };
}

/** Closes the open menu on a press outside it, and on Escape (giving focus back to its button). */
export function useMenuDismiss(open: boolean, setOpen: Dispatch<SetStateAction<boolean>>, root: RefObject<HTMLDivElement | null>) {
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
  }, [open, setOpen, root]);
}
