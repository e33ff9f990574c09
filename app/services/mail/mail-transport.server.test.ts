import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { createLogger } from "~/services/logger.server";
import { createMailTransport } from "./mail-transport.server";

describe("mail without SMTP_URL", () => {
  it("writes each message as an .eml file under DATA_DIR/mail that any mail program opens", async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), "shop-mail-")), "mail");
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: '"HAL Power" <support@halpower.in>', mailDir }, createLogger("silent"));
    await transport.send({ messageId: "<m1@shop.example.in>", to: "asha@example.in", subject: "Order HAL1 placed: ₹1,499", html: "<p>Hi</p>", text: "Hi https://shop.example.in/track-order?orderId=HAL1" });
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(mailDir, files[0]!)));
    expect(mail.subject).toBe("Order HAL1 placed: ₹1,499");
    expect(mail.from?.text).toBe('"HAL Power" <support@halpower.in>');
    expect(mail.text?.trim()).toBe("Hi https://shop.example.in/track-order?orderId=HAL1");
    expect(mail.html).toContain("<p>Hi</p>");
  });
});
