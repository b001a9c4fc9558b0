import type { MessageKey, Translate } from '../i18n/index.ts';
/**
 * Moderation decisions (decision 041): what staff can decide about a member or their content, on
 * which kind of ground, and how long a member has to appeal. Shared by the server (the statements
 * of reasons, the appeals) and the app (the appeal page, the console).
 */
export const DECISION_KINDS = [
  'photo_removed',
  'text_removed',
  'message_removed',
  'warning',
  'suspension',
  'ban',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** A report's category, a photo rejection reason, or a reason a member of staff wrote in words. */
export const DECISION_GROUND_KINDS = ['report_category', 'photo_reason', 'staff_reason'] as const;
export type DecisionGroundKind = (typeof DECISION_GROUND_KINDS)[number];

/** An appeal is possible this long after the decision (DSA art. 20: at least six months). */
export const APPEAL_DAYS = 183;
/** The appeal's text: what the member wants us to know. */
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_NOTE_MAX = 1000;

/** An appeal waits for a second member of staff: granted (the decision is reversed) or denied. */
export const APPEAL_STATUSES = ['open', 'granted', 'denied'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The member's appeal page, reached from the statement of reasons' link (signed; no login needed). */
export const APPEAL_PAGE = '/appeal';

/** Whether a decision made at `decidedAt` may still be appealed at `now`. */
export function appealOpen(decidedAt: Date, now: Date): boolean {
  return now.getTime() - decidedAt.getTime() <= APPEAL_DAYS * 24 * 3_600_000;
}

/**
 * A decision in the reader's words: what was decided and on which ground, e.g. "je foto is
 * verwijderd (naaktheid)". A reason staff wrote themselves is for staff only: the member reads the
 * ground "de huisregels".
 */
export function decisionInWords(
  t: Translate,
  d: { kind: DecisionKind; groundKind: DecisionGroundKind; ground: string },
): string {
  const ground =
    d.groundKind === 'report_category'
      ? t(`report.category.${d.ground}` as MessageKey)
      : d.groundKind === 'photo_reason'
        ? t(`photos.reason.${d.ground}` as MessageKey)
        : t('decision.ground.rules');
  return t('decision.inWords', { what: t(`decision.kind.${d.kind}` as MessageKey), ground });
}
