import { lazy, Suspense, useRef, type ComponentType, type ReactNode } from 'react';

// Parts of a page that nobody sees before they act (dialogs, the results of a generation, the mask
// brush) load when they are first shown, so a phone's first load carries only the form (decision 018).

/**
 * A component whose code is fetched the first time it renders; `fallback` (nothing by default) shows meanwhile.
 * A fetch that failed (the server away) is thrown to the nearest error boundary and asked again the next
 * time the component renders, not remembered as failed for the life of the page.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (err) {
        Component = fresh();
        throw err;
      }
    });
  let Component = fresh();
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
