import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons/alert-icon.tsx';
import { CheckCircleIcon } from './icons/check-circle-icon.tsx';
import { CloseIcon } from './icons/close-icon.tsx';
import { InfoIcon } from './icons/info-icon.tsx';
import { TIMING } from '@landscape/contract/constants';

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
  return (
    <div ref={region} className="toaster" role="region" aria-label={t('a11y.notifications')}>
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
