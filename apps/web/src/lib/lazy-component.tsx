import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';

// Parts of a page that nobody sees before they act (dialogs, the results of a generation, the mask
// brush) load when they are first shown, so a phone's first load carries only the form (decision 018).

/** A component whose code is fetched the first time it renders; `fallback` (nothing by default) shows meanwhile. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    );
  };
}

/** True from the first render where `value` is true: a dialog's code loads when it first opens, then it stays mounted. */
export function useOnceTrue(value: boolean): boolean {
  const seen = useRef(false);
  if (value) seen.current = true;
  return seen.current;
}
