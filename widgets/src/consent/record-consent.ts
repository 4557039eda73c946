import { invokeFunction, type ConsentMethod } from '@site/shared';

export interface ConsentRecord {
  analytics: boolean;
  marketing: boolean;
  revision: number;
  consentedAt: string;
  method: ConsentMethod;
}

/**
 * Anonymous proof of consent (choice, revision, time, how; no IP or identifier) kept by the
 * practice's server, so it can show when and how consent was given. A failure never blocks
 * the visitor: the choice still applies and is stored in the browser.
 */
export async function recordConsent(record: ConsentRecord): Promise<string | null> {
  try {
    const { data, error } = await invokeFunction<{ id?: string }>('record-consent', record);
    if (error) {
      console.warn('Consent record not stored:', error);
      return null;
    }
    return data?.id ?? null;
  } catch (error) {
    console.warn('Consent record not stored:', error);
    return null;
  }
}
