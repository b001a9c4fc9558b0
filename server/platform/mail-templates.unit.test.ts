import { describe, expect, it } from 'vitest';
import { contrast } from '../../common/colors.ts';
import { createTranslator, MEMBER_LOCALES } from '../../common/i18n/index.ts';
import type { Locale } from '../../common/constants.ts';
import {
  isNotificationMail,
  NOTIFICATION_MAILS,
  renderMail,
  type MailContext,
  type MailTemplate,
  type MailTemplateVars,
} from './mail-templates.ts';
import { MAIL_SAMPLES, SAMPLE_CONTEXT, SAMPLE_NOTIFICATION_LINKS } from './mail-samples.ts';

const ctx = SAMPLE_CONTEXT;
const samples = MAIL_SAMPLES;
const notify = SAMPLE_NOTIFICATION_LINKS;
const amp = (s: string) => s.replace(/&/g, '&amp;');
const templates = Object.keys(samples) as MailTemplate[];

function render<T extends MailTemplate>(template: T, vars: MailTemplateVars[T], c: MailContext = ctx) {
  return renderMail(template, vars, c);
}

/** Each text the HTML part shows (not the preheader), entities read, whitespace collapsed. */
function textNodes(html: string): string[] {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<div style="display:none[\s\S]*?<\/div><\/div>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/<[^>]+>/)
    .map((s) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => s.replace(/[\s.·\u00a0]/g, '') !== '');
}

/** A text of four words or more (numbers and signs are no words): one that cannot be the same in two languages by chance. */
const isSentence = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length >= 4;

/** The visible text of the HTML part, tags dropped and entities read, whitespace collapsed. */
function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<div style="display:none[\s\S]*?<\/div><\/div>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('renderMail', () => {
  it.each(templates)(
    '%s: subject with the site name, link in both parts, nothing left unformatted',
    async (template) => {
      // The regional variants too (decision 050): their own texts fill in like their language's.
      for (const locale of ['nl', 'en', 'nl-BE', 'fr-BE'] as const) {
        const mail = await render(template, samples[template], { ...ctx, locale });
        expect(mail.subject).toContain('Klik');
        const { link } = samples[template];
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`href="${amp(link)}"`);
        // The brand colour in its AA shade (white on the default pink is 4.45:1).
        expect(mail.html).toContain('#df1659');
        expect(mail.html).toContain(`lang="${locale}"`);
        // The HTML's style sheet has braces of its own: what a reader sees has none.
        for (const part of [mail.subject, mail.text, visible(mail.html)]) {
          expect(part).not.toMatch(/[{}]/);
          expect(part).not.toMatch(/(^|[^-])mail\.[a-z_]+\./);
        }
        for (const part of [mail.text, mail.html]) {
          expect(part).toContain('Anna');
          expect(part).toContain('klik.example');
          expect(part).toContain('KvK 12345678');
          expect(part).toContain('support@klik.example');
        }
      }
    },
  );

  it.each(templates)('%s: in every member language, with no sentence left in Dutch or English', async (template) => {
    const sentences = async (locale: Locale) =>
      new Set(textNodes((await render(template, samples[template], { ...ctx, locale })).html).filter(isSentence));
    const copied = new Set([...(await sentences('nl')), ...(await sentences('en'))]);
    // The site's company line is its data, the same in every language.
    copied.delete(ctx.companyLine);
    for (const locale of MEMBER_LOCALES) {
      const mail = await render(template, samples[template], { ...ctx, locale });
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.subject).not.toBe((await render(template, samples[template])).subject);
      const left = textNodes(mail.html).filter((s) => copied.has(s));
      expect(left, `${template} in ${locale}`).toEqual([]);
    }
  });

  it.each(templates)('%s: Dutch and English differ', async (template) => {
    const nl = await render(template, samples[template]);
    const en = await render(template, samples[template], { ...ctx, locale: 'en' });
    expect(nl.subject).not.toBe(en.subject);
    expect(nl.text).not.toBe(en.text);
    expect(nl.html).not.toBe(en.html);
  });

  it('speaks Dutch and English', async () => {
    const nl = await render('activation', samples.activation);
    expect(nl.subject).toBe('Bevestig je e-mailadres voor Klik');
    expect(nl.text).toContain('Hoi Anna,');
    expect(nl.text).toContain('Je ontvangt deze e-mail omdat je je hebt aangemeld bij klik.example.');
    const en = await render('activation', samples.activation, { ...ctx, locale: 'en' });
    expect(en.subject).toBe('Confirm your e-mail address for Klik');
    expect(en.text).toContain('Hi Anna,');
    expect(en.text).toContain('You receive this e-mail because you signed up at klik.example.');
  });

  it('fills the template variables', async () => {
    expect((await render('password_reset', samples.password_reset)).text).toContain('60 minuten');
    expect((await render('password_reset', { ...samples.password_reset, validMinutes: 1 })).text).toContain('1 minuut');
    expect((await render('password_reset', samples.password_reset, { ...ctx, locale: 'en' })).text).toContain(
      '60 minutes',
    );
    expect((await render('email_change', samples.email_change)).text).toContain('nieuw@example.com');
    expect((await render('email_change', samples.email_change)).html).toContain('nieuw@example.com');
  });

  it('escapes every member and site value in the HTML', async () => {
    const evil = '<script>alert("x")</script>';
    const mail = await render(
      'email_change',
      { name: evil, link: 'https://klik.example/x?a="><img src=x>', newEmail: `a${evil}@x.nl` },
      {
        ...ctx,
        siteName: `Kl<i>k`,
        companyLine: '<b>Company</b> & Co',
        primaryColor: 'red;background:url(x)',
      },
    );
    expect(mail.html).not.toMatch(/<script|<img|<i>|<b>/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Company&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('#df1659');
    // The plain-text part shows values as they are.
    expect(mail.text).toContain(`Hoi ${evil},`);
  });

  it('refuses links that are not http(s) and resolves relative ones against the site', async () => {
    await expect(render('activation', { name: 'A', link: 'javascript:alert(1)' })).rejects.toThrow(/http\(s\)/);
    expect((await render('activation', { name: 'A', link: '/activeren?t=1' })).text).toContain(
      'https://klik.example/activeren?t=1',
    );
  });

  it.each(templates)('%s: the plain text says what the HTML says, with its links written out', async (template) => {
    const mail = await render(template, samples[template]);
    const text = mail.text.replace(/\s+/g, ' ');
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const href of new Set(hrefs)) {
      expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      expect(mail.text).toContain(href.replace(/^mailto:/, ''));
    }
    // Every piece of text the HTML part shows stands in the text part too.
    // (but the HTML's 'button not working?' line: the text part has no button, only the link).
    for (const piece of textNodes(mail.html))
      if (!piece.startsWith('Werkt de knop niet?')) expect(text).toContain(piece);
  });

  it.each(templates)(
    '%s: laid out in tables (Outlook), images with size and alt, preheader hidden',
    async (template) => {
      const mail = await render(template, samples[template]);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('role="presentation"');
      expect(mail.html).not.toMatch(/display:\s*(flex|grid)/);
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(mail.html).toContain('@media (prefers-color-scheme:dark)');
      for (const img of mail.html.match(/<img [^>]*>/g) ?? []) {
        expect(img).toMatch(/ width="\d+"/);
        expect(img).toMatch(/ height="\d+"/);
        expect(img).toMatch(/ alt="[^"]+"/);
      }
      const pre = mail.html.match(/<div style="display:none[^"]*"[^>]*>([^<]*)/);
      expect(pre?.[1]).toBeTruthy();
      expect(mail.subject).not.toBe(pre?.[1]);
    },
  );

  it.each(templates)('%s: the notification footer only on notification mails', async (template) => {
    for (const locale of ['nl', 'en'] as const) {
      const mail = await render(template, samples[template], { ...ctx, locale });
      const unsubscribe = locale === 'nl' ? 'Afmelden voor deze e-mails' : 'Unsubscribe from these e-mails';
      const settings = locale === 'nl' ? 'Meldingen instellen' : 'Notification settings';
      if (isNotificationMail(template)) {
        expect(mail.html).toContain(`href="${amp(notify.unsubscribeLink)}"`);
        expect(mail.html).toContain(`href="${notify.preferencesLink}"`);
        expect(visible(mail.html)).toContain(unsubscribe);
        expect(visible(mail.html)).toContain(settings);
        expect(mail.text).toContain(`${unsubscribe}: ${notify.unsubscribeLink}`);
        expect(mail.text).toContain(`${settings}: ${notify.preferencesLink}`);
        expect(mail.text).toMatch(
          locale === 'nl'
            ? /Je krijgt deze e-mail omdat je .+ aan hebt staan\./
            : /You get this e-mail because .+ (is|are) on\./,
        );
      } else {
        expect(mail.html).not.toContain(unsubscribe);
        expect(mail.text).not.toContain(settings);
        expect(mail.text).toContain(
          locale === 'nl'
            ? 'Je ontvangt deze e-mail omdat je je hebt aangemeld bij klik.example.'
            : 'You receive this e-mail because you signed up at klik.example.',
        );
      }
    }
  });

  it('lists the notification mails with their preference category (product §3)', () => {
    expect(NOTIFICATION_MAILS).toEqual({
      new_conversation: 'new_conversations',
      new_messages: 'new_messages',
      like: 'like',
      unread_reminder: 'unread_message_reminders',
      weekly_update: 'weekly_updates',
    });
    expect(templates.filter(isNotificationMail)).toEqual(Object.keys(NOTIFICATION_MAILS));
  });

  it('never puts what a message says in a notification, only who wrote', async () => {
    const mail = await render('new_conversation', samples.new_conversation);
    expect(mail.subject).toBe('Iemand heeft je een bericht gestuurd op Klik');
    expect(mail.subject).not.toContain('Sanne');
    expect(mail.text).toContain('Sanne heeft een gesprek met je gestart.');
    expect(mail.text).toContain('Sanne (34 jaar · Utrecht)');
    expect(mail.text).toContain('Je krijgt deze e-mail omdat je meldingen voor nieuwe gesprekken aan hebt staan.');
    expect(mail.text).toContain('Voor je privacy staat de inhoud van berichten nooit in onze e-mails.');
    expect(mail.html).toContain(`<img alt="Foto van Sanne" height="64" src="${samples.new_conversation.photoUrl}"`);
  });

  it('counts messages in Dutch and English', async () => {
    const three = await render('new_messages', samples.new_messages);
    expect(three.subject).toBe('3 nieuwe berichten op Klik');
    expect(three.text).toContain('Je hebt 3 nieuwe berichten van Sanne.');
    expect(visible(three.html)).toContain('Lees de berichten');
    const one = await render('new_messages', { ...samples.new_messages, count: 1 });
    expect(one.subject).toBe('Een nieuw bericht op Klik');
    expect(one.text).toContain('Je hebt 1 nieuw bericht van Sanne. Lees het op Klik');
    const en = await render('new_messages', samples.new_messages, { ...ctx, locale: 'en' });
    expect(en.text).toContain('You have 3 new messages from Sanne.');
  });

  it('names three senders of unread messages and counts the others', async () => {
    expect((await render('unread_reminder', samples.unread_reminder)).text).toContain(
      'Er wachten nog 7 ongelezen berichten op je, van Sanne, Mark, Lisa en 2 anderen.',
    );
    expect(
      (
        await render('unread_reminder', {
          ...samples.unread_reminder,
          unreadCount: 4,
          senders: ['Sanne', 'Mark', 'Lisa', 'Eva'],
        })
      ).text,
    ).toContain('van Sanne, Mark, Lisa en 1 ander.');
    expect(
      (await render('unread_reminder', { ...samples.unread_reminder, unreadCount: 2, senders: ['Sanne', 'Mark'] }))
        .text,
    ).toContain('van Sanne en Mark.');
    expect(
      (await render('unread_reminder', { ...samples.unread_reminder, unreadCount: 1, senders: [] })).text,
    ).toContain('Er wacht nog 1 ongelezen bericht op je. Laat');
    expect((await render('unread_reminder', samples.unread_reminder, { ...ctx, locale: 'en' })).text).toContain(
      'from Sanne, Mark, Lisa, and 2 others.',
    );
  });

  it('shows a liker without a photo as initials in the site colour', async () => {
    const mail = await render('like', samples.like);
    expect(mail.subject).toBe('Iemand vindt je leuk op Klik');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toMatch(/aria-label="Foto van Mark"[^>]*background-color:#df1659[^>]*>M<\/td>/);
    expect(mail.text).toContain('Mark vindt je leuk!');
  });

  it('shows up to six members in the weekly update, two a row, each with a link', async () => {
    const members = Array.from({ length: 8 }, (_, i) => ({
      name: `Lid${i + 1}`,
      age: 30 + i,
      city: 'Utrecht',
      photoUrl: null,
      link: `https://klik.example/profile/${i + 1}`,
    }));
    const mail = await render('weekly_update', { ...samples.weekly_update, members });
    for (let i = 1; i <= 6; i += 1) {
      expect(mail.text).toContain(
        `- Lid${i} (${29 + i} jaar · Utrecht)\n  Bekijk profiel: https://klik.example/profile/${i}`,
      );
      expect(mail.html).toContain(`href="https://klik.example/profile/${i}"`);
    }
    expect(mail.text).not.toContain('Lid7');
    expect(mail.html.match(/width="50%"/g)).toHaveLength(6);
    const empty = await render('weekly_update', { ...samples.weekly_update, members: [] });
    expect(empty.text).toContain('Kijk deze week weer eens rond op Klik');
  });

  it('writes a receipt with the VAT line and the site refund days', async () => {
    const mail = await render('receipt', samples.receipt);
    expect(mail.subject).toBe('Je betaalbewijs van Klik (bestelling K-2026-01042)');
    expect(mail.text).toContain(
      'Bestelnummer: K-2026-01042\nDatum: 3 maart 2026\nProduct: 100 credits\nTotaal: € 19,99 (waarvan btw 21%: € 3,47)',
    );
    expect(visible(mail.html)).toContain('waarvan btw 21%: € 3,47');
    expect(mail.text).toContain(
      'Binnen 14 dagen na aankoop kun je je geld terugvragen voor de credits die je nog niet hebt gebruikt. Mail ons daarvoor op support@klik.example met je bestelnummer.',
    );
    expect(mail.text).toContain('Lees ons retourbeleid: https://klik.example/pages/return-policy');
    // The shop's refund note states the same rule as the receipt and the return policy page.
    for (const locale of ['nl', 'en'] as const) {
      const shop = createTranslator(locale)('payments.ui.refund', { days: 14 });
      const rule =
        locale === 'nl'
          ? 'Binnen 14 dagen na aankoop kun je je geld terugvragen voor de credits die je nog niet hebt gebruikt.'
          : 'Within 14 days of purchase you can get your money back for the credits you have not used yet.';
      expect(shop).toContain(rule);
      expect((await render('receipt', samples.receipt, { ...ctx, locale })).text).toContain(rule);
    }
    expect((await render('receipt', { ...samples.receipt, refundDays: 1 })).text).toContain('Binnen 1 dag na aankoop');
    expect((await render('receipt', { ...samples.receipt, refundDays: 0 })).text).toContain(
      'Een bestelling kan na betaling niet worden geannuleerd.',
    );
    expect((await render('receipt', samples.receipt, { ...ctx, locale: 'en' })).text).toContain(
      'Total: € 19,99 (including 21% VAT: € 3,47)',
    );
  });

  it('escapes member values in every new mail and refuses other links', async () => {
    const evil = '<script>alert(1)</script>';
    const mails = await Promise.all([
      render('new_conversation', { ...samples.new_conversation, senderName: evil, senderCity: evil }),
      render('like', { ...samples.like, likerName: evil }),
      render('new_messages', { ...samples.new_messages, senderName: evil }),
      render('unread_reminder', { ...samples.unread_reminder, senders: [evil] }),
      render('weekly_update', {
        ...samples.weekly_update,
        members: [{ name: evil, age: 30, city: evil, photoUrl: null, link: 'https://klik.example/p/1' }],
      }),
      render('receipt', { ...samples.receipt, description: evil, orderId: evil }),
    ]);
    for (const mail of mails) {
      expect(mail.html).not.toMatch(/<script/i);
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.text).toContain(evil);
    }
    for (const bad of ['javascript:alert(1)', 'data:text/html,x']) {
      await expect(render('like', { ...samples.like, photoUrl: bad })).rejects.toThrow();
      await expect(render('like', { ...samples.like, unsubscribeLink: bad })).rejects.toThrow();
      await expect(
        render('weekly_update', {
          ...samples.weekly_update,
          members: [{ ...samples.weekly_update.members[0]!, link: bad }],
        }),
      ).rejects.toThrow();
    }
  });

  it.each(['#e8175d', '#8b0a32', '#1d4ed8'])(
    'dark mode: the links in %s read at AA on the member cards of the weekly update',
    async (primaryColor) => {
      const mail = await render('weekly_update', samples.weekly_update, { ...ctx, primaryColor });
      // "Bekijk profiel" is a .k-link on a .k-soft card.
      expect(mail.html).toMatch(/class="k-link"[^>]*>Bekijk profiel</);
      const soft = mail.html.match(/\.k-soft\{background-color:(#[0-9a-f]{6})!important/)?.[1];
      expect(soft).toBe('#25282c');
      const linkColor = mail.html.match(/\.k-link\{color:(#[0-9a-f]{6})!important/)?.[1];
      expect(contrast(linkColor!, soft!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('takes the site colour, or the default theme colour for anything else', async () => {
    const blue = await render('welcome', samples.welcome, { ...ctx, primaryColor: '#1d4ed8' });
    expect(blue.html).toContain('background-color:#1d4ed8');
    const odd = await render('welcome', samples.welcome, { ...ctx, primaryColor: 'blue' });
    expect(odd.html).toContain('background-color:#df1659');
    expect(odd.html).not.toContain('blue');
  });
});
