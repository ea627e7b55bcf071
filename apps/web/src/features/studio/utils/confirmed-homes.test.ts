import { describe, expect, it } from 'vitest';
import { homeKey, isKnownHome, rememberHome } from './confirmed-homes.ts';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('homes the owner confirmed', () => {
  it('asks before the first design of an address, and not again once the owner said yes, however it is typed', () => {
    const store = memory();
    expect(isKnownHome('5 Willow Court, Austin, TX', [], store)).toBe(false);
    rememberHome('5 Willow Court, Austin, TX', store);
    expect(isKnownHome('  5 willow court,  Austin, TX, ', [], store)).toBe(true);
    expect(isKnownHome('7 Willow Court, Austin, TX', [], store)).toBe(false);
  });

  it('does not ask for an address designed before in this browser', () => {
    expect(isKnownHome('88 Orchard Lane, Portland, OR', ['88 orchard lane, portland, or'], memory())).toBe(true);
  });

  it('keeps the newest 50 addresses, and reads a broken store as none', () => {
    const store = memory();
    for (let i = 0; i < 60; i++) rememberHome(`${i} Elm St, Boston, MA`, store);
    expect(isKnownHome('59 Elm St, Boston, MA', [], store)).toBe(true);
    expect(isKnownHome('5 Elm St, Boston, MA', [], store)).toBe(false);
    store.setItem('landscape-studio:confirmed-homes', '{not json');
    expect(isKnownHome('59 Elm St, Boston, MA', [], store)).toBe(false);
    expect(homeKey(' A  B, ')).toBe('a b');
  });
});
