import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { auditTargetPath, isAuditAction, isAuditTarget } from '../../../common/rules/audit-actions.ts';

/** An audit row's action in words ('Geblokkeerd'), its code for the filter in the title. */
export function AuditActionWords({ action }: { action: string }) {
  const t = useT();
  return <span title={action}>{isAuditAction(action) ? t(`staff.audit.action.${action}`) : action}</span>;
}

/** An audit row's object in words with a link to its page: 'Lid 12', 'Melding 7'. */
export function AuditTarget({ type, id }: { type: string; id: string }) {
  const t = useT();
  const label = `${isAuditTarget(type) ? t(`staff.audit.target.${type}`) : type} ${id}`;
  const path = auditTargetPath(type, id);
  return path ? <Link to={path}>{label}</Link> : <>{label}</>;
}
