// The chat on the site's own pages: an answer that opens with a qualifier ('Bara i den mån …') answers its own
// question, so it stands under that question when the visitor asked in other words.
import { describe, expect, it } from 'vitest';
import { embeddedAnswer } from 'supabase-functions/chat/embedded-answer.ts';
import { conversationAfter, knowledge, site } from './chat-on-site.ts';

describe('an answer that opens with a qualifier', () => {
  it('stands under its own question', () => {
    const earlier = 'Vi är ett företag och en kund säger att maskinen vi sålde var felaktig. Hur länge har kunden på sig att reklamera?';
    const conversation = conversationAfter(earlier);
    const reply = embeddedAnswer(knowledge, site, 'om kunden är en privatperson då?', conversation).reply;
    expect(reply).toMatch(/^Gäller våra villkor även när vi säljer till privatpersoner\?\nBara i den mån/);
  });

  it('puts an answer that opens "Bara vid …" under its own question', () => {
    const reply = embeddedAnswer(knowledge, site, 'Får vi sparka en anställd direkt, utan uppsägningstid, för att han har stulit från kassan?', []).reply;
    expect(reply).toMatch(/^Kan vi avskeda en anställd på dagen\?\nBara vid grovt åsidosättande/);
  });

  it('puts an answer that lists the conditions "Om …" under the question it answers', () => {
    const reply = embeddedAnswer(
      knowledge,
      site,
      'Hyresvärden vill inte förlänga vårt lokalkontrakt. I vilka fall slipper han betala oss ersättning?',
      [],
    ).reply;
    expect(reply).toMatch(/^När slipper hyresvärden betala ersättning för en uppsagd lokal\?\nOm hyresgästen/);
  });
});
