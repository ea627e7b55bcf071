import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, UNIT_SYSTEMS } from '@landscape/contract/constants';
import type { UnitSystem } from '@landscape/contract';

// Units follow the language (metric for es and zh, imperial for en) until the homeowner picks one with
// the switch in the results panel; the pick is kept on this device.

export const unitsForLanguage = (language: string): UnitSystem => (language.startsWith('en') ? 'imperial' : 'metric');

const listeners = new Set<() => void>();
function read(): UnitSystem | null {
  try {
    const v = localStorage.getItem(STORAGE_KEYS.units);
    return v && (UNIT_SYSTEMS as readonly string[]).includes(v) ? (v as UnitSystem) : null;
  } catch {
    return null;
  }
}

export function useUnits(language: string): [UnitSystem, (u: UnitSystem) => void] {
  const chosen = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    read,
    () => null,
  );
  const set = useCallback((u: UnitSystem) => {
    try {
      localStorage.setItem(STORAGE_KEYS.units, u);
    } catch {
      // storage unavailable: the choice lasts until the next change of language
    }
    listeners.forEach((l) => l());
  }, []);
  return [chosen ?? unitsForLanguage(language), set];
}
