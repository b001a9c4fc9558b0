/** The profiles module's public surface (scripts/check-owners.mjs); it owns `profiles`. */
export { cardsFor, listShowcase, countMembers, type ProfileCard, type MainImage } from './service.ts';
export { getOwnProfile, updateOwnProfile, setInvisible } from './own-profile.ts';
export { getPublicProfile } from './public-profile.ts';
export { assertMayContact } from './contact.ts';
export { Visibility, type ContactCheck } from './visibility.ts';
export {
  createProfile,
  activateProfile,
  disableProfile,
  mainPhotoIdOf,
  setMainPhoto,
  profileNames,
  profileDetails,
  takeDownDescription,
  restoreDescription,
  locationOf,
  orientationOf,
  memberIdsByName,
  staffProfileOf,
  hasActiveProfileSql,
  seeksAdventureSql,
  type NewProfile,
} from './rows.ts';
export { profileRoutes } from './routes.ts';
export { ProfileService } from './profile-service.ts';
export { eraseProfile, ERASED_BIRTH_DATE } from './erase.ts';
// The member's rows, for their data export.
export { profileDataOf } from './member-data.ts';
