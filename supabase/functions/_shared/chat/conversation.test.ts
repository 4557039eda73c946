// Who is asking: the roles a question's cues give, and which cards they leave.
import { describe, expect, it } from 'vitest';
import { conversationState, rolesIn } from './conversation.ts';
import { fitsRoles } from './role-fit.ts';

describe('the roles of the visitor', () => {
  it('reads cues by letters: a word that begins with å, ä or ö has a word edge too', () => {
    expect(rolesIn('Jag är uppsagd sedan i fredags')).toContain('employee');
  });

  it('reads who is asking from everyday cues', () => {
    expect(rolesIn('Hur lång uppsägningstid har jag, jag har jobbat på samma ställe i sju år?').has('employee')).toBe(true);
    expect(rolesIn('Min chef sa upp mig efter att jag varit sjukskriven')).toContain('employee');
    expect(rolesIn('Hur länge gäller ett uppehållstillstånd för min man?')).toContain('married');
    expect(rolesIn('Vad kostar lagfarten när man köper ett hus?')).toContain('house');
    expect(rolesIn('Får föreningen neka mig att hyra ut min bostadsrätt?')).toContain('cooperative');
  });

  it('reads "jag som är chef" as the employer, whoever else the message says has worked', () => {
    const roles = rolesIn(
      'Om det i stället är jag som är chef – jag har ett tvätteri och en tjej har jobbat hos mig i fem år. Hur lång uppsägningstid ska hon ha?',
    );
    expect(roles.has('employer')).toBe(true);
    expect(roles.has('employee')).toBe(false);
  });

  it('reads a landlord who gives a tenant notice as the landlord, and a tenant whose landlord wants to let the flat as the tenant', () => {
    const landlord = rolesIn('Jag är hyresvärd i ett litet hus. En hyresgäst har inte betalat aprilhyran – kan jag säga upp honom?');
    expect(landlord.has('landlord')).toBe(true);
    expect(landlord.has('employer')).toBe(false);
    const tenant = rolesIn('hyresvärden säger att jag måste flytta för han vill hyra ut till sin dotter, jag har förstahandskontrakt');
    expect(tenant.has('tenant')).toBe(true);
    expect(tenant.has('landlord')).toBe(false);
  });

  it('reads one who has a loan from a relative and cannot pay as the debtor, not the lender', () => {
    // 'hos min bror' names the lender: the visitor owes, and is to get the borrower's advice, not the lender's.
    const roles = rolesIn('Jag har ett lån hos min bror som jag inte klarar att betala just nu. Vad gör jag så att det inte hamnar hos Kronofogden?');
    expect(roles.has('debtor')).toBe(true);
    expect(roles.has('creditor')).toBe(false);
  });

  it('reads a firm that a customer owes money as the creditor, whatever Kronofogden and inkasso in its question', () => {
    const { roles } = conversationState(
      'En kund är skyldig min firma 40 000 kr sedan i våras och svarar inte på påminnelser. Ska vi gå via inkasso och Kronofogden eller stämma direkt i tingsrätten?',
      [],
    );
    expect(roles.has('creditor')).toBe(true);
    expect(roles.has('debtor')).toBe(false);
  });

  it('reads premises of any kind as a business tenant, not a tenant of a home', () => {
    for (const message of [
      'Vår restauranglokal har fuktskador och hyresvärden gör ingenting',
      'Hyresvärden har sagt upp frisörlokalen',
      'Vi hyr en lokal till vår salong',
    ]) {
      const roles = rolesIn(message);
      expect(roles.has('company')).toBe(true);
      expect(roles.has('private')).toBe(false);
      expect(fitsRoles(['company', 'business', 'tenant'], roles)).toBe(true);
    }
    expect(rolesIn('Hyresvärden gör ingenting åt fukten i min lägenhet').has('company')).toBe(false);
  });

  it('leaves out the cards for the other side, and the other kind of home', () => {
    const house = rolesIn('Hur mycket blir stämpelskatten när vi köper villa?');
    expect(fitsRoles(['private', 'buyer', 'cooperative'], house)).toBe(false);
    expect(fitsRoles(['private', 'buyer', 'house'], house)).toBe(true);
    expect(fitsRoles(['private', 'buyer'], house)).toBe(true);
    expect(fitsRoles(['company', 'employer'], rolesIn('Min chef sa upp mig'))).toBe(false);
  });

  it('switches a fact on a contrast follow-up and asks the earlier question again', () => {
    const state = conversationState('och om vi bara är sambor?', [
      { content: 'Jag är gift och vi har två gemensamma barn. Vem ärver om jag dör?', isUser: true },
      { content: 'Maken ärver …', isUser: false },
    ]);
    expect(state.contrast).toBe(true);
    expect(state.roles.has('sambo')).toBe(true);
    expect(state.roles.has('married')).toBe(false);
    expect(state.query).toMatch(/ärver/);
  });

  it('reads a marriage that never was, in the past tense, as sambo', () => {
    for (const message of ['men om vi aldrig var gifta?', 'och om vi inte har varit gifta', 'men om vi aldrig gifte oss?']) {
      const state = conversationState(message, [{ content: 'Vem ärver min man om han dör? Vi har inga barn.', isUser: true }]);
      expect(state.roles.has('sambo')).toBe(true);
      expect(state.roles.has('married')).toBe(false);
      expect(state.contrast).toBe(true);
    }
  });

  it('asks about a separation when a divorce question is asked again for sambor, and the other way round', () => {
    const sambo = conversationState('och om vi är sambor?', [{ content: 'Vem får bostaden när man skiljer sig?', isUser: true }]);
    expect(sambo.contrast).toBe(true);
    expect(sambo.query).toMatch(/separerar/);
    expect(sambo.query).not.toMatch(/skiljer/);
    const married = conversationState('och om vi är gifta?', [{ content: 'Vem får bostaden när vi separerar?', isUser: true }]);
    expect(married.contrast).toBe(true);
    expect(married.query).toMatch(/skilsmässa/);
  });
});
