import { Heading } from "@react-email/components";
import type { LinkMailData } from "~/domain/mail/mail-kinds";
import { ActionLink, MailLayout, Paragraph, type ShopInfo } from "./mail-layout";

const heading = { fontSize: "22px", lineHeight: "28px", margin: "0 0 12px" };

export function PasswordResetMail({ shop, data }: { shop: ShopInfo; data: LinkMailData }) {
  return (
    <MailLayout shop={shop} preview="Reset your password">
      <Heading as="h1" style={heading}>Reset your password</Heading>
      <Paragraph>Hello {data.name}, someone (we hope you) asked to reset the password of your account.</Paragraph>
      <ActionLink href={data.url}>Choose a new password</ActionLink>
      <Paragraph>The link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.</Paragraph>
    </MailLayout>
  );
}

export function VerifyEmailMail({ shop, data }: { shop: ShopInfo; data: LinkMailData }) {
  return (
    <MailLayout shop={shop} preview="Please verify your e-mail address">
      <Heading as="h1" style={heading}>Verify your e-mail address</Heading>
      <Paragraph>Hello {data.name}, welcome to {shop.name}! Please confirm that this address is yours:</Paragraph>
      <ActionLink href={data.url}>Verify my address</ActionLink>
      <Paragraph>If you did not create an account with us, ignore this message.</Paragraph>
    </MailLayout>
  );
}
