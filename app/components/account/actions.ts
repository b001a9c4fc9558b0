import type { z } from 'zod';
import type { Locale } from '../../../common/constants.ts';
import type {
  loginSchema,
  mailChangeSchema,
  passwordChangeSchema,
  resetDoSchema,
  resetRequestSchema,
  UserPayload,
} from '../../../common/api/accounts.ts';
import type { deleteAccountSchema, reactivationMailSchema, RetentionOffer } from '../../../common/api/deletion.ts';
import { api, expectSessionEnd } from '../../lib/api.ts';
import type { DataExportPayload, EndSessionsBody } from '../../../common/api/account-data.ts';
import { defineAction, leavePage } from '../../lib/actions.ts';

/** The account writes of the browser (product §5, §7); routes list the ones their screens make. */

/** POST /api/user.php. A full document load follows, so every loader and the socket see the new session. */
export const logIn = defineAction(
  'login',
  async ({ target, ...body }: z.infer<typeof loginSchema> & { target: string }) => {
    await api<{ user: UserPayload }>('POST', '/api/user.php', body);
    return leavePage(() => window.location.assign(target));
  },
);

/** POST /api/password.php: the server ends the member's other sessions; this one stays. */
export const changePassword = defineAction('password', (body: z.infer<typeof passwordChangeSchema>) =>
  api('POST', '/api/password.php', body),
);

/** POST /api/mail-change.php: `pending` while the new address still has to confirm (an active account). */
export const changeEmail = defineAction('mail-change', (body: z.infer<typeof mailChangeSchema>) =>
  api<{ pending: boolean }>('POST', '/api/mail-change.php', body),
);

/** PUT /api/user.php; the page is loaded again in the new language. */
export const changeLanguage = defineAction('language', async (body: { language: Locale }) => {
  await api('PUT', '/api/user.php', body, { idempotent: true });
  return leavePage(() => window.location.reload());
});

/** POST /api/reset-password.php: mail a reset link. */
export const requestPasswordReset = defineAction('reset-request', (body: z.infer<typeof resetRequestSchema>) =>
  api('POST', '/api/reset-password.php', body),
);

/**
 * PUT /api/reset-password.php: the new password with the mailed token; the API ends every session of
 * the member and logs them in anew. A tab logged in before (this one too) meets its ended session
 * meanwhile: that must not log out the new one; the done screen's link loads the page anew.
 */
export const resetPassword = defineAction('reset', async (body: z.infer<typeof resetDoSchema>) => {
  const settle = expectSessionEnd();
  try {
    const done = await api<{ user: UserPayload }>('PUT', '/api/reset-password.php', body);
    settle('ended');
    return done;
  } catch (err) {
    settle('failed');
    throw err;
  }
});

/** POST /api/activation.php: mail the activation link again. */
export const resendActivation = defineAction('activation', () => api('POST', '/api/activation.php'));

/** POST /api/delete-offer.php: the retention offer's one-time code (made once; asked only when the member takes it). */
export const claimRetentionOffer = defineAction('delete-offer', () =>
  api<RetentionOffer>('POST', '/api/delete-offer.php'),
);

/** POST /api/delete-account.php: the session ends with it, so a full document load of /account-deleted follows. */
export const deleteAccount = defineAction('delete-account', async (body: z.infer<typeof deleteAccountSchema>) => {
  // Other requests of the page meet the ended session before this one answers: /account-deleted
  // must win over the forced logout to /login.
  const settle = expectSessionEnd();
  try {
    await api('POST', '/api/delete-account.php', body);
  } catch (err) {
    settle('failed');
    throw err;
  }
  settle('ended');
  return leavePage(() => window.location.assign('/account-deleted'));
});

/** POST /api/reactivation-mail.php: the login form asks for the reactivation link again. */
export const resendReactivation = defineAction('reactivation-mail', (body: z.infer<typeof reactivationMailSchema>) =>
  api('POST', '/api/reactivation-mail.php', body),
);
/** POST /api/data-export.php: the job prepares the ZIP and mails the link. */
export const requestDataExport = defineAction('data-export', () =>
  api<{ export: DataExportPayload | null }>('POST', '/api/data-export.php'),
);

/** DELETE /api/sessions.php: one other session by its id, or every other one; their sockets close. */
export const endSessions = defineAction('end-sessions', (body: EndSessionsBody) =>
  api<{ ended: number }>('DELETE', '/api/sessions.php', body, { idempotent: true }),
);
