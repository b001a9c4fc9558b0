import { z } from 'zod';
import { idSchema } from './ids.ts';
import { GENDERS } from '../profile-fields.ts';
import { LOCALES } from '../constants.ts';
import { mainImageSchema } from './profiles.ts';
import { notificationCategorySchema, notificationsDisabledReasonSchema } from './notifications.ts';
import { PASSWORD_MIN, PASSWORD_MAX, NAME_MAX, SIGNUP_MESSAGE_MAX, TRACKING_KEYS } from './limits.ts';
export { PASSWORD_MIN, PASSWORD_MAX, NAME_MAX, SIGNUP_MESSAGE_MAX, TRACKING_KEYS };

/**
 * Payloads of the account calls, shared by the server (validation) and the browser (forms).
 * Field names follow product §3 "Signup form" and "User". Validation messages are catalogue keys:
 * the server answers them in the member's language.
 */

export const trackingSchema = z
  .object({
    network: z.string().max(64).optional(),
    ref: z.string().max(128).optional(),
    sub1: z.string().max(128).optional(),
    sub2: z.string().max(128).optional(),
    sub3: z.string().max(128).optional(),
  })
  .strict();
export type Tracking = z.infer<typeof trackingSchema>;

/**
 * What the signup form sends as its tracking: the campaign (product §3) and, when the signup starts
 * on a lander or a member's landing page, where (common/rules/attribution.ts `landingOf`), so the
 * lander and slug reach the member without the campaign cookie too (decisions 051, 054). The signed
 * first touch, when there is one, still wins.
 */
export const signupTrackingSchema = trackingSchema
  .extend({
    lander: z.string().max(64).optional(),
    slug: z.string().max(128).optional(),
    member_page: z.string().max(16).optional(),
  })
  .strict();
export type SignupTracking = z.infer<typeof signupTrackingSchema>;

/** POST /api/signup.php */
export const signupSchema = z
  .object({
    email: z.string().max(254),
    name: z.string().max(NAME_MAX * 4),
    password: z.string().max(PASSWORD_MAX * 4),
    date_of_birth: z.string().max(10),
    /** Beyond the spec's form: the profile needs a gender; step 0 of the signup asks it. */
    gender: z.enum(GENDERS),
    /**
     * "Ik zoek" (men, women, both), asked with the gender (decision 023). Checked by
     * checkSignup, not here, so a wrong value gets the message that names it.
     */
    looking_for: z.string().max(16).optional(),
    /** Optional welcome message to the member whose page the visitor signed up from. */
    signup_message: z.string().max(SIGNUP_MESSAGE_MAX).optional(),
    signup_message_to: idSchema.optional(),
    invite_code: z.string().max(64).optional(),
    tracking: signupTrackingSchema.optional(),
    /** The signup modal on a smartphone shows the activation reminder as a modal afterwards. */
    smartphone: z.boolean().optional(),
  })
  .strict();
export type SignupInput = z.infer<typeof signupSchema>;

/** POST /api/user.php (login) */
export const loginSchema = z
  .object({ email: z.string().max(254), password: z.string().max(PASSWORD_MAX * 4) })
  .strict();

/** PUT /api/user.php */
export const userUpdateSchema = z.object({ language: z.enum(LOCALES) }).strict();

/** POST /api/password.php (change password while logged in) */
export const passwordChangeSchema = z
  .object({
    old_password: z.string().max(PASSWORD_MAX * 4),
    password: z.string().max(PASSWORD_MAX * 4),
    password_repeat: z.string().max(PASSWORD_MAX * 4),
  })
  .strict();

/** POST /api/reset-password.php (request a reset mail) */
export const resetRequestSchema = z.object({ email: z.string().max(254) }).strict();
/** PUT /api/reset-password.php (set the new password with the mailed token) */
export const resetDoSchema = z
  .object({
    token: z.string().max(128),
    password: z.string().max(PASSWORD_MAX * 4),
    password_repeat: z.string().max(PASSWORD_MAX * 4),
  })
  .strict();

/** POST /api/mail-change.php (start an e-mail change; during signup it replaces the address at once) */
export const mailChangeSchema = z.object({ email: z.string().max(254) }).strict();
/** PUT /api/mail-change.php (confirm with the token mailed to the new address) */
export const mailChangeDoSchema = z.object({ token: z.string().max(128) }).strict();

/** The user object of product §3 "User" as GET /api/user.php returns it (the member's own data). */
export const userPayloadSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** suspended and banned never reach the member (no login then); listed so the type is the account's. */
  status: z.enum(['not_confirmed', 'active', 'deleted', 'suspended', 'banned']),
  credits: z.number().int(),
  paid_user: z.boolean(),
  signup_date: z.string(),
  fictional_icon: z.string(),
  language: z.string(),
  /** product §3: why e-mail notifications to the current address are off (the alert shows them). */
  notifications_disabled: z.array(notificationsDisabledReasonSchema),
  /** The categories a one-click unsubscribe turned off, for the current address (the alert names them). */
  notifications_unsubscribed: z.array(notificationCategorySchema),
  invisible: z.boolean(),
  /**
   * The member confirmed the disclosure of the site's fictional profiles and their price (decision
   * 047): until then the chat shows it before the first paid message to one, and the server refuses
   * that message.
   */
  fictional_disclosure_confirmed: z.boolean(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['disabled', 'active']),
    country: z.string(),
    gender: z.enum(GENDERS),
    /** The member's own birth date: only ever sent to the member themselves. */
    date_of_birth: z.string(),
    age: z.number().int(),
    main_image: mainImageSchema.nullable(),
  }),
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** Signup, login, GET /api/user.php and the password reset answer with the member. */
export const userResponseSchema = z.object({ user: userPayloadSchema });
