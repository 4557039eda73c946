import { afterEach, describe, expect, it } from 'vitest';
import { readEmbedConfig } from './embed-config';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => {
  delete window.__SITE_BACKEND__;
});

describe('embed configuration', () => {
  it('reads the functions URL, key and phone from the script tag', () => {
    expect(
      readEmbedConfig(
        script({
          src: 'https://juristbyran.example/remotes/widgets/embed.js',
          'data-functions-url': 'https://abc.supabase.co/functions/v1/',
          'data-anon-key': 'anon-123',
          'data-phone': '08-123 456',
        }),
      ),
    ).toEqual({ backendUrl: 'https://abc.supabase.co', anonKey: 'anon-123', phone: '08-123 456', siteOrigin: 'https://juristbyran.example' });
  });

  it('defaults to the server that served embed.js', () => {
    expect(readEmbedConfig(script({ src: 'http://localhost:8080/remotes/widgets/embed.js' }))).toEqual({
      backendUrl: 'http://localhost:8080',
      anonKey: 'public-anon-key',
      phone: null,
      siteOrigin: 'http://localhost:8080',
    });
  });
});
