import type { MessageKey, Translate } from '../../../common/i18n/translate.ts';
import type { DecisionPayload } from '../../../common/api/appeals.ts';

/**
 * A decision as the console names it: "Foto verwijderd — Naakt of seksueel getinte foto". A reason
 * staff wrote in words is theirs and shown as written.
 */
export function decisionForStaff(t: Translate, d: Pick<DecisionPayload, 'kind' | 'ground_kind' | 'ground'>): string {
  const ground =
    d.ground_kind === 'report_category'
      ? t(`report.category.${d.ground}` as MessageKey)
      : d.ground_kind === 'photo_reason'
        ? t(`photos.reason.${d.ground}` as MessageKey)
        : d.ground;
  return `${t(`staff.appeals.kind.${d.kind}`)} — ${ground}`;
}
