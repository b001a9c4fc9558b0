/** The decisions module's public surface (scripts/check-owners.mjs); it owns `moderation_decisions`. */
export {
  recordDecision,
  decisionById,
  decisionsByIds,
  decisionsOf,
  latestDecisionOf,
  markReversed,
  appealToken,
  readAppealToken,
  appealLink,
  decisionFigures,
  presentDecision,
  type Decision,
  type DecisionRecord,
} from './service.ts';
// The member's rows, for their data export; and what a final deletion erases.
export { decisionDataOf, eraseDecisionContentOf } from './member-data.ts';
