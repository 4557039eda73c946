// The article list downloads every article's front matter: the chat's questions stay out of it.
import { expect, it } from 'vitest';

const metas = import.meta.glob<{ meta: Record<string, unknown> }>('./articles/*.md', { eager: true, query: '?meta' });

it('leaves the chat-only questions out of the browser modules', () => {
  expect(Object.keys(metas)).toHaveLength(21);
  for (const [file, { meta }] of Object.entries(metas)) {
    expect(meta.title, file).toBeTruthy();
    expect(meta, file).not.toHaveProperty('questions');
  }
});
