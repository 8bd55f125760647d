import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page loaded on demand (its own chunk), whose download can start before it renders. */
export type LazyPage<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (once) downloading the page's chunk. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a named page export. `preload` lets the router fetch the chunk while the
 * signed-in user is still being fetched, instead of one after the other.
 */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
