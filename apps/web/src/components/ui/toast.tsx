import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons/alert-icon.tsx';
import { CheckCircleIcon } from './icons/check-circle-icon.tsx';
import { CloseIcon } from './icons/close-icon.tsx';
import { InfoIcon } from './icons/info-icon.tsx';
import { TIMING } from '@landscape/contract/constants';
import { choosePlace, controlBoxes, coverage, PLACES_NARROW, PLACES_WIDE, slideClear, type ToastPlace } from './toast-place.ts';

// A tiny toast store: any module may raise a toast, <Toaster/> in the layout shows them (product §1: 4 s).
export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function push(kind: ToastKind, message: string, durationMs: number = TIMING.toastMs) {
  const id = nextId++;
  items = [...items, { id, kind, message }];
  emit();
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number) {
  items = items.filter((t) => t.id !== id);
  emit();
}

/** Puts every toast away (what the user does next would sit under them). */
export function dismissAllToasts() {
  if (!items.length) return;
  items = [];
  emit();
}

export const toast = {
  success: (m: string) => push('success', m),
  error: (m: string) => push('error', m),
  warning: (m: string) => push('warning', m),
  info: (m: string) => push('info', m),
};

/** The toasts showing now. */
export function currentToasts(): ToastItem[] {
  return items;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, currentToasts);
}

const TOAST_ICONS = { success: CheckCircleIcon, error: AlertIcon, warning: AlertIcon, info: InfoIcon } as const;

/** Mounted once at the root of the app so toasts survive route and health-gate changes. */
export function Toaster() {
  const list = useToasts();
  const { t } = useTranslation('common');
  // Escape puts every toast away without moving focus (nothing they show stays over a control against the will)
  useEffect(() => {
    if (!list.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) items.forEach((i) => dismissToast(i.id));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list.length]);
  // while toasts show, the page can scroll its last controls up above them (room at the end of the page)
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const h = list.length ? Math.ceil(region.current?.getBoundingClientRect().height ?? 0) + 24 : 0;
    if (h) root.style.setProperty('--toaster-room', `${h}px`);
    else root.style.removeProperty('--toaster-room');
  }, [list]);
  useToasterPlace(region, list.length);
  return (
    <div ref={region} className="toaster" role="region" aria-label={t('a11y.notifications')} data-place="bottom">
      {list.map((item) => {
        const Icon = TOAST_ICONS[item.kind];
        return (
          <div key={item.id} className={`toast toast--${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'}>
            <Icon className="toast__icon" />
            <span className="toast__message">{item.message}</span>
            <button type="button" className="toast__close" aria-label={t('actions.dismiss')} onClick={() => dismissToast(item.id)}>
              <CloseIcon size={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}

/**
 * Keeps the toasts off every control (toast-place.ts): placed before they are painted, and again when the
 * page scrolls (scroll events come once a frame, before it is drawn) or its size changes under them.
 */
function useToasterPlace(region: RefObject<HTMLDivElement | null>, count: number) {
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || !count) return;
    const place = () => {
      const controls = controlBoxes(el);
      const places = window.matchMedia('(min-width: 720px)').matches ? PLACES_WIDE : PLACES_NARROW;
      const shifts = new Map<ToastPlace, number>();
      const put = (p: ToastPlace, shift: number) => {
        el.dataset.place = p;
        el.style.setProperty('--toaster-shift', `${shift}px`);
      };
      const chosen = choosePlace<ToastPlace>(places, (p) => {
        put(p, 0);
        const box = el.getBoundingClientRect();
        // a sliver of a control at the edge of its place: slid past it (a fifth of the screen at most)
        const shift = slideClear(box, controls, p.startsWith('top') ? 1 : -1, window.innerHeight / 5) ?? 0;
        shifts.set(p, shift);
        return coverage({ left: box.left, right: box.right, top: box.top + shift, bottom: box.bottom + shift }, controls);
      });
      put(chosen, shifts.get(chosen) ?? 0);
    };
    place();
    const resized = new ResizeObserver(place);
    resized.observe(document.body);
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [region, count]);
}
