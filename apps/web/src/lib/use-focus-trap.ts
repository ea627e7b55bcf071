import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 || el === document.activeElement);
}

interface FocusTrapOptions {
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keep Tab inside the container (modals); menus only need Escape and focus return. */
  trap?: boolean;
  /** Return focus to the element that had it before activation. */
  restoreFocus?: boolean;
}

/** Focus handling for dialogs and menus: initial focus, Tab cycling, Escape, and focus return. */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean, opts: FocusTrapOptions = {}) {
  const optsRef = useRef(opts);
  optsRef.current = opts;

  // A layout effect: focus moves in the same commit that shows or removes the container, so focus is back on
  // the opener as soon as a dialog is gone (a passive effect may run a frame later).
  useLayoutEffect(() => {
    if (!active) return;
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = optsRef.current.initialFocus?.current ?? focusableWithin(root)[0] ?? root;
    first.focus({ preventScroll: true });

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && optsRef.current.onEscape) {
        e.stopPropagation();
        optsRef.current.onEscape();
        return;
      }
      if (e.key !== 'Tab' || optsRef.current.trap === false) return;
      const items = focusableWithin(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const head = items[0];
      const tail = items[items.length - 1];
      const current = document.activeElement;
      if (e.shiftKey && (current === head || !root.contains(current))) {
        e.preventDefault();
        tail.focus();
      } else if (!e.shiftKey && (current === tail || !root.contains(current))) {
        e.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (optsRef.current.restoreFocus !== false && previous && document.contains(previous)) previous.focus({ preventScroll: true });
    };
  }, [active, ref]);
}
