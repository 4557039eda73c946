import { site } from '../site';
import type { JsonLdNode } from './json-ld';

export interface SeoProps {
  /** Page title without the site name; the site name is appended. */
  title: string;
  description: string;
  /** Path of the page (e.g. "/om-oss"), for the canonical link. */
  path: string;
  /** schema.org objects for this page; each is written as one JSON-LD script. */
  jsonLd?: JsonLdNode[];
  noindex?: boolean;
}

export const MAX_TITLE_LENGTH = 70;

/** JSON inside <script> must not be able to close the script element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The one SEO component: title, meta description, canonical and Open Graph (React 19 hoists
 * them into <head>; the prerenderer moves them there in the HTML files) plus JSON-LD.
 */
export function Seo({ title, description, path, jsonLd = [], noindex }: SeoProps) {
  // The site name follows when the whole title stays within 70 characters (what search results show).
  const withName = `${title} | ${site.name}`;
  const fullTitle = title.includes(site.name) || withName.length > MAX_TITLE_LENGTH ? title : withName;
  const url = `${site.siteUrl}${path === '/' ? '/' : path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="sv_SE" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson({ '@context': 'https://schema.org', ...data }) }} />
      ))}
    </>
  );
}
