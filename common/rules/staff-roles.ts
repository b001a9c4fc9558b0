/**
 * Who in the staff console may do what: the one table of roles and actions. The server's
 * guard (`requireStaff(action)`, server/modules/staff/guard.ts) checks it on every staff call; the
 * console uses the same table to leave out what a role cannot do (nav, buttons). A new section adds
 * its actions here, then guards its routes with them.
 */
export const STAFF_ROLES = ['admin', 'moderator', 'support', 'operator', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Action → the roles allowed. Admins do everything (a unit test holds every row to it); moderators
 * judge photos, reports and bans; support looks after members, their orders and credits; operators
 * answer members' messages as the site's fictional profiles (decision 046) and see nothing else;
 * analysts read the sites' figures (/staff/numbers, decision 053) and act on nothing.
 */
export const STAFF_ACTIONS = {
  /** Open the console at all (dashboard, own account, logout). */
  'console.use': ['admin', 'moderator', 'support', 'operator', 'analyst'],
  /** Staff accounts: list, create, change role, disable, reset two-factor login. */
  'staff.manage': ['admin'],
  /** The audit log of every staff action, with its filters. */
  'audit.read': ['admin'],
  /** The photo queue: approve, reject (planned). */
  'photos.inspect': ['admin', 'moderator'],
  /** The report queue: dismiss, warn, suspend, ban, lift a suspension or ban (/staff/reports). */
  'reports.handle': ['admin', 'moderator'],
  /**
   * Find a member by name, e-mail address or id. Moderators get the hits without the address and
   * cannot search by IBAN (data minimised): they open the moderation history, not the care page.
   */
  'members.search': ['admin', 'moderator', 'support'],
  /** A member's moderation history: reports, decisions and appeals, activity, shared payment details. */
  'members.history': ['admin', 'moderator'],
  /** Find members and open their page, with the actions on them (planned). */
  'members.view': ['admin', 'support'],
  /** Member care: resend activation, end sessions, mark fictional, block IBAN/phone (planned). */
  'members.care': ['admin', 'support'],
  /** Make a member's deletion final at once, on their request: erases their personal data. */
  'members.purge': ['admin', 'support'],
  /** Refund an order; adjust credits through the ledger with a reason (planned). */
  'payments.refund': ['admin', 'support'],
  'credits.adjust': ['admin', 'support'],
  /** Discount and invitation codes (planned). */
  'codes.manage': ['admin'],
  /** The transparency figures of the EU DSA per half year, with their CSV (/staff/transparency). */
  'transparency.read': ['admin'],
  /** The deployment's sites: their settings, company details and domains (/staff/api/sites). */
  'sites.manage': ['admin'],
  /**
   * The operators' inbox (decision 046): claim the member's conversation with a fictional profile
   * that waited longest, and answer as that profile. Never a member's balance or purchases.
   */
  'inbox.answer': ['admin', 'operator'],
  /**
   * The site's fictional profiles (decision 048): make and edit them, their photos and the brief the
   * operators write by; pause, retire and reactivate them (/staff/personas).
   */
  'personas.manage': ['admin', 'operator'],
  /**
   * Supervise the operators: every operator's answered count and median answer time, and any
   * persona conversation with who wrote each message (the audit's view of the inbox).
   */
  'inbox.supervise': ['admin'],
  /** The scheduled jobs' state (engineering §11) and *Nu uitvoeren* (/staff/jobs). */
  'jobs.manage': ['admin'],
  /** The affiliate networks' postbacks and their answers (decision 051, /staff/postbacks): read only. */
  'postbacks.view': ['admin'],
  /**
   * Campaigns (decision 052): compose, preview, test-send, schedule or send a mail to a segment of a
   * site's members, cancel a scheduled one, and see each one's counts (/staff/campaigns).
   */
  'campaigns.manage': ['admin'],
  /**
   * The numbers (decision 053, /staff/numbers): visitors, signups, conversion, revenue and messages
   * per site, lander and campaign from the daily roll-ups, with their CSV. Read only.
   */
  'numbers.read': ['admin', 'analyst'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof STAFF_ACTIONS;

export function staffMay(role: StaffRole, action: StaffAction): boolean {
  return (STAFF_ACTIONS[action] as readonly StaffRole[]).includes(role);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Staff passwords: longer than members' (an account that can see every member). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

/** The staff session: idle (sliding) and absolute limits, and how long the second step may wait. */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_MAX_HOURS = 12;
export const STAFF_SECOND_FACTOR_MINUTES = 5;
/** A setup link (new account, reset two-factor login) is valid this long. */
export const STAFF_SETUP_VALID_HOURS = 24;
/** Failed logins (password or code) in a row before the account is locked, and for how long. */
export const STAFF_MAX_FAILURES = 5;
export const STAFF_LOCKOUT_MINUTES = 15;
export const STAFF_RECOVERY_CODES = 10;

/** Where the console lives: its pages, its API, and the path its cookie is scoped to (decision 019). */
export const STAFF_PATH = '/staff';
export const STAFF_API = '/staff/api';
export const COOKIE_STAFF = 'klik_staff';

export function isStaffPath(pathname: string): boolean {
  return pathname === STAFF_PATH || pathname.startsWith(STAFF_PATH + '/');
}
