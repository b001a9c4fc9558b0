/**
 * The members module's public surface: what other modules, the seed and the composition root may
 * import (scripts/check-owners.mjs). The `members` table itself is private to this module.
 */
export { loadMemberView, presentUser, findMemberByEmail, type MemberView } from './view.ts';
export {
  insertMember,
  activateMember,
  passwordHashOf,
  setPasswordHash,
  setEmail,
  setLanguage,
  lockLogins,
  recordLogin,
  isInvisible,
  setInvisible,
  markPaidUser,
  heldSignupMessage,
  clearSignupMessage,
  lockMember,
  siteOfMember,
  existingSeedKeys,
  memberBySeedKey,
  touchMemberSql,
  isActivatedSql,
  isFictionalSql,
  type NewMember,
} from './service.ts';
