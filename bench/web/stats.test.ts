import { describe, expect, it } from 'vitest';
import { aimText, cumulativeLayoutShift, formatChart, formatTable, initiatorUrlOf, longestChain, median, METRICS, type RequestRecord } from './stats.ts';

const site = 'http://127.0.0.1:9000';

function request(id: string, path: string, type: string, start: number, initiator?: string): RequestRecord {
  return { id, url: `${site}${path}`, type, start, initiatorUrl: initiator === undefined ? undefined : `${site}${initiator}` };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring missing figures', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([NaN, 7, 1])).toBe(4);
    expect(median([])).toBeNull();
  });
});

describe('initiatorUrlOf', () => {
  it('takes the initiator URL, else the nearest frame with a URL, also from a parent (async) stack', () => {
    expect(initiatorUrlOf({ url: 'a.js' })).toBe('a.js');
    expect(initiatorUrlOf({ stack: { callFrames: [{ url: '' }, { url: 'b.js' }] } })).toBe('b.js');
    expect(initiatorUrlOf({ stack: { callFrames: [], parent: { callFrames: [{ url: 'c.js' }] } } })).toBe('c.js');
    expect(initiatorUrlOf({})).toBeUndefined();
  });
});

describe('longestChain', () => {
  it('counts the federation waterfall: each script requested by the one before', () => {
    const requests = [
      request('1', '/', 'Document', 0),
      request('2', '/assets/index.js', 'Script', 1, '/'),
      request('3', '/remotes/a/remoteEntry.js', 'Script', 2, '/assets/index.js'),
      request('4', '/remotes/a/expose.js', 'Script', 3, '/remotes/a/remoteEntry.js'),
      request('5', '/favicon.svg', 'Other', 1.5),
      request('6', '/assets/side.js', 'Script', 2.5, '/assets/index.js'),
    ];
    expect(longestChain(requests)).toEqual({
      depth: 3,
      urls: [`${site}/assets/index.js`, `${site}/remotes/a/remoteEntry.js`, `${site}/remotes/a/expose.js`],
    });
  });

  it('is one step when the HTML preloads everything, and counts unknown initiators as the document', () => {
    const requests = [
      request('1', '/#top', 'Document', 0),
      request('2', '/assets/index.js', 'Script', 1, '/'),
      request('3', '/remotes.json', 'Fetch', 1.1, '/'),
      request('4', '/assets/area.js', 'Script', 1.2),
    ];
    expect(longestChain(requests).depth).toBe(1);
  });

  it('ends chains at scripts and fetches only, and never hangs a request below a later one', () => {
    const requests = [
      request('1', '/', 'Document', 0),
      request('2', '/style.css', 'Stylesheet', 1, '/'),
      request('3', '/font.woff2', 'Font', 2, '/style.css'),
      request('4', '/late.js', 'Script', 3, '/later.js'),
      request('5', '/later.js', 'Script', 4, '/'),
    ];
    expect(longestChain(requests).depth).toBe(1);
    expect(longestChain([request('1', '/', 'Document', 0)])).toEqual({ depth: 0, urls: [] });
  });
});

describe('cumulativeLayoutShift', () => {
  it('takes the largest session window', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
    // Two windows (gap > 1 s): 0.1 + 0.05, then 0.2.
    expect(
      cumulativeLayoutShift([
        [100, 0.1],
        [600, 0.05],
        [3000, 0.2],
      ]),
    ).toBeCloseTo(0.2);
    expect(
      cumulativeLayoutShift([
        [600, 0.15],
        [100, 0.1],
        [3000, 0.2],
      ]),
    ).toBeCloseTo(0.25);
    // A window ends after 5 s even without a 1 s gap.
    const steady = Array.from({ length: 12 }, (_, i): [number, number] => [i * 900, 0.01]);
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });
});

describe('printing', () => {
  const tti = METRICS.find((metric) => metric.key === 'tti')!;

  it('judges each metric against its aim, for each variant and for the ratio', () => {
    expect(aimText(tti, 2400, 2000)).toBe('≤ 2.5 s: met / met; ratio ≤ 1.10: NOT met');
    expect(aimText(tti, 2600, 2500)).toBe('≤ 2.5 s: NOT met / met; ratio ≤ 1.10: met');
    expect(
      aimText(
        METRICS.find((metric) => metric.key === 'cls')!,
        0,
        0.02,
      ),
    ).toBe('= 0: met / NOT met');
    expect(aimText(tti, null, 2000)).toBe('≤ 2.5 s: no figure / met; ratio ≤ 1.10: no figure');
  });

  it('prints one row per metric with both medians and their ratio', () => {
    const table = formatTable('/foretag', { tti: 3000, jsBytes: 110 * 1024, chain: 1 }, { tti: 2000, jsBytes: 100 * 1024, chain: 1 });
    const rows = table.split('\n');
    expect(rows[0]).toBe('/foretag');
    expect(rows).toHaveLength(3 + METRICS.length);
    expect(rows.find((row) => row.startsWith('TTI'))).toMatch(/3\.00 s\s+2\.00 s\s+1\.50\s+≤ 2\.5 s: NOT met \/ met; ratio ≤ 1\.10: NOT met$/);
    expect(rows.find((row) => row.startsWith('JS gzip'))).toMatch(/110\.0 KB\s+100\.0 KB\s+1\.10\s+ratio ≤ 1\.10: met$/);
    expect(rows.find((row) => row.startsWith('FCP'))).toMatch(/–\s+–\s+–$/);
  });

  it('draws bars in proportion to the largest value', () => {
    const chart = formatChart(tti, [{ page: '/', composed: 4000, oneBundle: 2000 }], 10).split('\n');
    expect(chart[1]).toBe('  /  composed    ██████████ 4.00 s');
    expect(chart[2]).toBe('     one-bundle  █████ 2.00 s');
  });
});
