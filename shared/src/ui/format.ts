const MONTHS = ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'];

/**
 * The one date formatter: ISO date → Swedish, '2025-01-07' → '7 januari 2025'. No Intl,
 * so the prerendered HTML and the browser always agree.
 */
export function formatSwedishDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** A moment (ISO time) as the calendar day it was where the reader is: '7 januari 2025'. */
export function formatSwedishDay(instant: string | Date): string {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return formatSwedishDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`);
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
