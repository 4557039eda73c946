import { describe, expect, it } from 'vitest';
import { composeContactMessage, LEAD_LIMITS, LEAD_MESSAGES, validateLead } from './lead-schema.ts';

const base = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };

describe('validateLead', () => {
  it('trims and accepts the spec payload; phone and city may be empty strings', () => {
    const result = validateLead({ ...base, name: '  Anna  ', city: ' Solna ' });
    expect(result).toEqual({ ok: true, lead: { ...base, city: 'Solna' }, website: '', submissionId: null, fillMs: null });
  });

  it('callback requests need name and phone only', () => {
    expect(validateLead({ name: 'Olle', phone: '070-123 45 67', formType: 'callback-request' }).ok).toBe(true);
    expect(validateLead({ name: 'Olle', phone: '  ', email: 'a@b.se', formType: 'callback-request' })).toEqual({
      ok: false,
      title: LEAD_MESSAGES.requiredTitle,
      message: LEAD_MESSAGES.callbackRequired,
      fieldErrors: { phone: LEAD_MESSAGES.required.phone },
    });
  });

  it.each(['general', 'hero', 'business'])('%s needs name, e-mail and message', (formType) => {
    for (const missing of ['name', 'email', 'message']) {
      expect(validateLead({ ...base, formType, [missing]: ' ' })).toMatchObject({ ok: false, message: LEAD_MESSAGES.otherRequired });
    }
  });

  it('enforces the bounds exactly at the limit', () => {
    for (const field of ['name', 'city', 'message'] as const) {
      expect(validateLead({ ...base, [field]: 'x'.repeat(LEAD_LIMITS[field]) }).ok).toBe(true);
      expect(validateLead({ ...base, [field]: 'x'.repeat(LEAD_LIMITS[field] + 1) })).toMatchObject({ ok: false, message: LEAD_MESSAGES.tooLong[field] });
    }
  });

  it.each(['anna', 'anna@example', 'an na@example.se', 'anna@exa mple.se', '<a@b.se>', 'a@b.se\nBcc: c@d.se'])('rejects the e-mail %j', (email) => {
    expect(validateLead({ ...base, email })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidEmail });
  });

  it.each(['070-123 45 67', '+46 (0)70 123 45 67', '08/123456'])('accepts the phone %j', (phone) => {
    expect(validateLead({ ...base, phone }).ok).toBe(true);
  });

  it.each(['12345', 'ring mig', '070-123 45 67 ext 2'])('rejects the phone %j', (phone) => {
    expect(validateLead({ ...base, phone })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidPhone });
  });

  it('passes the bot traps and the idempotency key through separately from the lead; startedAt is ignored', () => {
    const result = validateLead({ ...base, website: ' x ', fillMs: 1234, submissionId: 'f3b1c2d4-1111-4222-8333-944455556666', startedAt: 123 });
    expect(result).toMatchObject({ ok: true, website: 'x', fillMs: 1234, submissionId: 'f3b1c2d4-1111-4222-8333-944455556666' });
    expect(result.ok && ('website' in result.lead || 'startedAt' in result.lead)).toBe(false);
    expect(validateLead({ ...base, website: 1 })).toMatchObject({ ok: true, website: '1' });
  });

  it.each([
    [{ submissionId: 'x y' }],
    [{ submissionId: 'a'.repeat(101) }],
    [{ submissionId: {} }],
    [{ fillMs: -5 }],
    [{ fillMs: Infinity }],
    [{ fillMs: '3' }],
  ])('refuses a malformed key or fill time %j', (change) => {
    expect(validateLead({ ...base, ...change })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidField });
  });

  it('names every failing field with its own Swedish message', () => {
    const result = validateLead({ name: ' ', email: 'nej', phone: '12', city: 'x'.repeat(101), message: '', formType: 'hero' });
    expect(result).toEqual({
      ok: false,
      title: LEAD_MESSAGES.requiredTitle,
      message: LEAD_MESSAGES.otherRequired,
      fieldErrors: {
        name: LEAD_MESSAGES.required.name,
        message: LEAD_MESSAGES.required.message,
        city: LEAD_MESSAGES.tooLong.city,
        email: LEAD_MESSAGES.invalidEmail,
        phone: LEAD_MESSAGES.invalidPhone,
      },
    });
    expect(validateLead({ ...base, name: 7 })).toMatchObject({ ok: false, fieldErrors: { name: LEAD_MESSAGES.wrongType } });
    expect(validateLead({ ...base, formType: 'x' })).toMatchObject({ ok: false, fieldErrors: { formType: LEAD_MESSAGES.invalidFormType } });
  });

  it('refuses control characters and lone surrogates, which no person types and PostgreSQL cannot store', () => {
    for (const change of [{ name: 'A\u0000B' }, { city: 'Solna\u001b' }, { message: 'a\u0007' }, { name: 'A\ud800' }, { message: '\udc00x' }]) {
      expect(validateLead({ ...base, ...change })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidField });
    }
    expect(validateLead({ ...base, message: 'rad 1\r\nrad 2\tindrag 😀' }).ok).toBe(true);
  });

  it('refuses C1 controls and bidi overrides and isolates in one-line fields, with a Swedish error at the field', () => {
    const hidden = ['\u0085', '\u009b', '\u0080', '\u202e', '\u202a', '\u202d', '\u2066', '\u2067', '\u2069', '\u2028'];
    for (const char of hidden) {
      for (const [field, value] of [
        ['name', `Anna${char}nossredna`],
        ['phone', `070${char}1234567`],
        ['city', `Sol${char}na`],
      ] as const) {
        const result = validateLead({ ...base, [field]: value });
        expect(result, `${field} with U+${char.charCodeAt(0).toString(16)}`).toMatchObject({
          ok: false,
          message: LEAD_MESSAGES.invalidField,
          fieldErrors: { [field]: LEAD_MESSAGES.forbiddenCharacters },
        });
      }
      // The e-mail is refused too (as invalid when the character is a space to the e-mail syntax).
      expect(validateLead({ ...base, email: `anna${char}@example.se` })).toMatchObject({
        ok: false,
        fieldErrors: { email: expect.stringMatching(/tecken som inte är tillåtna|giltig e-postadress/) },
      });
    }
    expect(validateLead({ ...base, message: 'Hej\u0085då' })).toMatchObject({ ok: false, fieldErrors: { message: LEAD_MESSAGES.forbiddenCharacters } });
    // Letters beyond Latin-1 and a quoted right-to-left name in the message stay allowed.
    expect(validateLead({ ...base, name: 'Zoë Ødegård-Łukasiewicz', city: 'Åre', message: 'Min granne \u200fשרה\u200f säger upp avtalet.' }).ok).toBe(true);
  });

  it('null counts as an empty optional field', () => {
    expect(validateLead({ ...base, phone: null, city: null }).ok).toBe(true);
  });

  it('composeContactMessage: the subject first, a blank message stays blank', () => {
    expect(composeContactMessage('Arv', 'Min fråga')).toBe('Ämne: Arv\n\nMin fråga');
    expect(composeContactMessage('  ', 'Min fråga')).toBe('Min fråga');
    expect(composeContactMessage('Arv', '  ')).toBe('  ');
    expect(validateLead({ ...base, message: composeContactMessage('Arv', ' ') })).toMatchObject({ ok: false, message: LEAD_MESSAGES.otherRequired });
  });

  it('rejects wrong types and unknown form types', () => {
    expect(validateLead(null)).toMatchObject({ ok: false });
    expect(validateLead({ ...base, message: 5 })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidField });
    expect(validateLead({ ...base, formType: 'x' })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidFormType });
  });
});
