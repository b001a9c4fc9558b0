/** The photos module's public surface (scripts/check-owners.mjs); it owns `photos`. */
export { PhotoService, photoLimit, PHOTO_MAX_BYTES, PHOTO_MIN_EDGE } from './service.ts';
export { PHOTO_STATUSES, type PhotoStatus } from './schema.ts';
export { storePhoto, type StoredPhoto } from './pipeline.ts';
export { insertPhotoRows } from './rows.ts';
export { photoRoutes } from './routes.ts';
export { photosOfMember, type MemberPhoto } from './member-photos.ts';
export { PhotoInspection, type PhotoInspectionDeps, type TakeDownFromReport } from './inspection.ts';
export { photoInspectionRoutes } from './inspection-routes.ts';
export { erasePhotos } from './erase.ts';
// /media/ and /staff/media/ (server/assembly/media.ts): whether a file is public, and whose it is.
export { photoFileAccess } from './file-access.ts';
// The member's rows, for their data export.
export { photoDataOf } from './member-data.ts';
// The staff overview (/staff): the inspection queue's size and oldest photo.
export { inspectionQueueSummary } from './overview.ts';
// Automatic pre-screening of new photos (decision 042): the job and its name.
export { screenPhoto, screenWaiting, SCREEN_JOB } from './screening.ts';
