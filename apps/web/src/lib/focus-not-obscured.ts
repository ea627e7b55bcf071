import { useEffect } from 'react';

// WCAG 2.4.11 (focus not obscured): whatever gets focus is scrolled clear of what stays on screen over the page —
// the sticky header at the top; the pinned Generate bar and the toasts at the bottom. The browser's own
// scrolling on focus leaves an element that is already partly on screen where it is, under them.

const MARGIN = 8;

/** How far the page must scroll so that `box` is clear of the top and bottom obstructions (0: it is). */
export function scrollNeeded(box: { top: number; bottom: number }, clear: { top: number; bottom: number }): number {
  if (box.top < clear.top + MARGIN) return box.top - clear.top - MARGIN;
  if (box.bottom > clear.bottom - MARGIN) {
    const down = box.bottom - clear.bottom + MARGIN;
    // a tall element: its top stays clear of the header
    return Math.min(down, box.top - clear.top - MARGIN);
  }
  return 0;
}

function clearArea(): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  const header = document.querySelector('.site-header');
  if (header && getComputedStyle(header).position !== 'static') top = Math.max(top, header.getBoundingClientRect().bottom);
  for (const el of document.querySelectorAll('.generate-bar--pinned, .toaster')) {
    const r = el.getBoundingClientRect();
    if (r.height > 0 && r.bottom >= window.innerHeight - 40) bottom = Math.min(bottom, r.top);
  }
  return { top, bottom };
}

export function useFocusNotObscured() {
  useEffect(() => {
    // A press (mouse, pen or finger) focuses what it lands on before it is released: scrolling then would move
    // the button from under the pointer, the release would land beside it and the click would be lost. What
    // a press focuses is brought clear once the press ends, after its click.
    let pressing = false;
    let afterPress: HTMLElement | null = null;
    const reveal = (el: HTMLElement) =>
      requestAnimationFrame(() => {
        if (document.activeElement !== el) return;
        const delta = scrollNeeded(el.getBoundingClientRect(), clearArea());
        if (delta) window.scrollBy({ top: delta, behavior: 'instant' });
      });
    const onFocus = (e: FocusEvent) => {
      const el = e.target;
      if (!(el instanceof HTMLElement) || el === document.body || el.id === 'main-content') return;
      // inside what floats (the header, a dialog, the bar itself) nothing can hide it
      if (el.closest('.site-header, dialog, .generate-bar, .toaster, .feedback-fab')) return;
      if (pressing) afterPress = el;
      else reveal(el);
    };
    const onPressStart = () => {
      pressing = true;
    };
    const onPressEnd = () => {
      pressing = false;
      const el = afterPress;
      afterPress = null;
      // the click is dispatched with the release, before the next frame
      if (el) reveal(el);
    };
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerdown', onPressStart, true);
    document.addEventListener('pointerup', onPressEnd, true);
    document.addEventListener('pointercancel', onPressEnd, true);
    // a release outside the window is never seen: a key pressed means the press is over
    document.addEventListener('keydown', onPressEnd, true);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('pointerdown', onPressStart, true);
      document.removeEventListener('pointerup', onPressEnd, true);
      document.removeEventListener('pointercancel', onPressEnd, true);
      document.removeEventListener('keydown', onPressEnd, true);
    };
  }, []);
}
