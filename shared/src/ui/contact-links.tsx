import { site } from '../site';

/** The phone number as a call link; every page shows at least one. */
export function PhoneLink({ className, children }: { className?: string; children?: React.ReactNode }) {
  return (
    <a className={className} href={`tel:${site.phoneE164}`}>
      {children ?? site.phone}
    </a>
  );
}

/** The info address as a mail link, with an optional prefilled subject. */
export function EmailLink({ subject, className, children }: { subject?: string; className?: string; children?: React.ReactNode }) {
  return (
    <a className={className} href={mailtoHref(subject)}>
      {children ?? site.email}
    </a>
  );
}

export function mailtoHref(subject?: string): string {
  return `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

export function telHref(): string {
  return `tel:${site.phoneE164}`;
}
