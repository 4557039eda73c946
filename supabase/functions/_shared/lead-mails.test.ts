// The lead mails: no header can carry CR/LF, the HTML part escapes what the visitor typed, and
// likely spam reaches only the practice, marked.
import { describe, expect, it } from 'vitest';
import { LIKELY_SPAM_PREFIX, headerSafe, planLeadMails, renderLeadMail } from './lead-mails.ts';
import { site } from './test-app.ts';

describe('lead mails', () => {
  const stored = { id: 'id-1', createdAt: new Date().toISOString(), origin: null, spamReason: null };

  it('no header can carry CR/LF, even if validation were bypassed', () => {
    const payload = { name: 'Eva\r\nBcc: victim@example.com', email: 'eva@example.se', phone: '', city: '', message: 'x', formType: 'hero' as const };
    const mails = planLeadMails(
      payload,
      { leadId: 'id-1', spamReason: null },
      site,
      { leadsTo: 'leads@byran.example\r\nCc: x@y.z', mailFrom: 'Byrån <no-reply@byran.example>' },
      () => 'mail-id',
    );
    for (const mail of mails) {
      const content = renderLeadMail(mail.kind, { ...payload, ...stored }, site);
      for (const value of [content.subject, mail.toAddress, mail.fromAddress, mail.replyTo ?? '', mail.messageId]) {
        expect(value).not.toMatch(/[\r\n]/);
      }
    }
    expect(headerSafe('a\u0000b\u001fc')).toBe('a b c');
  });

  it('the HTML part escapes what the visitor typed and keeps the line breaks of the message', () => {
    const payload = {
      name: 'Eva <i>Ö</i>',
      email: 'eva@example.se',
      phone: '',
      city: 'Malmö & Lund',
      message: 'Rad ett\n<b>rad två</b>',
      formType: 'hero' as const,
    };
    const content = renderLeadMail('practice-notification', { ...payload, ...stored }, site);
    expect(content.htmlBody).toContain('<td>Eva &lt;i&gt;Ö&lt;/i&gt;</td>');
    expect(content.htmlBody).toContain('<td>Malmö &amp; Lund</td>');
    expect(content.htmlBody).toContain('<p>Rad ett<br>&lt;b&gt;rad två&lt;/b&gt;</p>');
    expect(content.textBody).toContain('Rad ett\n<b>rad två</b>');
    expect(content.htmlBody).not.toMatch(/<(i|b)>/);
  });

  it('likely spam: the practice gets it with the marker first in the subject and a note; the visitor gets nothing', () => {
    const payload = { name: 'Snabb', email: 'snabb@example.se', phone: '', city: '', message: 'Hej', formType: 'general' as const };
    const mails = planLeadMails(
      payload,
      { leadId: 'id-1', spamReason: 'too-fast' },
      site,
      { leadsTo: 'leads@byran.example', mailFrom: 'b@byran.example' },
      () => 'm',
    );
    expect(mails.map((mail) => mail.kind)).toEqual(['practice-notification']);
    const content = renderLeadMail('practice-notification', { ...payload, ...stored, spamReason: 'too-fast' }, site);
    expect(content.subject.startsWith(`${LIKELY_SPAM_PREFIX} Ny förfrågan`)).toBe(true);
    expect(content.textBody).toContain('kan vara skräppost');
    expect(planLeadMails(payload, { leadId: 'id-1', spamReason: 'honeypot' }, site, { leadsTo: 'l@b.se', mailFrom: 'b@b.se' }, () => 'm')).toEqual([]);
  });
});
