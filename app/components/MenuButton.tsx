import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A Bootstrap dropdown (its CSS classes) without react-bootstrap's Dropdown: that one brings
 * Popper and the overlay machinery (≈14 kB gzip) into every page's first load for two small menus
 * in the top bar. The menu hangs below the toggle, as Bootstrap's static placement.
 * Closes on a choice, a click or tap elsewhere, and Escape (focus back on the toggle).
 */
export function MenuButton({
  id,
  label,
  toggleClassName,
  toggle,
  children,
}: {
  id: string;
  label: string;
  toggleClassName: string;
  toggle: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      document.getElementById(id)?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, id]);
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        id={id}
        className={`dropdown-toggle ${toggleClassName}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((o) => !o)}
      >
        {toggle}
      </button>
      {/*
        data-bs-popper: Bootstrap's CSS for a menu placed without Popper (below, aligned to the end).
        A disclosure of links and buttons, not an ARIA menu: a plain div may not be named
        (aria-labelledby), the button says what it opens (aria-expanded, aria-controls).
      */}
      <div
        id={`${id}-list`}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        onClick={() => setOpen(false)}
      >
        {children}
      </div>
    </div>
  );
}
