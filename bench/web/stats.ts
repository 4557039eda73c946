// Pure helpers of `pnpm bench:web` (bench/web-bench.ts): medians, the initiator chain of a page's
// requests, CLS from layout shifts, and the printed table and charts. No I/O here.

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One request of a page load as CDP reported it (Network.requestWillBeSent). */
export interface RequestRecord {
  id: string;
  url: string;
  /** CDP resource type: Document, Script, Fetch, XHR, Stylesheet, Image, Other… */
  type: string;
  /** The URL of the document or script that caused it, if CDP named one. */
  initiatorUrl?: string;
  /** Monotonic start time (seconds). */
  start: number;
}

/** What CDP's `initiator` says caused a request: its own URL or the nearest script frame of its stack. */
export function initiatorUrlOf(initiator: { url?: string; stack?: { callFrames: { url: string }[]; parent?: unknown } }): string | undefined {
  if (initiator.url) return initiator.url;
  let stack = initiator.stack as { callFrames: { url: string }[]; parent?: unknown } | undefined;
  while (stack) {
    const frame = stack.callFrames.find((candidate) => candidate.url);
    if (frame) return frame.url;
    stack = stack.parent as typeof stack;
  }
  return undefined;
}

const CHAIN_TYPES = new Set(['Script', 'Fetch', 'XHR']);

function withoutHash(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/**
 * The longest chain of sequential requests after the document: each request hangs below the
 * earliest-started request of its initiator's URL (the document is depth 0; a request with no
 * known initiator counts as caused by the document). Only script and fetch requests end a chain.
 */
export function longestChain(requests: readonly RequestRecord[]): { depth: number; urls: string[] } {
  const ordered = [...requests].sort((a, b) => a.start - b.start);
  const firstByUrl = new Map<string, RequestRecord>();
  for (const request of ordered) if (!firstByUrl.has(withoutHash(request.url))) firstByUrl.set(withoutHash(request.url), request);
  const document = ordered.find((request) => request.type === 'Document');
  const depth = new Map<string, number>();
  const parentOf = new Map<string, RequestRecord | undefined>();
  // Started in order, so a parent's depth is known before its children's.
  for (const request of ordered) {
    if (request === document) {
      depth.set(request.id, 0);
      continue;
    }
    const candidate = request.initiatorUrl ? firstByUrl.get(withoutHash(request.initiatorUrl)) : undefined;
    const parent = candidate && candidate !== request && depth.has(candidate.id) ? candidate : document;
    parentOf.set(request.id, parent);
    depth.set(request.id, (parent ? depth.get(parent.id)! : 0) + 1);
  }
  let deepest: RequestRecord | undefined;
  for (const request of ordered) {
    if (!CHAIN_TYPES.has(request.type)) continue;
    if (!deepest || depth.get(request.id)! > depth.get(deepest.id)!) deepest = request;
  }
  if (!deepest) return { depth: 0, urls: [] };
  const urls: string[] = [];
  for (let node: RequestRecord | undefined = deepest; node && node !== document; node = parentOf.get(node.id)) urls.unshift(node.url);
  return { depth: depth.get(deepest.id)!, urls };
}

/** Cumulative layout shift as Chrome defines it: the largest session window (shifts less than 1 s apart, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly [startTime: number, value: number][]): number {
  let best = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  let sum = 0;
  for (const [time, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (time - last > 1000 || time - windowStart > 5000) {
      windowStart = time;
      sum = 0;
    }
    sum += value;
    last = time;
    best = Math.max(best, sum);
  }
  return best;
}

// ---- printing ----------------------------------------------------------------------------------

export type MetricKey = 'fcp' | 'lcp' | 'tti' | 'hydrated' | 'jsBytes' | 'jsRequests' | 'requests' | 'chain' | 'cls';

export interface Metric {
  key: MetricKey;
  label: string;
  unit: 'ms' | 'bytes' | 'count' | 'score';
  /** An absolute aim for each variant (e.g. TTI ≤ 2500 ms). */
  max?: number;
  /** An aim for the ratio composed / one-bundle. */
  maxRatio?: number;
}

export const METRICS: Metric[] = [
  { key: 'fcp', label: 'FCP', unit: 'ms' },
  { key: 'lcp', label: 'LCP', unit: 'ms', max: 1000 },
  { key: 'tti', label: 'TTI (first click)', unit: 'ms', max: 2500, maxRatio: 1.1 },
  { key: 'hydrated', label: 'area hydrated', unit: 'ms' },
  { key: 'jsBytes', label: 'JS gzip', unit: 'bytes', maxRatio: 1.1 },
  { key: 'jsRequests', label: 'JS requests', unit: 'count' },
  { key: 'requests', label: 'requests', unit: 'count' },
  { key: 'chain', label: 'chain after HTML', unit: 'count', max: 3 },
  { key: 'cls', label: 'CLS', unit: 'score', max: 0 },
];

export type Figures = Partial<Record<MetricKey, number | null>>;

export function formatValue(value: number | null | undefined, unit: Metric['unit']): string {
  if (value === null || value === undefined) return '–';
  switch (unit) {
    case 'ms':
      return `${(value / 1000).toFixed(2)} s`;
    case 'bytes':
      return `${(value / 1024).toFixed(1)} KB`;
    case 'score':
      return value.toFixed(3);
    default:
      return String(Math.round(value));
  }
}

export function ratio(composed: number | null | undefined, oneBundle: number | null | undefined): number | null {
  if (composed === null || composed === undefined || oneBundle === null || oneBundle === undefined) return null;
  if (oneBundle === 0) return composed === 0 ? 1 : null;
  return composed / oneBundle;
}

function verdict(met: boolean | null): string {
  return met === null ? 'no figure' : met ? 'met' : 'NOT met';
}

/** One metric's aims (its limit for each variant, its composed / one-bundle ratio) next to its figures. */
export function aimText(metric: Metric, composed: number | null | undefined, oneBundle: number | null | undefined): string {
  const parts: string[] = [];
  if (metric.max !== undefined) {
    const limit = metric.unit === 'ms' ? `${metric.max / 1000} s` : String(metric.max);
    const check = (value: number | null | undefined) => (value === null || value === undefined ? null : value <= metric.max!);
    parts.push(`${metric.max === 0 ? '=' : '≤'} ${limit}: ${verdict(check(composed))} / ${verdict(check(oneBundle))}`);
  }
  if (metric.maxRatio !== undefined) {
    const value = ratio(composed, oneBundle);
    parts.push(`ratio ≤ ${metric.maxRatio.toFixed(2)}: ${verdict(value === null ? null : value <= metric.maxRatio)}`);
  }
  return parts.join('; ');
}

function pad(text: string, width: number, right = false): string {
  const gap = Math.max(0, width - [...text].length);
  return right ? ' '.repeat(gap) + text : text + ' '.repeat(gap);
}

/** One page's side-by-side table: the medians of both variants, their ratio and the aims. */
export function formatTable(page: string, composed: Figures, oneBundle: Figures): string {
  const rows = METRICS.map((metric) => {
    const a = composed[metric.key];
    const b = oneBundle[metric.key];
    const r = ratio(a, b);
    return [metric.label, formatValue(a, metric.unit), formatValue(b, metric.unit), r === null ? '–' : r.toFixed(2), aimText(metric, a, b)];
  });
  const header = ['metric', 'composed', 'one-bundle', 'ratio', 'aim (composed / one-bundle)'];
  const widths = header.map((title, column) => Math.max([...title].length, ...rows.map((row) => [...row[column]!].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => pad(cell, widths[column]!, column > 0 && column < 4))
      .join('  ')
      .trimEnd();
  return [page, line(header), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A horizontal bar chart of one metric: a bar per page and variant, scaled to the largest value. */
export function formatChart(
  metric: Metric,
  rows: { page: string; composed: number | null | undefined; oneBundle: number | null | undefined }[],
  width = 40,
): string {
  const values = rows.flatMap((row) => [row.composed, row.oneBundle]).filter((value): value is number => typeof value === 'number');
  const top = Math.max(0, ...values);
  const bar = (value: number | null | undefined) => {
    if (value === null || value === undefined) return '–';
    const length = top > 0 ? Math.round((value / top) * width) : 0;
    return `${'█'.repeat(length)}${length === 0 && value > 0 ? '▏' : ''} ${formatValue(value, metric.unit)}`;
  };
  const pageWidth = Math.max(...rows.map((row) => [...row.page].length));
  const lines = [metric.label];
  for (const row of rows) {
    lines.push(`  ${pad(row.page, pageWidth)}  composed    ${bar(row.composed)}`);
    lines.push(`  ${pad('', pageWidth)}  one-bundle  ${bar(row.oneBundle)}`);
  }
  return lines.join('\n');
}
