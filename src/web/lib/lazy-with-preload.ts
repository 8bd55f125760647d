import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A component loaded on demand (its own chunk), whose download can start before it renders. */
export type LazyWithPreload<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (once) downloading the chunk. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a named export: a page, or the form of a dialog. `preload` lets the router fetch
 * a page's chunk while the signed-in user is still being fetched, instead of one after the
 * other, and a button fetch its dialog's form when touched.
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): LazyWithPreload<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // No signal, say: the next attempt (a later tap, a retry) downloads it again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
