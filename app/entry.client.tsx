import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { watchTypedBeforeHydration } from './lib/typed-before-hydration.ts';

// React Router's default client entry, plus: what is typed into the server-rendered forms before
// hydration is kept (app/lib/typed-before-hydration.ts).
watchTypedBeforeHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
