import { describe, expect, it } from 'vitest';
import { renderMail, type MailContext, type MailTemplate, type MailTemplateVars } from './mail-templates.ts';

const ctx: MailContext = {
  locale: 'nl',
  siteName: 'Klik',
  domain: 'klik.example',
  siteUrl: 'https://klik.example',
  supportEmail: 'support@klik.example',
  primaryColor: '#e8175d',
  companyLine: 'Klik B.V., Straat 1, Amsterdam · KvK 12345678',
};

const link = 'https://klik.example/a?token=abc&next=%2F';
const samples: { [T in MailTemplate]: MailTemplateVars[T] } = {
  activation: { name: 'Anna', link },
  password_reset: { name: 'Anna', link, validMinutes: 60 },
  email_change: { name: 'Anna', link, newEmail: 'nieuw@example.com' },
  welcome: { name: 'Anna', link },
  directdebit_code: { name: 'Anna', link, code: '482913', validMinutes: 15 },
  warning: { name: 'Anna', link, category: 'Spam of oplichting' },
  photo_rejected: { name: 'Anna', link, reason: 'Er staat geen persoon herkenbaar op' },
  account_deleted: { name: 'Anna', link, until: '9 december 2026' },
  data_export: { name: 'Anna', link },
  new_device: { name: 'Anna', link, device: 'Firefox, Linux', place: 'Nederland' },
};
const templates = Object.keys(samples) as MailTemplate[];

function render<T extends MailTemplate>(template: T, vars: MailTemplateVars[T], c: MailContext = ctx) {
  return renderMail(template, vars, c);
}

describe('renderMail', () => {
  it.each(templates)('%s: subject with the site name, link in both parts, nothing left unformatted', (template) => {
    for (const locale of ['nl', 'en'] as const) {
      const mail = render(template, samples[template], { ...ctx, locale });
      expect(mail.subject).toContain('Klik');
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
      expect(mail.html).toContain('#e8175d');
      expect(mail.html).toContain(`lang="${locale}"`);
      for (const part of [mail.subject, mail.text, mail.html]) {
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
  });

  it.each(templates)('%s: Dutch and English differ', (template) => {
    const nl = render(template, samples[template]);
    const en = render(template, samples[template], { ...ctx, locale: 'en' });
    expect(nl.subject).not.toBe(en.subject);
    expect(nl.text).not.toBe(en.text);
    expect(nl.html).not.toBe(en.html);
  });

  it('speaks Dutch and English', () => {
    const nl = render('activation', samples.activation);
    expect(nl.subject).toBe('Bevestig je e-mailadres voor Klik');
    expect(nl.text).toContain('Hoi Anna,');
    expect(nl.text).toContain('Je ontvangt deze e-mail omdat je je hebt aangemeld bij klik.example.');
    const en = render('activation', samples.activation, { ...ctx, locale: 'en' });
    expect(en.subject).toBe('Confirm your e-mail address for Klik');
    expect(en.text).toContain('Hi Anna,');
    expect(en.text).toContain('You receive this e-mail because you signed up at klik.example.');
  });

  it('fills the template variables', () => {
    expect(render('password_reset', samples.password_reset).text).toContain('60 minuten');
    expect(render('password_reset', { ...samples.password_reset, validMinutes: 1 }).text).toContain('1 minuut');
    expect(render('password_reset', samples.password_reset, { ...ctx, locale: 'en' }).text).toContain('60 minutes');
    expect(render('email_change', samples.email_change).text).toContain('nieuw@example.com');
    expect(render('email_change', samples.email_change).html).toContain('nieuw@example.com');
  });

  it('escapes every member and site value in the HTML', () => {
    const evil = '<script>alert("x")</script>';
    const mail = render('email_change', { name: evil, link: 'https://klik.example/x?a="><img src=x>', newEmail: `a${evil}@x.nl` }, {
      ...ctx,
      siteName: `Kl<i>k`,
      companyLine: '<b>Company</b> & Co',
      primaryColor: 'red;background:url(x)',
    });
    expect(mail.html).not.toMatch(/<script|<img|<i>|<b>/i);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;b&gt;Company&lt;/b&gt; &amp; Co');
    expect(mail.html).not.toContain('url(x)');
    expect(mail.html).toContain('#e8175d');
    // The plain-text part shows values as they are.
    expect(mail.text).toContain(`Hoi ${evil},`);
  });

  it('refuses links that are not http(s) and resolves relative ones against the site', () => {
    expect(() => render('activation', { name: 'A', link: 'javascript:alert(1)' })).toThrow();
    expect(render('activation', { name: 'A', link: '/activeren?t=1' }).text).toContain('https://klik.example/activeren?t=1');
  });
});
