/**
 * The small spinner of a pending button or list. Decorative: the control next to it says what is
 * going on (`aria-busy`, a visually hidden text or a status line).
 */
export function Spinner({ className = '', small = true }: { className?: string; small?: boolean }) {
  return (
    <span
      className={`spinner-border${small ? ' spinner-border-sm' : ''}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
    />
  );
}
