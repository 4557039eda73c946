// Broken requests to each function (fuzz-functions.test.ts): leads as JSON and as native form
// posts, consent records and chat messages, each invalid whatever noise it also carries.
import fc from 'fast-check';
import {
  brokenBody,
  SCRIPTS,
  encoder,
  extraFields,
  jsonCase,
  lineControlChar,
  notAString,
  scriptText,
  withNoise,
  controlChar,
  deepJson,
  type Case,
} from './fuzz-values.ts';

const FORM_TYPES = ['general', 'hero', 'business', 'callback-request'] as const;
type FormType = (typeof FORM_TYPES)[number];
const required = (formType: FormType) => (formType === 'callback-request' ? ['name', 'phone'] : ['name', 'email', 'message']);
export const validLead = (formType: FormType): Record<string, unknown> => ({
  name: 'Anna Andersson',
  email: 'anna@example.se',
  phone: '070-123 45 67',
  city: 'Solna',
  message: 'Min hyresvärd har sagt upp mig. Vad gäller?',
  formType,
});
const FIELDS = ['name', 'email', 'phone', 'city', 'message'] as const;
const LIMITS = { name: 200, email: 254, phone: 40, city: 100, message: 5000 };

/** One breaking change to a lead of the given form type; the lead is invalid afterwards, whatever else it holds. */
function breakLead(formType: FormType) {
  const needed = required(formType);
  return fc.oneof(
    fc
      .record({ field: fc.constantFrom(...needed), blank: fc.constantFrom('', '   ', '\n\t ', '\u00a0'.trim()) })
      .map(({ field, blank }) => ({ what: `blank ${field}`, apply: (l: Record<string, unknown>) => ({ ...l, [field]: blank }) })),
    fc.constantFrom(...needed).map((field) => ({
      what: `missing ${field}`,
      apply: (l: Record<string, unknown>) => Object.fromEntries(Object.entries(l).filter(([key]) => key !== field)),
    })),
    fc.record({ field: fc.constantFrom(...FIELDS, 'formType'), value: notAString }).map(({ field, value }) => ({
      what: `${field} of type ${Array.isArray(value) ? 'array' : typeof value}`,
      apply: (l: Record<string, unknown>) => ({ ...l, [field]: value }),
    })),
    fc.record({ field: fc.constantFrom(...FIELDS), depth: fc.integer({ min: 50, max: 3000 }) }).map(({ field, depth }) => ({
      what: `${field} nested ${depth} deep`,
      apply: (l: Record<string, unknown>) => ({ ...l, [field]: JSON.parse(deepJson(depth)) as unknown }),
    })),
    fc
      .oneof(
        fc.string({ maxLength: 20 }).filter((value) => !(FORM_TYPES as readonly string[]).includes(value)),
        scriptText,
      )
      .map((value) => ({ what: `formType ${JSON.stringify(value)}`, apply: (l: Record<string, unknown>) => ({ ...l, formType: value }) })),
    fc
      .constantFrom(
        'anna',
        'anna@example',
        'an na@example.se',
        'anna@example.se\r\nBcc: all@example.com',
        'anna@example.se\nCc: x@y.se',
        '<script>@x.se',
        'a@b.se>',
        '"a"@b.se',
        'anna@@example.se',
      )
      .map((email) => ({ what: `e-mail ${JSON.stringify(email)}`, apply: (l: Record<string, unknown>) => ({ ...l, email }) })),
    fc
      .constantFrom('ring mig', '12345', '070-123 45 67 ext 2', '+46 70\r\nX: y', '<script>alert(1)</script>')
      .map((phone) => ({ what: `phone ${JSON.stringify(phone)}`, apply: (l: Record<string, unknown>) => ({ ...l, phone }) })),
    fc.record({ field: fc.constantFrom('name', 'email', 'phone', 'city'), char: lineControlChar, header: fc.boolean() }).map(({ field, char, header }) => ({
      what: `${field} with U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      apply: (l: Record<string, unknown>) => ({
        ...l,
        [field]: field === 'phone' ? `070${char}1234567` : `${String(l[field])}${char}${header ? 'Bcc: victim@example.com' : 'x'}`,
      }),
    })),
    controlChar.map((char) => ({
      what: `message with U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
      apply: (l: Record<string, unknown>) => ({ ...l, message: `Hej${char}då` }),
    })),
    fc.constantFrom(...FIELDS).map((field) => ({
      what: `${field} too long`,
      apply: (l: Record<string, unknown>) => ({
        ...l,
        [field]: field === 'email' ? `${'a'.repeat(250)}@example.se` : field === 'phone' ? '0'.repeat(41) : 'å'.repeat(LIMITS[field] + 1),
      }),
    })),
    fc
      .constantFrom('name', 'message', 'city')
      .map((field) => ({ what: `${field} with a lone surrogate`, apply: (l: Record<string, unknown>) => ({ ...l, [field]: `Anna\ud800` }) })),
    fc
      .oneof(
        fc.constant('x y'),
        fc.constant('kort'),
        fc.string({ minLength: 101, maxLength: 120 }),
        notAString.filter((value) => value !== null),
      )
      .map((submissionId) => ({ what: 'bad submissionId', apply: (l: Record<string, unknown>) => ({ ...l, submissionId }) })),
    fc
      .oneof(fc.constant(-1), fc.constant('2000'), fc.constant({}), fc.constant([1]))
      .map((fillMs) => ({ what: `fillMs ${JSON.stringify(fillMs)}`, apply: (l: Record<string, unknown>) => ({ ...l, fillMs }) })),
  );
}

export const jsonLeadCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .record({ formType: fc.constantFrom(...FORM_TYPES), extras: extraFields, script: scriptText })
      .chain(({ formType, extras, script }) =>
        breakLead(formType).map((broken) =>
          jsonCase('send-contact-email', `${formType}: ${broken.what}`, broken.apply(withNoise(validLead(formType), extras, script))),
        ),
      ),
  },
  { weight: 2, arbitrary: brokenBody('send-contact-email') },
);

/** A native post: form-encoded (or multipart), every value a string, broken in a way a form can be. */
export const formLeadCases: fc.Arbitrary<Case> = fc
  .record({
    formType: fc.constantFrom(...FORM_TYPES),
    script: scriptText,
    returnTo: fc.oneof(
      fc.constant('/kontakt'),
      fc.constantFrom('//evil.example', 'javascript:alert(1)', 'https://evil.example/', '/"><script>alert(1)</script>'),
    ),
    multipart: fc.boolean(),
  })
  .chain(({ formType, script, returnTo, multipart }) =>
    fc
      .oneof(
        fc.constantFrom(...required(formType)).map((field) => ({ what: `blank ${field}`, change: { [field]: '  ' } as Record<string, string> })),
        fc
          .constantFrom('anna', 'anna@example.se\r\nBcc: all@example.com', `${script}@x.se`)
          .map((email) => ({ what: `e-mail ${JSON.stringify(email)}`, change: { email } })),
        fc.constantFrom('ring mig', '123', script).map((phone) => ({ what: `phone ${JSON.stringify(phone)}`, change: { phone } })),
        fc
          .record({ field: fc.constantFrom('name', 'city'), char: lineControlChar })
          .map(({ field, char }) => ({ what: `${field} with a control character`, change: { [field]: `Anna${char}Bcc: x@y.se ${script}` } })),
        fc.constantFrom('newsletter', script, '').map((value) => ({ what: `formType ${JSON.stringify(value)}`, change: { formType: value } })),
        fc.constant({ what: 'message too long', change: { message: `${script}${'x'.repeat(5001)}` } }),
      )
      .map(({ what, change }): Case => {
        const fields: Record<string, string> = {};
        const lead = validLead(formType);
        for (const [key, value] of Object.entries({
          ...lead,
          name: `${String(lead.name)} ${script}`,
          subject: `Ämne ${script}`,
          returnTo,
          website: '',
          ...change,
        }))
          fields[key] = String(value);
        if (multipart) {
          const boundary = '----fuzz' + Math.abs(what.length * 7919).toString(16);
          const body =
            Object.entries(fields)
              .map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`)
              .join('') + `--${boundary}--\r\n`;
          return {
            fn: 'send-contact-email',
            what: `multipart ${formType}: ${what}`,
            body,
            contentType: `multipart/form-data; boundary=${boundary}`,
            html: true,
          };
        }
        return {
          fn: 'send-contact-email',
          what: `form ${formType}: ${what}`,
          body: new URLSearchParams(fields).toString(),
          contentType: 'application/x-www-form-urlencoded',
          html: true,
        };
      }),
  );
export const brokenForms: fc.Arbitrary<Case> = fc.oneof(
  fc
    .constantFrom(
      'name=%FF%FE&formType=hero',
      'name=%E0%A4%A&formType=hero&email=a@b.se&message=x',
      'name=%ED%A0%80&formType=general',
      'name=%C0%AF&formType=general',
    )
    .map((body) => ({
      fn: 'send-contact-email' as const,
      what: `invalid percent-encoding ${body}`,
      body,
      contentType: 'application/x-www-form-urlencoded',
      html: true,
    })),
  fc.uint8Array({ minLength: 1, maxLength: 50 }).map((bytes) => ({
    fn: 'send-contact-email' as const,
    what: 'raw invalid UTF-8 form',
    body: new Uint8Array([...encoder.encode('formType=hero&name='), 0xff, ...bytes]),
    contentType: 'application/x-www-form-urlencoded',
    html: true,
  })),
  fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x').map((contentType) => ({
    fn: 'send-contact-email' as const,
    what: `broken multipart (${contentType})`,
    body: 'name=Anna&formType=hero',
    contentType,
    html: true,
  })),
  fc.integer({ min: 33_000, max: 100_000 }).map((size) => ({
    fn: 'send-contact-email' as const,
    what: `form of ${size} bytes`,
    body: `formType=hero&name=Anna&message=${'x'.repeat(size)}`,
    contentType: 'application/x-www-form-urlencoded',
    html: true,
  })),
);

const validConsent = { analytics: true, marketing: false, revision: 1, consentedAt: '2026-01-01T10:00:00+01:00', method: 'custom' };
export const consentCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .oneof(
        fc
          .record({
            field: fc.constantFrom('analytics', 'marketing'),
            value: fc.oneof(
              fc.string(),
              fc.integer(),
              fc.constant(null),
              notAString.filter((value) => typeof value !== 'boolean'),
            ),
          })
          .map(({ field, value }) => ({ what: `${field} not a boolean`, change: { [field]: value } })),
        fc
          .oneof(fc.integer({ max: -1 }), fc.double({ min: 0.1, max: 0.9 }), fc.integer({ min: 1_000_001 }), fc.string(), fc.constant(null))
          .map((revision) => ({ what: `revision ${JSON.stringify(revision)}`, change: { revision } })),
        fc
          .oneof(fc.string({ maxLength: 30 }), fc.constant('yesterday'), fc.constant('2026-13-45T99:00:00Z'), fc.integer(), scriptText)
          .map((consentedAt) => ({ what: `consentedAt ${JSON.stringify(consentedAt)}`, change: { consentedAt } })),
        fc
          .oneof(
            fc.string({ minLength: 1, maxLength: 12 }).filter((value) => !['accept-all', 'reject-all', 'custom', 'gpc'].includes(value)),
            scriptText,
          )
          .map((method) => ({ what: `method ${JSON.stringify(method)}`, change: { method } })),
        fc.constantFrom('analytics', 'marketing', 'revision', 'consentedAt').map((field) => ({ what: `missing ${field}`, change: { [field]: undefined } })),
      )
      .chain(({ what, change }) => extraFields.map((extras) => jsonCase('record-consent', what, { ...extras, ...validConsent, ...change }))),
  },
  { weight: 2, arbitrary: brokenBody('record-consent') },
);

export const chatCases: fc.Arbitrary<Case> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.oneof(
      fc
        .oneof(fc.constant(''), fc.constant('   \n\t'), notAString)
        .map((message) => jsonCase('legal-chat', `message ${JSON.stringify(message)?.slice(0, 20)}`, { message, conversation: [] })),
      fc
        .oneof(fc.string(), fc.integer(), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }))
        .map((conversation) => jsonCase('legal-chat', 'conversation not a list', { message: 'Hej', conversation })),
      fc
        .array(
          fc.oneof(
            fc.record({ content: fc.integer(), isUser: fc.boolean() }),
            fc.record({ content: fc.string(), isUser: fc.string() }),
            fc.record({ text: fc.string() }),
            fc.constant(null),
          ),
          { minLength: 1, maxLength: 5 },
        )
        .map((conversation) => jsonCase('legal-chat', 'conversation with broken entries', { message: `Hej ${SCRIPTS[0]}`, conversation })),
      fc.constant(jsonCase('legal-chat', 'no message', { conversation: [] })),
    ),
  },
  { weight: 2, arbitrary: brokenBody('legal-chat') },
);
