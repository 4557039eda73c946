// Vitest global setup of the server project: writes the chat's corpus from the content as it is,
// so the Node server and the Deno entry under test answer from the real pages on a fresh clone
// (the corpus is generated, not committed). A data file that does not load is skipped here, with
// a warning: the content's own tests report it.
import { writeChatCorpus } from './build-chat-corpus.ts';

export default async function setup(): Promise<void> {
  await writeChatCorpus(undefined, { lenient: true });
}
