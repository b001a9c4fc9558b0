import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

type Show = (message: string) => void;
const ToastContext = createContext<Show>(() => {});

/** Shows a short confirmation as a toast (product §9: 350 px wide). */
export function useSavedToast(): Show {
  return useContext(ToastContext);
}

/**
 * A polite live region that is in the page from the start (a region added together with its text is
 * often not read out), holding at most one toast. It closes itself after a few seconds, but not while
 * the pointer or the focus is on it.
 */
export function SavedToastProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [toast, setToast] = useState<{ message: string; key: number } | null>(null);
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback<Show>((message) => setToast({ message, key: Date.now() }), []);

  useEffect(() => {
    if (!toast || held) return;
    timer.current = setTimeout(() => setToast(null), 5000);
    return () => clearTimeout(timer.current);
  }, [toast, held]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        className="toast-container position-fixed bottom-0 start-50 translate-middle-x p-3 klik-profile-toasts"
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {toast && (
          <div
            key={toast.key}
            className="toast show align-items-center text-bg-success border-0"
            onMouseEnter={() => setHeld(true)}
            onMouseLeave={() => setHeld(false)}
            onFocus={() => setHeld(true)}
            onBlur={() => setHeld(false)}
          >
            <div className="d-flex">
              <div className="toast-body d-flex align-items-center gap-2">
                <Icon name="check-circle-fill" />
                <span>{toast.message}</span>
              </div>
              <button
                type="button"
                className="btn-close btn-close-white me-2 m-auto"
                aria-label={t('myprofile.close')}
                onClick={() => {
                  setHeld(false);
                  setToast(null);
                }}
              />
            </div>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
