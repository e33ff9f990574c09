import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { DEFAULT_PORT_BASE, PORT_BASE } from "./constants";

/**
 * The test shop runs without SMTP_URL, so it writes every message it sends as an .eml file
 * into DATA_DIR/mail (the "shop" server's DATA_DIR, as playwright.config.ts sets it). These
 * helpers read that mailbox as a customer reads theirs.
 */
const MAIL_DIR = path.join(os.tmpdir(), PORT_BASE === DEFAULT_PORT_BASE ? "hal-power-e2e" : `hal-power-e2e-${PORT_BASE}`, "shop", "mail");

async function findMail(to: string, subject: string) {
  const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
  for (const file of files.sort().reverse()) {
    const mail = await simpleParser(await readFile(path.join(MAIL_DIR, file)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address));
    if (mail.subject === subject && recipients.includes(to)) return mail;
  }
  return null;
}

/** The first shop link in the newest message to `to` with this subject, once it has been sent. */
export async function linkFromMail(to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await findMail(to, subject);
      link = mail?.text?.match(/https?:\/\/localhost:\d+\/[\w-]+\?token=[^\s\]]+/)?.[0];
      return link;
    }, { message: `a "${subject}" message to ${to} in ${MAIL_DIR}`, timeout: 15_000 })
    .toBeTruthy();
  return link!;
}
