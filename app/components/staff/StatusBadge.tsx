import { useT } from '../../lib/i18n.tsx';

/** A member's account status as the console shows it in lists and on the member's page. */
export function StatusBadge({ status }: { status: string }) {
  const t = useT();
  const tone =
    status === 'active'
      ? 'text-bg-success'
      : status === 'not_confirmed'
        ? 'text-bg-warning'
        : status === 'deleted'
          ? 'text-bg-secondary'
          : 'text-bg-danger';
  const known = ['active', 'not_confirmed', 'suspended', 'banned', 'deleted'].includes(status);
  return <span className={`badge ${tone}`}>{known ? t(`staff.members.status.${status as 'active'}`) : status}</span>;
}
