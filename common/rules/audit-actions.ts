/**
 * The staff actions the audit log records ('member.ban', 'photo.take_down' …) and what each names
 * as its object: the console writes them in words (staff.audit.action.*, staff.audit.target.*) and
 * links the object to its page. An action not listed here is shown as its code.
 */
export const AUDIT_ACTIONS = [
  'staff.create',
  'staff.setup',
  'staff.login',
  'staff.role',
  'staff.sites',
  'staff.disable',
  'staff.enable',
  'staff.reset_login',
  'member.warn',
  'member.suspend',
  'member.ban',
  'member.lift',
  'member.credits',
  'member.refund',
  'member.purge',
  'member.fictional',
  'member.end_sessions',
  'member.resend_activation',
  'member.directdebit_block',
  'member.notifications_reenable',
  'photo.approve',
  'photo.reject',
  'photo.take_down',
  'photo.restore',
  'report.dismiss',
  'report.warn',
  'report.suspend',
  'report.ban',
  'report.remove_photo',
  'report.remove_text',
  'report.remove_message',
  'appeal.grant',
  'appeal.deny',
  'code.create',
  'code.expire',
  'invite.create',
  'job.run',
  'site.create',
  'site.update',
  'site.theme_image',
  'site.prices',
  'site.disable',
  'site.enable',
  'site.postback',
  'link.create',
  'link.expire',
  'persona.reply',
  'persona.create',
  'persona.update',
  'persona.pause',
  'persona.retire',
  'persona.reactivate',
  'persona.photo_add',
  'persona.photo_remove',
  'persona.photo_main',
  'campaign.create',
  'campaign.test',
  'campaign.cancel',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'member',
  'photo',
  'report',
  'appeal',
  'staff',
  'discount_code',
  'job',
  'order',
  'site',
  'campaign',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

export function isAuditTarget(type: string): type is AuditTarget {
  return (AUDIT_TARGETS as readonly string[]).includes(type);
}

/** The console page of an audit row's object, where it has one. */
export function auditTargetPath(type: string, id: string): string | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  switch (type) {
    case 'member':
      return `/staff/members/${id}/history`;
    case 'report':
      return `/staff/reports/${id}`;
    case 'appeal':
      return `/staff/appeals/${id}`;
    case 'staff':
      return '/staff/accounts';
    case 'discount_code':
      return '/staff/codes';
    case 'campaign':
      return '/staff/campaigns';
    case 'photo':
      return `/staff/audit?target_type=photo&target_id=${id}`;
    default:
      return null;
  }
}
