import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  renderMail,
  siteMailContext,
  siteMailFrom,
  type MailTemplate,
  type MailTemplateVars,
} from '../../platform/mail-templates.ts';
import { createTranslator, type Translate } from '../../../common/i18n/index.ts';
import { isLocale, regionalLocale } from '../../../common/rules/locale.ts';
import { DEFAULT_LOCALE, type LocaleTag } from '../../../common/constants.ts';
import type { SiteDirectory } from '../sites/index.ts';
import { loadMemberView, type MemberView } from './view.ts';

export interface MemberMailDeps {
  db: Executor;
  mailer: Mailer;
  sites: Pick<SiteDirectory, 'byId'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * What a mail to a member is written in: the account's language, in its regional variant for the
 * member's own profile country (Flemish for a Dutch-speaking member in Belgium: decision 050) —
 * not the country of whoever's request sent it.
 */
export function mailLocaleOf(member: { language: string; profile: Pick<MemberView['profile'], 'country'> }): LocaleTag {
  return regionalLocale(isLocale(member.language) ? member.language : DEFAULT_LOCALE, member.profile.country);
}

/**
 * A mail to a member about something staff did (a statement of reasons, an appeal's outcome, a
 * report's answer): in the member's language, from their site, to their address. Sent after the
 * commit, so a failure is logged and never undoes the decision (false). A deleted account gets none.
 */
export async function mailMember<T extends MailTemplate>(
  deps: MemberMailDeps,
  memberId: number,
  template: T,
  vars: (t: Translate, locale: LocaleTag, name: string) => MailTemplateVars[T],
): Promise<boolean> {
  try {
    const member = await loadMemberView(deps.db, memberId);
    if (!member || member.status === 'deleted') return false;
    const site = await deps.sites.byId(member.siteId);
    const locale = mailLocaleOf(member);
    const rendered = await renderMail(
      template,
      vars(createTranslator(locale), locale, member.profile.name),
      siteMailContext(site, locale, site.origin),
    );
    await deps.mailer.send({
      to: member.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      from: siteMailFrom(site),
    });
    return true;
  } catch (err) {
    deps.log.error({ err, memberId, template }, 'a mail to a member about a staff decision could not be sent');
    return false;
  }
}
