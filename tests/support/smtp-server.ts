import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

type CapturedMail = ParsedMail & { envelopeTo: string[] };

export type TestSmtpServer = {
  /** `smtp://user:pass@127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received, parsed, in order of arrival. */
  messages: CapturedMail[];
  /** Stops listening (the shop's next try fails to connect) — `start()` brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that keeps what the
 * shop sends: the tests read recipients, subjects, parts and links from it.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CapturedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        // Plain SMTP on loopback: no certificate to trust.
        disabledCommands: ["STARTTLS"],
        logger: false,
        onAuth: (_auth, _session, callback) => callback(null, { user: "shop" }),
        onData(stream, session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              messages.push(Object.assign(parsed, { envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) }));
              callback();
            })
            .catch(callback);
        },
      });
      smtp.on("error", reject);
      smtp.listen(port, "127.0.0.1", () => {
        port = (smtp.server.address() as AddressInfo).port;
        server = smtp;
        resolve();
      });
    });
  await start();
  return {
    get url() {
      return `smtp://shop:secret@127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    start,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = null;
      }),
  };
}
