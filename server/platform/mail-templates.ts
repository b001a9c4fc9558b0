import type { Locale } from '../../common/constants.ts';
import { createTranslator, type MessageKey, type Params } from '../../common/i18n/index.ts';
import { DEFAULT_THEME } from '../../common/site.ts';

/**
 * The e-mails the site sends, in the member's language, as HTML and plain text with the same
 * content. Texts come from the message catalogue (keys mail.*, common/i18n/mail.nl.ts); the
 * catalogue holds plain text, so everything — catalogue text and member values alike — is escaped
 * on its way into the HTML.
 */
export interface MailTemplateVars {
  activation: { name: string; link: string };
  password_reset: { name: string; link: string; validMinutes: number };
  email_change: { name: string; link: string; newEmail: string };
  welcome: { name: string; link: string };
  /** The one-time code of the direct debit form (issue #7). */
  directdebit_code: { name: string; link: string; code: string; validMinutes: number };
  /** A moderator's warning after a report (issue #14): what it was about, in the member's words of the category. */
  warning: { name: string; link: string; category: string };
  /** A moderator rejected a photo (issue #14); `reason` is the reason's text in the member's language. */
  photo_rejected: { name: string; link: string; reason: string };
  /** The member deleted the account (issue #17): the reactivation link, valid until `until` (a date in words). */
  account_deleted: { name: string; link: string; until: string };
  /** The member's data export is ready (issue #17): the link is valid 24 hours and needs their login. */
  data_export: { name: string; link: string };
  /** A login from a device and country not seen before (issue #17); `device` e.g. 'Firefox, Linux', `place` a country's name. */
  new_device: { name: string; link: string; device: string; place: string };
}
export type MailTemplate = keyof MailTemplateVars;

export interface MailContext {
  locale: Locale;
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
export function siteMailContext(site: { config: { name: string; domain: string; support_email: string }; theme: { primary: string }; company: { name: string; address: string; city: string } }, locale: Locale, origin: string): MailContext {
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

interface Content {
  subject: string;
  preheader: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  link: string;
  /** Shown after the link. */
  after: string[];
}

export function renderMail<T extends MailTemplate>(template: T, vars: MailTemplateVars[T], ctx: MailContext): RenderedMail {
  const t = createTranslator(ctx.locale);
  const params: Params = { ...(vars as Record<string, string | number>), siteName: ctx.siteName, domain: ctx.domain };
  const tr = (suffix: string) => t(`mail.${template}.${suffix}` as MessageKey, params);
  const link = safeLink(vars.link, ctx.siteUrl);

  const after: string[] = [];
  if (template === 'password_reset' || template === 'directdebit_code') after.push(tr('validity'), tr('notYou'));
  else if (template === 'warning') after.push(tr('after'));
  else if (template === 'photo_rejected' || template === 'account_deleted' || template === 'data_export' || template === 'new_device') after.push(tr('after'));
  else if (template !== 'welcome') after.push(t('mail.common.notYou'));

  const content: Content = {
    subject: tr('subject'),
    preheader: tr('preheader'),
    greeting: t('mail.common.greeting', { name: vars.name }),
    paragraphs: [tr('intro')],
    button: tr('button'),
    link,
    after,
  };
  return { subject: content.subject, html: renderHtml(content, ctx, t), text: renderText(content, ctx, t) };
}

/** Links come from our own code; still, only http(s) goes into an href. */
function safeLink(link: string, siteUrl: string): string {
  const url = new URL(link, siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`mail link must be http(s): ${link}`);
  return url.toString();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

function renderHtml(c: Content, ctx: MailContext, t: ReturnType<typeof createTranslator>): string {
  const color = /^#[0-9a-f]{6}$/i.test(ctx.primaryColor) ? ctx.primaryColor : DEFAULT_THEME.primary;
  const e = escapeHtml;
  const siteUrl = e(safeLink(ctx.siteUrl, ctx.siteUrl));
  const p = (text: string, extra = '') =>
    `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:#212529;${extra}">${e(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 8px;${FONT};font-size:12px;line-height:18px;color:#6c757d;">${text}</p>`;
  const mailto = `<a href="mailto:${e(ctx.supportEmail)}" style="color:#6c757d;">${e(ctx.supportEmail)}</a>`;
  const help = e(t('mail.common.help', { supportEmail: ctx.supportEmail })).replace(e(ctx.supportEmail), () => mailto);

  return `<!DOCTYPE html>
<html lang="${e(ctx.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f6;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${e(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background-color:${color};padding:20px 32px;">
<a href="${siteUrl}" style="${FONT};font-size:24px;line-height:32px;font-weight:bold;color:#ffffff;text-decoration:none;">${e(ctx.siteName)}</a>
</td></tr>
<tr><td style="padding:32px;">
${p(c.greeting)}
${c.paragraphs.map((text) => p(text)).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${color}" style="border-radius:6px;">
<a href="${e(c.link)}" target="_blank" style="display:inline-block;padding:14px 28px;${FONT};font-size:18px;line-height:24px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(c.button)}</a>
</td></tr>
</table>
${p(t('mail.common.linkFallback'), 'font-size:14px;line-height:20px;color:#6c757d;')}
<p style="margin:0 0 24px;${FONT};font-size:14px;line-height:20px;word-break:break-all;"><a href="${e(c.link)}" style="color:${color};">${e(c.link)}</a></p>
${c.after.map((text) => p(text)).join('\n')}
${p(t('mail.common.signoff'), 'margin:0;')}
${p(t('mail.common.team', { siteName: ctx.siteName }))}
</td></tr>
<tr><td style="padding:20px 32px;background-color:#f8f9fa;border-top:1px solid #e9ecef;">
${small(help)}
${small(e(t('mail.common.reason', { domain: ctx.domain })))}
${small(e(ctx.companyLine))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(c: Content, ctx: MailContext, t: ReturnType<typeof createTranslator>): string {
  const lines = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((text) => [text, '']),
    `${c.button}:`,
    c.link,
    '',
    ...c.after.flatMap((text) => [text, '']),
    t('mail.common.signoff'),
    t('mail.common.team', { siteName: ctx.siteName }),
    safeLink(ctx.siteUrl, ctx.siteUrl),
    '',
    '-- ',
    t('mail.common.help', { supportEmail: ctx.supportEmail }),
    t('mail.common.reason', { domain: ctx.domain }),
    ctx.companyLine,
  ];
  return lines.join('\n') + '\n';
}
