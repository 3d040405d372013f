// React.lazy for a component that is a chunk of its own, except on the pages that show it at once:
// those import an entry that calls `provide()` with the component (statically imported), so it is
// there before hydration and at server rendering. A lazy component whose module is provided
// resolves synchronously (a synchronous thenable): it never suspends, so the server HTML holds it
// and hydration keeps that HTML (a suspended boundary that receives an update before it hydrates
// would be dropped and rendered again: a layout shift).
import { lazy, type ComponentType } from 'react';

export function lazyPreloaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const Component = lazy(() => {
    const ready = loaded;
    if (!ready) return load().then((component) => ({ default: (loaded = component) }));
    const thenable = { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) };
    return thenable as unknown as Promise<{ default: ComponentType<P> }>;
  });
  return { Component, provide: (component: ComponentType<P>) => void (loaded = component) };
}
