// The consent texts: those the practice gave us verbatim, the rest written for the practice.
export const CONSENT_TEXT = {
  bannerHeading: 'Vi använder cookies',
  // Short enough that the banner takes at most a third of a phone's screen (docs/product-rules.md#cookies-and-consent), and in two
  // short paragraphs, so that it never becomes the page's largest paint.
  bannerBody:
    'Vi använder nödvändiga cookies för att webbplatsen ska fungera. Med ditt samtycke använder vi också cookies för statistik och för innehåll från externa tjänster, som kartor.',
  bannerChange: 'Du kan ändra ditt val när som helst.',
  bannerPolicyLead: 'Läs mer i vår',
  policyLink: 'integritetspolicy',
  settings: 'Inställningar',
  rejectAll: 'Avvisa alla',
  acceptAll: 'Acceptera alla',
  dialogTitle: 'Cookie-inställningar',
  dialogDescription: 'Hantera dina cookie-preferenser. Du kan ändra dessa inställningar när som helst.',
  necessary: 'Nödvändiga cookies',
  necessaryDescription:
    'Behövs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt cookieval och skydda våra formulär mot missbruk. De kan inte stängas av.',
  required: 'Krävs',
  analytics: 'Analys cookies',
  analyticsDescription: 'Ger oss statistik över hur webbplatsen används (Google Analytics), så att vi kan förbättra den. Används bara om du samtycker.',
  marketing: 'Marknadsföring cookies',
  marketingDescription:
    'Gör det möjligt att visa innehåll från externa tjänster, till exempel kartor, och att mäta våra annonser. Tredje parter kan då sätta egna cookies.',
  infoHeading: 'Information om cookies',
  infoBody: 'Hur vi behandlar personuppgifter och vilka cookies vi använder beskrivs i vår',
  infoAnd: 'Villkoren för webbplatsen finns i våra',
  termsLink: 'användarvillkor',
  save: 'Spara inställningar',
  close: 'Stäng cookie-inställningarna',
  gpcNotice:
    'Din webbläsare skickar signalen Global Privacy Control. Vi har därför avvisat analys- och marknadsföringscookies åt dig. Vill du göra ett annat val kan du ändra det här.',
  savedAt: 'Ditt val sparades',
} as const;
