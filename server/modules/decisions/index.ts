/** The decisions module's public surface (scripts/check-owners.mjs); it owns `moderation_decisions`. */
export {
  recordDecision,
  decisionById,
  decisionsOf,
  latestDecisionOf,
  markReversed,
  appealToken,
  readAppealToken,
  appealLink,
  decisionFigures,
  type Decision,
  type DecisionRecord,
} from './service.ts';
