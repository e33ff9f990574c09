import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

/** What every message says about the shop, from the config. */
export type ShopInfo = { name: string; supportPhone: string; supportEmail: string; baseUrl: string };

export const colors = { text: "#1f2937", muted: "#4b5563", line: "#d1d5db", brand: "#1d4ed8", panel: "#f3f4f6" };

/**
 * One column up to 560 px that shrinks to the phone's width (360 px and less), plain colours
 * with strong contrast that mail clients' dark modes can invert, and the shop's contacts.
 */
export function MailLayout({ shop, preview, children }: { shop: ShopInfo; preview: string; children: ReactNode }) {
  return (
    <Html lang="en-IN">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: "16px 8px", backgroundColor: "#ffffff", color: colors.text, fontFamily: "Arial, Helvetica, sans-serif" }}>
        <Container style={{ width: "100%", maxWidth: "560px" }}>
          <Text style={{ fontSize: "18px", fontWeight: 700, color: colors.brand, margin: "0 0 12px" }}>{shop.name}</Text>
          {children}
          <Hr style={{ borderColor: colors.line, margin: "24px 0 12px" }} />
          <Section>
            <Text style={{ fontSize: "13px", color: colors.muted, margin: 0 }}>
              Questions? Call {shop.supportPhone} or write to <Link href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</Link>.
            </Text>
            <Text style={{ fontSize: "13px", color: colors.muted, margin: "4px 0 0" }}>
              <Link href={shop.baseUrl}>{shop.baseUrl.replace(/^https?:\/\//, "")}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" }}>{children}</Text>;
}

/** A button that is also a plain link, so the plain-text part carries the address. */
export function ActionLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Link
        href={href}
        style={{ display: "inline-block", backgroundColor: colors.brand, color: "#ffffff", padding: "10px 18px", borderRadius: "6px", fontWeight: 700, textDecoration: "none" }}
      >
        {children}
      </Link>
      <Text style={{ fontSize: "12px", color: colors.muted, margin: "8px 0 0", wordBreak: "break-all" }}>{href}</Text>
    </Section>
  );
}
