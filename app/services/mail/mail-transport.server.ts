import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Config } from "~/config.server";
import type { Logger } from "~/services/logger.server";

/** A file sent with a message (the GST invoice with "payment confirmed"). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

type OutgoingMail = {
  /** Stable per message, so a mail client can tell a re-delivery from a new message. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
};

export type MailTransport = {
  /** Hands the message to the SMTP server (or writes it to a file); throws when it cannot. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/** Well under the job lease (60 s): a stuck server fails the try before another process may take it. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an `.eml` file under
 * DATA_DIR/mail, and its subject and first link logged, so a laptop shows what would be sent.
 * Nodemailer (~20 MB once loaded) is loaded with the first message, not at the server's
 * start: most processes of a shop send none for long stretches (decision 022).
 */
export function createMailTransport(config: Pick<Config, "SMTP_URL" | "MAIL_FROM" | "mailDir">, log: Logger): MailTransport {
  let transporter: Promise<Transporter> | null = null;
  let closed = false;
  const open = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      config.SMTP_URL
        ? nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
    ));
  return {
    async send(mail) {
      if (closed) throw new Error("The mail transport is closed");
      const transport = await open();
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      if (config.SMTP_URL) return;
      await mkdir(config.mailDir, { recursive: true });
      const file = path.join(config.mailDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
      log.info({ to: mail.to, subject: mail.subject, link, file }, "mail written to a file (SMTP_URL is not set)");
    },
    close() {
      closed = true;
      void transporter?.then((transport) => transport.close(), () => undefined);
    },
  };
}
