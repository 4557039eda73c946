// A visitor's browser as the fault tests need it: each submission has its own submissionId, is
// sent once, and counts as a success only when answered `{ success: true }`. Every other answer
// is a failure the browser shows (with the phone number; a server answer must carry it itself).
export interface Submission {
  submissionId: string;
  body: Record<string, unknown>;
}

export type Outcome = { kind: 'success'; id: string } | { kind: 'failure'; status: number; error: string } | { kind: 'network'; message: string };

export function submissions(count: number, tag: string): Submission[] {
  return Array.from({ length: count }, (_, i) => {
    const submissionId = crypto.randomUUID();
    return {
      submissionId,
      body: {
        name: `${tag} ${i}`,
        email: `${tag.toLowerCase().replace(/\W/g, '')}${i}@example.se`,
        phone: '070-123 45 67',
        city: '',
        message: `Förfrågan ${i} (${tag})`,
        formType: (['general', 'hero', 'business', 'callback-request'] as const)[i % 4],
        submissionId,
        fillMs: 30_000,
      },
    };
  });
}

export async function submit(url: string, submission: Submission): Promise<Outcome> {
  try {
    const response = await fetch(`${url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(submission.body),
      signal: AbortSignal.timeout(15_000),
    });
    const data = (await response.json().catch(() => ({}))) as { success?: boolean; id?: string; error?: string };
    if (response.status === 200 && data.success === true && data.id) return { kind: 'success', id: data.id };
    return { kind: 'failure', status: response.status, error: data.error ?? '' };
  } catch (error) {
    return { kind: 'network', message: (error as Error).message };
  }
}

/**
 * Sends every submission once, `concurrency` at a time; `onAnswer(n)` runs after the n-th
 * answer (to stop SMTP, kill the server or take the database away mid-burst).
 */
export async function burst(
  url: string | (() => string),
  list: Submission[],
  options: { concurrency: number; onAnswer?: (answered: number) => void | Promise<void> },
): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < list.length) {
        const submission = list[next++]!;
        outcomes.set(submission.submissionId, await submit(typeof url === 'string' ? url : url(), submission));
        await options.onAnswer?.(++answered);
      }
    }),
  );
  return outcomes;
}
