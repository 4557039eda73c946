import { describe, expect, it } from 'vitest';
import { isBusinessPath, ownerOf } from './route-owners';

describe('route owners (spec §2 route table)', () => {
  it('maps every route of the table to its remote', () => {
    for (const path of ['/', '/om-oss', '/kontakt', '/anvandarvillkor', '/integritetspolicy', '/services/familj', '/services/fastighetsratt-solna']) {
      expect(ownerOf(path)).toBe('pages-private');
    }
    for (const path of ['/foretag', '/foretag/starta-bolag', '/foretag/']) expect(ownerOf(path)).toBe('pages-business');
    for (const path of ['/artiklar', '/articles/hyresratt-hyresavtal-regler']) expect(ownerOf(path)).toBe('pages-articles');
  });

  it('leaves any other path to the not-found page', () => {
    for (const path of ['/foo', '/foretagare', '/artiklarna', '/servicesx', '/om-oss/mer']) expect(ownerOf(path)).toBeNull();
  });

  it('uses the business anchors only on business pages', () => {
    expect(isBusinessPath('/foretag/kundavtal')).toBe(true);
    expect(isBusinessPath('/artiklar')).toBe(false);
  });
});
