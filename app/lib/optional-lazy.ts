import { lazy, type ComponentType } from 'react';

/**
 * A component of its own chunk that the page can do without (an alert, an announcer, a prompt, a
 * modal that waits for an event). Its chunk loads after the page; when that fails — the network
 * went while it loaded — it renders nothing instead of sending the whole page to the error
 * boundary. The next page load tries again.
 */
export function optionalLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing as ComponentType<P> }),
    ),
  );
}

function Nothing(): null {
  return null;
}
