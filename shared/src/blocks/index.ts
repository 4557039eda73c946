// Shared page blocks: every content page composes these, none copies them (docs/content-authoring.md).
export { Badge, BadgeList, type BadgeTone } from './badge';
export { CardGrid } from './card-grid';
export { Callout } from './callout';
export { CtaBand } from './cta-band';
export { DialogOpener, SiteDialog, keepFocusOnPage } from './dialog';
export { Faq, faqJsonLd } from './faq';
export { InlineText, TextLink, linksIn, plainTextOf } from './inline-text';
export { ContentSection, FaqSection, PageSections, ProcessSection } from './page-sections';
export { ContactActions, HeroBand, PageHero, type HeroVariant, type PageHeroProps } from './page-hero';
export { ProcessSteps } from './process-steps';
export { MarkdownHtml, Paragraphs, ProseBody } from './prose';
export { RelatedLinks } from './related-links';
export { ReviewedDate } from './reviewed-date';
export { Stats } from './stats';
export { ContactDetails } from './contact-details';
export { ServicePageTop, type ServicePageTopProps } from './service-page-top';
