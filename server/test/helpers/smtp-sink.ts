// A real SMTP listener (smtp-server) that records every message; it can be stopped and started
// again on the same port to play "SMTP down".
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime.ts';

export interface SmtpSink {
  port: number;
  url: string;
  messages: ParsedMail[];
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
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            messages.push({
              ...parseMail(Buffer.concat(chunks).toString('utf8')),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            });
            callback();
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
