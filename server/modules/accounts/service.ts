import type { SignupInput } from '../../../common/api/accounts.ts';
import type { OwnSessionPayload } from '../../../common/api/account-data.ts';
import type { Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberView } from '../members/index.ts';
import { AccountMail } from './account-mail.ts';
import type { AccountDeps, FormTranslate, RequestInfo } from './account-rules.ts';
import { EmailChange } from './email-change.ts';
import { Login } from './login.ts';
import { Passwords } from './passwords.ts';
import { Signup } from './signup.ts';
import { listOwnSessions, type OwnSession } from './devices.ts';
import { endOwnSession, endSessions } from './sessions.ts';

export {
  ACTIVATION_VALID_HOURS,
  RESET_VALID_MINUTES,
  RESET_MAILS_PER_DAY,
  EMAIL_CHANGE_VALID_HOURS,
  ACTIVATION_RESENDS_PER_HOUR,
  MAIL_LIMITS,
  type AccountDeps,
  type RequestInfo,
} from './account-rules.ts';

/**
 * Accounts along the data's path: signup and activation, login and sessions, passwords, e-mail
 * change, and the mails they send (counted per member and per address). This is the one face the
 * routes and loaders call.
 */
export class AccountService {
  private readonly signupFlow: Signup;
  private readonly loginFlow: Login;
  private readonly passwords: Passwords;
  private readonly emailChange: EmailChange;

  constructor(private readonly deps: AccountDeps) {
    const mail = new AccountMail(deps);
    this.signupFlow = new Signup(deps, mail);
    this.loginFlow = new Login(deps, mail);
    this.passwords = new Passwords(deps, mail);
    this.emailChange = new EmailChange(deps, mail);
  }

  signup(
    input: SignupInput,
    req: RequestInfo,
    t: FormTranslate,
  ): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    return this.signupFlow.signup(input, req, t);
  }

  activate(
    token: string,
    req: Pick<RequestInfo, 'userAgent' | 'ipCountry'>,
  ): Promise<{ memberId: number; session: { token: string; expiresAt: Date } } | null> {
    return this.signupFlow.activate(token, req);
  }

  /** `record`: what to write in the same transaction as the new link (the staff console's audit row). */
  resendActivation(memberId: number, req: RequestInfo, record?: (tx: Executor) => Promise<void>): Promise<void> {
    return this.signupFlow.resendActivation(memberId, req, record);
  }

  login(
    email: string,
    password: string,
    req: RequestInfo,
  ): Promise<{ view: MemberView; session: { token: string; expiresAt: Date } }> {
    return this.loginFlow.login(email, password, req);
  }

  setLanguage(memberId: number, language: string): Promise<void> {
    return this.loginFlow.setLanguage(memberId, language);
  }

  /** Logout, or the session a login replaces: it ends, and its sockets close everywhere. */
  endSession(token: string | undefined): Promise<void> {
    return this.loginFlow.endSession(token);
  }

  changePassword(
    memberId: number,
    currentTokenHash: string,
    input: { old_password: string; password: string; password_repeat: string },
    t: FormTranslate,
  ): Promise<void> {
    return this.passwords.changePassword(memberId, currentTokenHash, input, t);
  }

  requestPasswordReset(email: string, req: RequestInfo, t: FormTranslate): Promise<void> {
    return this.passwords.requestPasswordReset(email, req, t);
  }

  resetPassword(
    input: { token: string; password: string; password_repeat: string },
    req: RequestInfo,
    t: FormTranslate,
  ): ReturnType<Passwords['resetPassword']> {
    return this.passwords.resetPassword(input, req, t);
  }

  requestEmailChange(
    memberId: number,
    newEmail: string,
    req: RequestInfo,
    t: FormTranslate,
  ): Promise<{ pending: boolean }> {
    return this.emailChange.requestEmailChange(memberId, newEmail, req, t);
  }

  confirmEmailChange(token: string, siteId: number): Promise<{ memberId: number; email: string }> {
    return this.emailChange.confirmEmailChange(token, siteId);
  }

  /** The member's own sessions, the current one marked, as the API and Settings show them. */
  async listSessions(memberId: number, currentTokenHash: string): Promise<OwnSessionPayload[]> {
    const sessions: OwnSession[] = await listOwnSessions(this.deps.db, memberId, currentTokenHash);
    return sessions.map((s) => ({
      id: s.id,
      browser: s.browser,
      os: s.os,
      country: s.country,
      created_at: s.createdAt.toISOString(),
      last_active: s.lastSeenAt.toISOString(),
      current: s.current,
    }));
  }

  /** Ends one of the member's other sessions (404 when it is gone, or is the current one); its sockets close. */
  async endOwnSession(memberId: number, id: string, currentTokenHash: string): Promise<number> {
    const ended = await endOwnSession(this.deps.db, memberId, id, currentTokenHash);
    if (!ended) throw new ApiError(404, 'not_found', 'sessions.notFound');
    return ended.tokenHashes.length;
  }

  /** "Overal elders uitloggen": every session of the member but the current one; their sockets close. */
  async endOtherSessions(memberId: number, currentTokenHash: string): Promise<number> {
    const ended = await endSessions(this.deps.db, memberId, currentTokenHash);
    return ended.tokenHashes.length;
  }
}
