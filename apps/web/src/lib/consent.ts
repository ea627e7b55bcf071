import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@landscape/contract/constants';

// Consent preferences are kept locally (product §3: emailMarketing, analytics, hasConsented, consentDate).
// Shared state so the access guard, the preferences dialog and a later analytics loader agree.

export interface ConsentPreferences {
  emailMarketing: boolean;
  analytics: boolean;
  hasConsented: boolean;
  consentDate: string | null;
}

export const NO_CONSENT: ConsentPreferences = { emailMarketing: false, analytics: false, hasConsented: false, consentDate: null };

export function parseConsent(raw: string | null): ConsentPreferences {
  if (!raw) return NO_CONSENT;
  try {
    const v = JSON.parse(raw) as Partial<ConsentPreferences>;
    return {
      emailMarketing: v.emailMarketing === true,
      analytics: v.analytics === true,
      hasConsented: v.hasConsented === true,
      consentDate: typeof v.consentDate === 'string' ? v.consentDate : null,
    };
  } catch {
    return NO_CONSENT;
  }
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
let cached: ConsentPreferences | null = null;
let dialogOpen = false;

function read(): ConsentPreferences {
  if (cached) return cached;
  try {
    cached = parseConsent(localStorage.getItem(STORAGE_KEYS.consent));
  } catch {
    cached = NO_CONSENT;
  }
  return cached;
}

/** Records the visitor's choice; throws when storage refuses it so the caller can say so. */
export function saveConsent(choice: { emailMarketing: boolean; analytics: boolean }, now = new Date()): ConsentPreferences {
  const prefs: ConsentPreferences = { ...choice, hasConsented: true, consentDate: now.toISOString() };
  localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(prefs));
  cached = prefs;
  emit();
  return prefs;
}

/** Takes preferences recorded elsewhere (the signed-in user's server record) as this device's own. */
export function applyConsent(prefs: ConsentPreferences): ConsentPreferences {
  const current = read();
  if (
    current.hasConsented === prefs.hasConsented &&
    current.analytics === prefs.analytics &&
    current.emailMarketing === prefs.emailMarketing &&
    current.consentDate === prefs.consentDate
  ) {
    return current;
  }
  try {
    localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(prefs));
  } catch {
    // kept for this visit only
  }
  cached = { ...prefs };
  emit();
  return cached;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.consent) {
      cached = null;
      emit();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useConsent(): ConsentPreferences {
  return useSyncExternalStore(subscribe, read, () => NO_CONSENT);
}

/** The preferences dialog is opened from anywhere (guard, footer) and mounted once by the app. */
export const consentDialog = {
  open() {
    dialogOpen = true;
    emit();
  },
  close() {
    dialogOpen = false;
    emit();
  },
};

export function useConsentDialogOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => dialogOpen,
    () => false,
  );
}
