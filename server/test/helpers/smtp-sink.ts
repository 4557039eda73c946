// A real SMTP listener (smtp-server) that records every message; it can be stopped and started
// again on the same port to play "SMTP down".
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.ts';

export interface SmtpSink {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Holds each message this long before accepting it: a slow but live server. */
  delayMs: number;
  /** Recipients refused with 550 at RCPT TO. */
  rejectRecipients: Set<string>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    url: '',
    messages,
    delayMs: 0,
    rejectRecipients: new Set(),
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (sink.rejectRecipients.has(address.address)) {
            callback(Object.assign(new Error('550 5.1.1 No such user here'), { responseCode: 550 }));
          } else callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const accept = () => {
              messages.push({
                ...parseMail(Buffer.concat(chunks).toString('utf8')),
                envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              });
              callback();
            };
            if (sink.delayMs > 0) setTimeout(accept, sink.delayMs);
            else accept();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(sink.port, '127.0.0.1', () => resolve());
      });
      sink.port = (server.server.address() as { port: number }).port;
      sink.url = `smtp://127.0.0.1:${sink.port}`;
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
