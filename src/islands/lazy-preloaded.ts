// React.lazy for a component that is a chunk of its own in the browser but must still be in the
// server-rendered HTML. The server build awaits `preload()` before rendering; a lazy component whose
// module is already loaded then resolves synchronously (a synchronous thenable), so the server emits
// its markup, not the Suspense fallback. In the browser it loads on first render, and hydration
// keeps the server HTML until it has arrived (no layout shift).
import { lazy, type ComponentType } from 'react';

export function lazyPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return preload().then((component) => ({ default: component }));
    const thenable = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) };
    return thenable as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, preload };
}
