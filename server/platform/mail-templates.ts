import type { NotificationCategory } from '../../common/rules/notifications.ts';
import type { LocaleTag } from '../../common/constants.ts';
import { createTranslator, type MessageKey, type Params, type Translate } from '../../common/i18n/index.ts';
import { DEFAULT_THEME } from '../../common/site.ts';
import { initialsOf } from '../../common/rules/initials.ts';
import {
  renderMailHtml,
  type MailBlock,
  type MailContent,
  type MailLinkPart,
  type MailPerson,
} from './mail-layout.tsx';

/**
 * The e-mails the site sends, in the member's language, as HTML and plain text with the same
 * content. Texts come from the message catalogue (keys mail.*, common/i18n/mail.nl.ts); this file
 * turns a template and its values into one `MailContent`, which React Email lays out as HTML
 * (mail-layout.tsx, where React escapes every text) and `renderText` writes out as plain text.
 * White-label: the site's name, colour, origin (the only base of links), company and support address
 * come from the `MailContext`.
 */
/**
 * A statement of reasons' way to object (decision 041): the signed link to the appeal page, which
 * needs no login (a banned member has none). Empty: no appeal link (a decision made before the register).
 */
export interface AppealVars {
  appealLink: string;
}

export interface MailTemplateVars {
  activation: { name: string; link: string };
  password_reset: { name: string; link: string; validMinutes: number };
  email_change: { name: string; link: string; newEmail: string };
  welcome: { name: string; link: string };
  /** The one-time code of the direct debit form. */
  directdebit_code: { name: string; link: string; code: string; validMinutes: number };
  /** A moderator's warning after a report: what it was about, in the member's words of the category. */
  warning: { name: string; link: string; category: string } & AppealVars;
  /**
   * The statement of reasons of a suspension after a report (EU DSA art. 17): what was decided, on
   * which ground (the report's category in the member's words), until when (a date in words), that a
   * person decided, and how to object.
   */
  account_suspended: { name: string; link: string; category: string; until: string } & AppealVars;
  /** The same for a ban, which lasts until a member of staff lifts it. */
  account_banned: { name: string; link: string; category: string } & AppealVars;
  /**
   * The reporter is told their report was handled (DSA art. 16(5)): whether it led to action, never
   * which, and nothing else about the other member's account.
   */
  report_handled: { name: string; link: string; category: string; actioned: boolean };
  /** A moderator rejected a photo; `reason` is the reason's text in the member's language. */
  /** `detected`: the automatic pre-screening flagged the photo before a person decided (decision 042). */
  photo_rejected: { name: string; link: string; reason: string; detected?: boolean } & AppealVars;
  /**
   * The statement of reasons of a suspension pending review: a photo looked like a minor's, so the
   * account is held until a moderator has looked (at the latest until `until`).
   */
  account_held: { name: string; link: string; until: string } & AppealVars;
  /** The appeal link again, asked for on the appeal page (a suspended or banned member cannot log in). */
  appeal_link: { name: string; link: string; decision: string };
  /** A moderator took the profile text down after a report: the statement of reasons. */
  text_removed: { name: string; link: string; category: string } & AppealVars;
  /** A moderator took a message down after a report: the statement of reasons. */
  message_removed: { name: string; link: string; category: string } & AppealVars;
  /** The member's appeal arrived; `decision` says which decision in their words. */
  appeal_received: { name: string; link: string; decision: string };
  /** The appeal was decided: granted (the decision is reversed) or denied, with the note of who decided. */
  appeal_decided: { name: string; link: string; decision: string; granted: boolean; note: string };
  /** A reporter learns that the action on their report was reversed after an appeal (never why). */
  report_reversed: { name: string; link: string; category: string };
  /** The member deleted the account: the reactivation link, valid until `until` (a date in words). */
  account_deleted: { name: string; link: string; until: string };
  /** The member's data export is ready: the link is valid 24 hours and needs their login. */
  data_export: { name: string; link: string };
  /** A login from a device and country not seen before; `device` e.g. 'Firefox, Linux', `place` a country's name. */
  new_device: { name: string; link: string; device: string; place: string };
  /** Someone started a conversation with the member. Never the message's words: discretion. */
  new_conversation: {
    name: string;
    link: string;
    senderName: string;
    senderAge: number | null;
    senderCity: string | null;
    photoUrl: string | null;
  } & NotificationLinks;
  /** More messages in a conversation: '3 nieuwe berichten van Sanne'. */
  new_messages: { name: string; link: string; senderName: string; count: number } & NotificationLinks;
  /** Someone liked the member. */
  like: {
    name: string;
    link: string;
    likerName: string;
    likerAge: number | null;
    likerCity: string | null;
    photoUrl: string | null;
  } & NotificationLinks;
  /** Messages left unread; `senders` are first names, the first three are shown and 'en N anderen'. */
  unread_reminder: { name: string; link: string; unreadCount: number; senders: string[] } & NotificationLinks;
  /** Members to look at this week: up to six cards, two a row. */
  weekly_update: { name: string; link: string; members: WeeklyMember[] } & NotificationLinks;
  /**
   * A purchase receipt. `date`, `amount` and `vatAmount` arrive formatted ('€ 19,99' including VAT),
   * `vatRate` e.g. '21%'; `refundDays` is the site's refund_days setting.
   */
  receipt: {
    name: string;
    link: string;
    orderId: string;
    date: string;
    description: string;
    credits: number;
    amount: string;
    vatRate: string;
    vatAmount: string;
    refundDays: number;
  };
}
export type MailTemplate = keyof MailTemplateVars;

/** Every notification mail carries the way out and the way to its settings (absolute links). */
export interface NotificationLinks {
  unsubscribeLink: string;
  preferencesLink: string;
}

export interface WeeklyMember {
  name: string;
  age: number | null;
  city: string | null;
  photoUrl: string | null;
  link: string;
}

/** Which templates are notification mails, and the preference each falls under (product §3). */
export const NOTIFICATION_MAILS = {
  new_conversation: 'new_conversations',
  new_messages: 'new_messages',
  like: 'like',
  unread_reminder: 'unread_message_reminders',
  weekly_update: 'weekly_updates',
} as const satisfies { [T in MailTemplate]?: NotificationCategory };

/** A notification mail: it can be switched off, and carries the unsubscribe and settings links. */
export type NotificationMail = keyof typeof NOTIFICATION_MAILS;

export function isNotificationMail(template: MailTemplate): template is NotificationMail {
  return Object.hasOwn(NOTIFICATION_MAILS, template);
}

export interface MailContext {
  /** The member's language in its regional variant for their profile country ('nl-BE': decision 050). */
  locale: LocaleTag;
  siteName: string;
  domain: string;
  /** The site's public address, e.g. https://klik.example (relative links resolve against it). */
  siteUrl: string;
  supportEmail: string;
  /** #rrggbb; anything else falls back to the default theme colour. */
  primaryColor: string;
  /** The company line of the footer, e.g. 'Klik B.V., Straat 1, Amsterdam · KvK 12345678'. */
  companyLine: string;
}

/** What a mail from a site needs to know of it, for any template. */
export function siteMailContext(
  site: {
    config: { name: string; domain: string; support_email: string };
    theme: { primary: string };
    company: { name: string; address: string; city: string };
  },
  locale: LocaleTag,
  origin: string,
): MailContext {
  return {
    locale,
    siteName: site.config.name,
    domain: site.config.domain,
    siteUrl: origin,
    supportEmail: site.config.support_email,
    primaryColor: site.theme.primary,
    companyLine: `${site.company.name}, ${site.company.address}, ${site.company.city}`,
  };
}

/** The From header of a site's mails. */
export function siteMailFrom(site: { config: { name: string; domain: string } }): string {
  return `"${site.config.name}" <noreply@${site.config.domain}>`;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Up to this many members in the weekly update, and sender names in the unread reminder. */
const WEEKLY_MEMBERS = 6;
const SENDERS_SHOWN = 3;

/**
 * Renders a mail: subject, HTML (React Email) and plain text with the same content. Async because
 * React Email renders through a stream. Throws on a link that is not http(s).
 */
export async function renderMail<T extends MailTemplate>(
  template: T,
  vars: MailTemplateVars[T],
  ctx: MailContext,
): Promise<RenderedMail> {
  const content = mailContent(template, vars, ctx);
  const color = /^#[0-9a-f]{6}$/i.test(ctx.primaryColor) ? ctx.primaryColor : DEFAULT_THEME.primary;
  const html = await renderMailHtml(content, {
    siteName: ctx.siteName,
    siteUrl: safeLink(ctx.siteUrl, ctx.siteUrl),
    brand: color,
  });
  return { subject: content.subject, html, text: renderText(content, safeLink(ctx.siteUrl, ctx.siteUrl)) };
}

/** What the layouts of the templates are built with: the translator, the template's own texts and the block makers. */
interface LayoutKit {
  t: Translate;
  /** A text of this template (`mail.<template>.<suffix>`), with the template's values and the site's. */
  tr: (suffix: string, extra?: Params) => string;
  /** A text shared by several templates (`mail.<group>.<suffix>`), with the same values as `tr`. */
  shared: (key: MessageKey) => string;
  text: (s: string) => MailBlock;
  note: (s: string) => MailBlock;
  /** The mail's button to its link; account mails (token links) also write the link out, for when the button does not work. */
  button: (fallback: boolean) => MailBlock;
  person: (m: {
    name: string;
    age: number | null;
    city: string | null;
    photoUrl: string | null;
  }) => MailBlock & { kind: 'person' };
  /** An absolute http(s) link, resolved against the site. */
  safe: (link: string) => string;
  locale: LocaleTag;
}

/** The blocks of each template, between greeting and sign-off. Every template has its layout: the type says so. */
const LAYOUTS: { [T in MailTemplate]: (v: MailTemplateVars[T], k: LayoutKit) => MailBlock[] } = {
  activation: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.t('mail.common.notYou'))],
  password_reset: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('validity')), k.text(k.tr('notYou'))],
  email_change: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.t('mail.common.notYou'))],
  welcome: (_, k) => [
    k.text(k.tr('intro')),
    { kind: 'steps', items: [k.tr('step1'), k.tr('step2'), k.tr('step3')] },
    k.button(false),
  ],
  directdebit_code: (v, k) => [
    k.text(k.tr('intro')),
    { kind: 'code', label: k.tr('codeLabel'), code: v.code },
    k.button(true),
    k.text(k.tr('validity')),
    k.text(k.tr('notYou')),
  ],
  warning: (v, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('after')), ...objection(v, k)],
  account_suspended: (v, k) => [
    k.text(k.tr('intro')),
    k.text(k.tr('decision')),
    k.text(k.shared('mail.restriction.byPerson')),
    ...objection(v, k),
    k.button(false),
  ],
  account_banned: (v, k) => [
    k.text(k.tr('intro')),
    k.text(k.tr('decision')),
    k.text(k.shared('mail.restriction.byPerson')),
    ...objection(v, k),
    k.button(false),
  ],
  report_handled: (v, k) => [
    k.text(k.tr('intro')),
    k.text(k.tr(v.actioned ? 'actioned' : 'dismissed')),
    k.text(k.tr('after')),
    k.button(false),
  ],
  photo_rejected: (v, k) => [
    k.text(k.tr('intro')),
    k.button(true),
    k.text(k.tr('after')),
    k.text(k.t(v.detected ? 'mail.restriction.detectedByStaff' : 'mail.restriction.byStaff')),
    ...objection(v, k),
  ],
  account_held: (v, k) => [
    k.text(k.tr('intro')),
    k.text(k.tr('decision')),
    k.text(k.shared('mail.restriction.byStaff')),
    ...objection(v, k),
    k.button(false),
  ],
  appeal_link: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('after'))],
  text_removed: (v, k) => [
    k.text(k.tr('intro')),
    k.button(false),
    k.text(k.shared('mail.restriction.byPerson')),
    ...objection(v, k),
  ],
  message_removed: (v, k) => [
    k.text(k.tr('intro')),
    k.button(false),
    k.text(k.shared('mail.restriction.byPerson')),
    ...objection(v, k),
  ],
  appeal_received: (_, k) => [k.text(k.tr('intro')), k.text(k.tr('after')), k.button(false)],
  appeal_decided: (v, k) => [
    k.text(k.tr('intro')),
    k.text(k.tr(v.granted ? 'granted' : 'denied')),
    ...(v.note ? [k.note(k.tr('note', { note: v.note }))] : []),
    ...(v.granted ? [] : [k.text(k.tr('further'))]),
    k.button(false),
  ],
  report_reversed: (_, k) => [k.text(k.tr('intro')), k.text(k.tr('after')), k.button(false)],
  account_deleted: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('after'))],
  data_export: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('after'))],
  new_device: (_, k) => [k.text(k.tr('intro')), k.button(true), k.text(k.tr('after'))],
  new_conversation: (v, k) => [
    k.text(k.tr('intro')),
    k.person({ name: v.senderName, age: v.senderAge, city: v.senderCity, photoUrl: v.photoUrl }),
    k.button(false),
    k.note(k.t('mail.common.privacy')),
  ],
  new_messages: (_, k) => [k.text(k.tr('intro')), k.button(false), k.note(k.t('mail.common.privacy'))],
  like: (v, k) => [
    k.text(k.tr('intro')),
    k.person({ name: v.likerName, age: v.likerAge, city: v.likerCity, photoUrl: v.photoUrl }),
    k.button(false),
  ],
  unread_reminder: (v, k) => {
    const senders = sendersList(k.t, k.locale, v.senders);
    return [
      k.text(senders ? k.tr('intro', { senders }) : k.tr('introNoSenders')),
      k.button(false),
      k.note(k.t('mail.common.privacy')),
    ];
  },
  weekly_update: (v, k) => {
    const members = v.members.slice(0, WEEKLY_MEMBERS);
    if (members.length === 0) return [k.text(k.tr('introEmpty')), k.button(false)];
    const people = members.map((m) => ({ ...k.person(m).person, link: k.safe(m.link) }));
    return [
      k.text(k.tr('intro')),
      { kind: 'members', members: people, viewLabel: k.t('mail.common.viewProfile') },
      k.button(false),
    ];
  },
  receipt: (v, k) => [
    k.text(k.tr('intro')),
    {
      kind: 'facts',
      rows: [
        { label: k.tr('order'), value: v.orderId },
        { label: k.tr('date'), value: v.date },
        { label: k.tr('product'), value: v.description },
      ],
      total: { label: k.tr('total'), value: v.amount, note: k.tr('vat') },
    },
    {
      kind: 'text',
      text: k.tr('refund'),
      link: { label: k.t('payments.ui.refundLink'), href: k.safe('/pages/return-policy') },
    },
    k.button(false),
    k.note(k.tr('after')),
  ],
};

/** How to object to a statement of reasons: the text and the appeal page's link (none without a link). */
function objection(v: AppealVars, k: LayoutKit): MailBlock[] {
  if (!v.appealLink) return [k.text(k.shared('mail.restriction.objectionByMail'))];
  return [
    {
      kind: 'text',
      text: k.shared('mail.restriction.objection'),
      link: { label: k.t('mail.restriction.appealLink'), href: k.safe(v.appealLink) },
    },
  ];
}

/** What a mail says, once, for both parts. */
function mailContent<T extends MailTemplate>(template: T, vars: MailTemplateVars[T], ctx: MailContext): MailContent {
  const t = createTranslator(ctx.locale);
  const params: Params = { siteName: ctx.siteName, domain: ctx.domain, supportEmail: ctx.supportEmail };
  for (const [key, value] of Object.entries(vars))
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  const tr = (suffix: string, extra: Params = {}) =>
    t(`mail.${template}.${suffix}` as MessageKey, { ...params, ...extra });
  const safe = (l: string) => safeLink(l, ctx.siteUrl);
  const link = safe(vars.link);
  const kit: LayoutKit = {
    t,
    tr,
    shared: (key) => t(key, params),
    text: (s) => ({ kind: 'text', text: s }),
    note: (s) => ({ kind: 'note', text: s }),
    button: (fallback) => ({
      kind: 'button',
      label: tr('button'),
      href: link,
      fallback: fallback ? t('mail.common.linkFallback') : null,
    }),
    person: (m) => ({ kind: 'person', person: personOf(t, ctx, { ...m, link }) }),
    safe,
    locale: ctx.locale,
  };
  const blocks = LAYOUTS[template](vars, kit);

  // A notification mail can be switched off: its footer says why it came and carries the way out and to its settings.
  const notification: NotificationLinks | null = isNotificationMail(template)
    ? (vars as MailTemplateVars[NotificationMail])
    : null;
  return {
    lang: ctx.locale,
    subject: tr('subject'),
    preheader: tr('preheader'),
    greeting: t('mail.common.greeting', { name: vars.name }),
    blocks,
    signoff: t('mail.common.signoff'),
    team: t('mail.common.team', { siteName: ctx.siteName }),
    footer: {
      reason: notification ? tr('reason') : t('mail.common.reason', { domain: ctx.domain }),
      unsubscribe: notification
        ? { label: t('mail.common.unsubscribe'), href: safe(notification.unsubscribeLink) }
        : null,
      preferences: notification
        ? { label: t('mail.common.preferences'), href: safe(notification.preferencesLink) }
        : null,
      help: t('mail.common.help', { supportEmail: ctx.supportEmail }),
      supportEmail: ctx.supportEmail,
      companyLine: ctx.companyLine,
    },
  };
}

function personOf(
  t: Translate,
  ctx: MailContext,
  m: { name: string; age: number | null; city: string | null; photoUrl: string | null; link: string | null },
): MailPerson {
  const details = [m.age != null ? t('mail.common.age', { age: m.age }) : null, m.city?.trim() || null]
    .filter((x) => x !== null)
    .join(' · ');
  return {
    name: m.name,
    details,
    photoUrl: m.photoUrl ? safeLink(m.photoUrl, ctx.siteUrl) : null,
    photoAlt: t('mail.common.photoAlt', { name: m.name }),
    initials: initialsOf(m.name),
    link: m.link,
  };
}

/** 'Sanne, Mark en Lisa', or 'Sanne, Mark, Lisa en 2 anderen'; '' without senders. */
function sendersList(t: Translate, locale: LocaleTag, senders: string[]): string {
  const names = senders.map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 0) return '';
  const shown = names.slice(0, SENDERS_SHOWN);
  const rest = names.length - shown.length;
  if (rest > 0) shown.push(t('mail.unread_reminder.others', { count: rest }));
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(shown);
}

/** Links come from our own code; still, only http(s) goes into an href. */
function safeLink(link: string, siteUrl: string): string {
  const url = new URL(link, siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`mail link must be http(s): ${link}`);
  return url.toString();
}

/** The plain-text part: the same content, links written out after their words. */
function renderText(c: MailContent, siteUrl: string): string {
  const lines: string[] = [c.greeting, ''];
  const part = (...xs: string[]) => lines.push(...xs, '');
  for (const b of c.blocks) {
    switch (b.kind) {
      case 'text':
        part(b.text, ...(b.link ? [`${b.link.label}: ${b.link.href}`] : []));
        break;
      case 'note':
        part(b.text);
        break;
      case 'code':
        part(`${b.label}: ${b.code}`);
        break;
      case 'person':
        part(personLine(b.person));
        break;
      case 'members':
        for (const m of b.members) lines.push(`- ${personLine(m)}`, ...(m.link ? [`  ${b.viewLabel}: ${m.link}`] : []));
        lines.push('');
        break;
      case 'facts':
        part(...b.rows.map((r) => `${r.label}: ${r.value}`), `${b.total.label}: ${b.total.value} (${b.total.note})`);
        break;
      case 'steps':
        part(...b.items.map((item, i) => `${i + 1}. ${item}`));
        break;
      case 'button':
        part(`${b.label}:`, b.href);
        break;
    }
  }
  lines.push(c.signoff, c.team, siteUrl, '', '-- ', c.footer.reason);
  for (const l of [c.footer.unsubscribe, c.footer.preferences]) if (l) lines.push(linkLine(l));
  lines.push(c.footer.help, c.footer.companyLine);
  return lines.join('\n') + '\n';
}

const personLine = (p: MailPerson) => (p.details ? `${p.name} (${p.details})` : p.name);
const linkLine = (l: MailLinkPart) => `${l.label}: ${l.href}`;

/** A campaign's mail (decision 052): what staff wrote, in the site's branded layout. */
export interface CampaignMailVars {
  /** The member's first name for the greeting. */
  name: string;
  subject: string;
  /** The body's paragraphs (common/rules/campaigns.ts `parseCampaignBody`). */
  paragraphs: ({ text: string } | { text: string; link: number })[][];
  /** The absolute URL of each body link, by index: for members the click link, never the target itself. */
  linkHref: (index: number) => string;
  /** The preference it honours: the footer says so. */
  kind: 'promotions' | 'news' | 'reminders';
  unsubscribeLink: string;
  preferencesLink: string;
}

/**
 * Renders a campaign: the staff member's subject and paragraphs, each paragraph's links written after
 * it (a mail program shows the text, the HTML part a link per label), with the footer of a
 * notification mail: why it came, one-click unsubscribe and the settings. The fixed texts are the
 * campaign's language.
 */
export async function renderCampaignMail(v: CampaignMailVars, ctx: MailContext): Promise<RenderedMail> {
  const t = createTranslator(ctx.locale);
  const safe = (l: string) => safeLink(l, ctx.siteUrl);
  const blocks: MailBlock[] = [];
  for (const paragraph of v.paragraphs) {
    const text = paragraph.map((p) => p.text).join('');
    const links = paragraph.filter((p): p is { text: string; link: number } => 'link' in p);
    if (links.length === 0) blocks.push({ kind: 'text', text });
    links.forEach((l, i) =>
      blocks.push({ kind: 'text', text: i === 0 ? text : '', link: { label: l.text, href: safe(v.linkHref(l.link)) } }),
    );
  }
  const first = v.paragraphs[0]?.map((p) => p.text).join('') ?? '';
  const content: MailContent = {
    lang: ctx.locale,
    subject: v.subject,
    preheader: first.length > 120 ? `${first.slice(0, 119)}…` : first,
    greeting: t('mail.common.greeting', { name: v.name }),
    blocks,
    signoff: t('mail.common.signoff'),
    team: t('mail.common.team', { siteName: ctx.siteName }),
    footer: {
      reason: t(`mail.campaign.reason.${v.kind}`, { siteName: ctx.siteName }),
      unsubscribe: { label: t('mail.common.unsubscribe'), href: safe(v.unsubscribeLink) },
      preferences: { label: t('mail.common.preferences'), href: safe(v.preferencesLink) },
      help: t('mail.common.help', { supportEmail: ctx.supportEmail }),
      supportEmail: ctx.supportEmail,
      companyLine: ctx.companyLine,
    },
  };
  const color = /^#[0-9a-f]{6}$/i.test(ctx.primaryColor) ? ctx.primaryColor : DEFAULT_THEME.primary;
  const html = await renderMailHtml(content, { siteName: ctx.siteName, siteUrl: safe(ctx.siteUrl), brand: color });
  return { subject: content.subject, html, text: renderText(content, safe(ctx.siteUrl)) };
}
