/**
 * An SMTP server on loopback that accepts every message and counts deliveries per recipient and
 * subject; it can be stopped and started again on the same port (to refuse connections in between).
 * Used by the e-mail queue tests and by scripts/scale-out.mjs.
 */
import { SMTPServer } from 'smtp-server';

/** One received message. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

/** The sink. */
export interface SmtpSink {
  /** The port it listens on (kept across stop/start). */
  port: number;
  /** `smtp://127.0.0.1:<port>` with TLS off, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Runs after a message's data arrived and before the server answers 250 (the sender waits). */
  beforeAccept: ((mail: ReceivedMail) => Promise<void>) | null;
  /** Stops listening: connections are refused until {@link start}. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Starts a sink on `port` (0: any free port).
 * @param options.listening start listening now @default true (false: reserve a port and refuse)
 */
export async function startSmtpSink(
  port = 0,
  options: { listening?: boolean } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          const mail = { to: session.envelope.rcptTo.map((r) => r.address), subject, raw };
          received.push(mail);
          const before = sink.beforeAccept ?? (async () => {});
          before(mail).then(
            () => callback(),
            (error: unknown) => callback(error as Error),
          );
        });
      },
    });
  // eslint-disable-next-line prefer-const -- assigned below, read by the server's callbacks
  let sink: SmtpSink;
  let server = create();
  let open = true;
  const bound = await listen(server, port);
  sink = {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    received,
    beforeAccept: null,
    async stop() {
      if (!open) return;
      open = false;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      if (open) return;
      server = create();
      await listen(server, bound);
      open = true;
    },
  };
  if (options.listening === false) await sink.stop();
  return sink;
}
