// Ids of leads and outbox mails: UUID version 7 (RFC 9562), time-ordered. Stored rows then land
// at the end of each primary-key index instead of at a random page of it, which makes a stored
// lead several times cheaper (SQLite writes only the pages a commit touched to its WAL) and keeps
// PostgreSQL's indexes compact. They are ordinary UUIDs to every reader.
const pool = new Uint8Array(16 * 256);
let offset = pool.length;
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function uuidv7(now: number = Date.now()): string {
  if (offset >= pool.length) {
    crypto.getRandomValues(pool);
    offset = 0;
  }
  const b = pool.subarray(offset, offset + 16);
  offset += 16;
  // 48-bit Unix time in milliseconds, then the version (7) and the variant (10xx).
  const high = Math.floor(now / 0x10000);
  const low = now % 0x10000;
  b[0] = (high >>> 24) & 0xff;
  b[1] = (high >>> 16) & 0xff;
  b[2] = (high >>> 8) & 0xff;
  b[3] = high & 0xff;
  b[4] = (low >>> 8) & 0xff;
  b[5] = low & 0xff;
  b[6] = (b[6]! & 0x0f) | 0x70;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = (index: number) => HEX[b[index]!]!;
  return `${h(0)}${h(1)}${h(2)}${h(3)}-${h(4)}${h(5)}-${h(6)}${h(7)}-${h(8)}${h(9)}-${h(10)}${h(11)}${h(12)}${h(13)}${h(14)}${h(15)}`;
}
