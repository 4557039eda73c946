// Reads what the e2e server stored (its SQLite database in .data-e2e, see playwright.config.ts):
// a form test checks the lead where it lands, not only the toast.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';

const DB_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.data-e2e/leads.sqlite');

export interface StoredLead {
  id: string;
  form_type: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
}

/** A name no other test uses, so a test finds exactly its own lead. */
export function uniqueName(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`;
}

export function storedLeads(name: string): StoredLead[] {
  const db = new Database(DB_FILE, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, form_type, name, email, phone, city, message from leads where name = ?').all(name) as StoredLead[];
  } finally {
    db.close();
  }
}

/** Waits until exactly one lead with this name is stored, and returns it. */
export async function expectStoredLead(name: string, timeout = 20_000): Promise<StoredLead> {
  await expect.poll(() => storedLeads(name).length, { timeout, message: `lead "${name}" stored once` }).toBe(1);
  return storedLeads(name)[0]!;
}
