import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS, LEAD_MESSAGES, validateLead } from './lead-schema.ts';

const base = { name: 'Anna', email: 'anna@example.se', phone: '', city: '', message: 'Hej', formType: 'general' };

describe('validateLead', () => {
  it('trims and accepts the spec payload; phone and city may be empty strings', () => {
    const result = validateLead({ ...base, name: '  Anna  ', city: ' Solna ' });
    expect(result).toEqual({ ok: true, lead: { ...base, city: 'Solna' }, website: '', startedAt: undefined });
  });

  it('callback requests need name and phone only', () => {
    expect(validateLead({ name: 'Olle', phone: '070-123 45 67', formType: 'callback-request' }).ok).toBe(true);
    expect(validateLead({ name: 'Olle', phone: '  ', email: 'a@b.se', formType: 'callback-request' })).toEqual({
      ok: false,
      title: LEAD_MESSAGES.requiredTitle,
      message: LEAD_MESSAGES.callbackRequired,
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

  it('passes the bot-trap fields through separately from the lead', () => {
    const result = validateLead({ ...base, website: 'x', startedAt: 123 });
    expect(result).toMatchObject({ ok: true, website: 'x', startedAt: 123 });
    expect(result.ok && 'website' in result.lead).toBe(false);
  });

  it('rejects wrong types and unknown form types', () => {
    expect(validateLead(null)).toMatchObject({ ok: false });
    expect(validateLead({ ...base, message: 5 })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidField });
    expect(validateLead({ ...base, formType: 'x' })).toMatchObject({ ok: false, message: LEAD_MESSAGES.invalidFormType });
  });
});
