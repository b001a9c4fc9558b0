import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUser } from '../../lib/user.ts';
import type { SignupDraft, SignupModalOptions } from './signup-steps.ts';

interface SignupModalApi {
  open(options?: SignupModalOptions): void;
  close(): void;
}

const SignupModalContext = createContext<SignupModalApi | null>(null);
const SignupDialog = lazy(() => import('./SignupDialog.tsx'));

/**
 * The signup modal of the default and empty layouts (product §2), for any button that says
 * 'Gratis aanmelden'. Without a provider above (another layout), open() goes to /signup.
 */
export function useSignupModal(): SignupModalApi {
  const ctx = useContext(SignupModalContext);
  const navigate = useNavigate();
  return useMemo(() => ctx ?? { open: () => void navigate('/signup'), close: () => {} }, [ctx, navigate]);
}

/** A `data-signup` element's optional member: `data-signup-member-id` and `data-signup-member-name`. */
function optionsOf(el: HTMLElement): SignupModalOptions {
  const id = Number(el.dataset.signupMemberId);
  const name = el.dataset.signupMemberName;
  return Number.isInteger(id) && id > 0 && name ? { toMember: { id, name } } : {};
}

/**
 * Renders the modal and opens it for a click on any element with a `data-signup` attribute (a
 * link to /signup keeps working without JavaScript, and with a modifier key opens a tab as usual).
 * Logged-in members and the /signup page itself are left alone. The entered answers are kept
 * while the modal is closed, so reopening goes on at the same step.
 */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const user = useUser();
  const location = useLocation();
  const [show, setShow] = useState(false);
  const [opened, setOpened] = useState(false);
  const [options, setOptions] = useState<SignupModalOptions>({});
  const [busy, setBusy] = useState(false);
  const draft = useRef<SignupDraft | undefined>(undefined);
  const draftFor = useRef<number | undefined>(undefined);
  const loggedIn = user !== null;

  const open = useCallback((next: SignupModalOptions = {}) => {
    // A draft belongs to the member page it was started for; a message must not go to someone else.
    if (draftFor.current !== next.toMember?.id && draft.current)
      draft.current = { ...draft.current, values: { ...draft.current.values, signup_message: '' } };
    draftFor.current = next.toMember?.id;
    setOptions(next);
    setShow(true);
    setOpened(true);
  }, []);
  const close = useCallback(() => setShow(false), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  useEffect(() => {
    if (loggedIn) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const el = (e.target as Element | null)?.closest?.<HTMLElement>('[data-signup]');
      if (!el || window.location.pathname === '/signup') return;
      e.preventDefault();
      open(optionsOf(el));
    };
    // Capture, on window: before React Router's Link handles the same click.
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [loggedIn, open]);

  // Following a link out of the modal (the login link) closes it.
  useEffect(() => {
    setShow(false);
  }, [location.pathname]);

  const onDraftChange = useCallback((d: SignupDraft) => {
    draft.current = d;
  }, []);

  return (
    <SignupModalContext.Provider value={api}>
      {children}
      {/* The dialog and the signup flow are their own chunk, fetched at the first open. */}
      {opened && (
        <Suspense fallback={null}>
          <SignupDialog
            show={show && !loggedIn}
            busy={busy}
            onClose={close}
            options={options}
            initialDraft={draft.current}
            onDraftChange={onDraftChange}
            onBusyChange={setBusy}
          />
        </Suspense>
      )}
    </SignupModalContext.Provider>
  );
}
