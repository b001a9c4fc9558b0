import { ApiError } from '../../http/errors.ts';
import {
  renderMail,
  siteMailContext,
  siteMailFrom,
  type MailTemplate,
  type MailTemplateVars,
} from '../../platform/mail-templates.ts';
import type { AccountDeps, RequestInfo } from './account-rules.ts';
import { regionalLocale } from '../../../common/rules/locale.ts';

/** The mails of the account flows: counted per member and per receiving address, sent in the member's language. */
export class AccountMail {
  constructor(private readonly deps: Pick<AccountDeps, 'counter' | 'mailer' | 'log'>) {}

  /** One more mail under `key`; past `max` in the window: 429 with the text of `messageKey`. */
  async quota(
    key: string,
    max: number,
    windowMs: number,
    messageKey: 'mail.tooManyChanges' | 'mail.tooManyToAddress' | 'auth.tooManyResetMails',
  ): Promise<void> {
    if ((await this.deps.counter.hit(key, windowMs)) > max) throw new ApiError(429, 'too_many_mails', messageKey);
  }

  /**
   * Sends `template` to `to` in `req.locale`, in its regional variant for `memberCountry`, the
   * member's own profile country (decision 050): a Belgian member's reset mail is Flemish, whoever asked.
   */
  async send<T extends MailTemplate>(
    template: T,
    vars: MailTemplateVars[T],
    to: string,
    req: RequestInfo,
    memberCountry: string,
  ): Promise<void> {
    const { site } = req;
    const locale = regionalLocale(req.locale, memberCountry);
    const rendered = await renderMail(template, vars, siteMailContext(site, locale, req.origin));
    try {
      await this.deps.mailer.send({
        to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        from: siteMailFrom(site),
      });
    } catch (err) {
      // The account change stands; the member can ask for the mail again.
      this.deps.log.error({ err, template }, 'sending mail failed');
    }
  }
}
