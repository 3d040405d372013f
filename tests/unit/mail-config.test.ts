import { describe, expect, it } from 'vitest';
import { mailConfig } from '../../netlify/lib/platform/mail/config.ts';
import { contactNotice } from '../../netlify/lib/contact/mail.ts';
import { escapeHtml } from '../../netlify/lib/platform/mail/frame.ts';
import { paidRegistrationNotice, registrationConfirmation } from '../../netlify/lib/registration/mail.ts';

describe('mail configuration', () => {
  it('without SMTP_URL, writes to .data/outbox from the default sender', () => {
    const cfg = mailConfig({});
    expect(cfg.smtpUrl).toBeUndefined();
    expect(cfg.outboxDir.endsWith('/.data/outbox')).toBe(true);
    expect(cfg.from).toBe('WOOP <no-reply@woop-poker.example>');
  });

  it('names the bad variable', () => {
    expect(() => mailConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => mailConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM must be an e-mail address/);
  });

  it('accepts smtp(s) URLs and a named sender', () => {
    expect(mailConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'WOOP <info@example.com>' })).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'WOOP <info@example.com>',
    });
  });
});

describe('messages', () => {
  it('escape visitor text in HTML and keep the subject on one line', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const mail = contactNotice({ name: '<i>Eve</i>', email: 'eve@example.com', subject: 'Hi\r\nBcc: x@example.com', message: '<img src=x onerror=alert(1)>' });
    expect(mail.subject).toBe('Contact form: Hi Bcc: x@example.com');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<i>Eve');
  });

  it('escape registration text in both paid-registration e-mails', () => {
    const paid = {
      registrationId: 'WOOP-1', firstName: '<img src=x onerror=alert(1)>', lastName: 'Doe\r\nBcc: x@example.com',
      email: 'a@example.com', levelName: 'All In', amountPaid: '$2,450.00',
    };
    for (const mail of [registrationConfirmation(paid), paidRegistrationNotice(paid)]) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    expect(paidRegistrationNotice(paid).subject).toBe('New paid registration: <img src=x onerror=alert(1)> Doe Bcc: x@example.com (WOOP-1)');
  });
});
