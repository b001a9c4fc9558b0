import { Outlet, useRouteError } from 'react-router';
import type { ReactNode } from 'react';
import { SignupModalProvider } from '../components/signup/SignupModal.tsx';
import { EntryWarning } from '../components/EntryWarning.tsx';
import { ErrorPage } from '../components/ErrorPage.tsx';

/** Product §2 empty layout: nothing around the page but the signup modal (and the entry warning). */
function EmptyChrome({ children }: { children: ReactNode }) {
  return (
    <SignupModalProvider>
      <main id="main" className="min-vh-100 d-flex flex-column">
        {children}
      </main>
      <EntryWarning />
    </SignupModalProvider>
  );
}

export default function EmptyLayout() {
  return (
    <EmptyChrome>
      <Outlet />
    </EmptyChrome>
  );
}

export function ErrorBoundary() {
  return (
    <EmptyChrome>
      <div className="container-lg">
        <ErrorPage error={useRouteError()} />
      </div>
    </EmptyChrome>
  );
}
