// Whether this browser may hold a signed-in session, without loading the Firebase SDK to ask: a mark
// the studio keeps while someone is signed in, or Firebase's own persisted user in localStorage.

const HINT_KEY = 'landscape-studio:signed-in';

export function mayHaveSession(storage: Pick<Storage, 'getItem' | 'key' | 'length'> | null = safeLocalStorage()): boolean {
  if (!storage) return true; // cannot tell: load the SDK and let it say
  try {
    if (storage.getItem(HINT_KEY) === '1') return true;
    for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('firebase:authUser:')) return true;
    return false;
  } catch {
    return true;
  }
}

export function rememberSession(signedIn: boolean, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeLocalStorage()) {
  try {
    if (signedIn) storage?.setItem(HINT_KEY, '1');
    else storage?.removeItem(HINT_KEY);
  } catch {
    // not remembered: the next visit loads the SDK only when sign-in opens
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
