import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../site';
import { MAX_TITLE_LENGTH, Seo } from './seo';

afterEach(cleanup);

describe('Seo', () => {
  it('adds the site name when the whole title fits, and leaves it out when it would not', () => {
    render(<Seo title="Om oss" description="Om byrån." path="/om-oss" />);
    expect(document.title).toBe(`Om oss | ${site.name}`);
    cleanup();
    const long = 'Köpa fastighet 2025 – tips inför budgivning, kontrakt och tillträde';
    render(<Seo title={long} description="Om bostadsköp." path="/articles/x" />);
    expect(document.title).toBe(long);
    expect(document.title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  });

  it('writes the canonical link, Open Graph tags and safe JSON-LD', () => {
    render(<Seo title="Kontakt" description="Kontakta oss." path="/kontakt" jsonLd={[{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }]} />);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/kontakt`);
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('sv_SE');
    const script = document.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script.textContent!).name).toBe('</script><script>alert(1)</script>');
  });
});
