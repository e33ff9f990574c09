import { plainTextSelectors, render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { LinkMailData, MailData, MailKind, OrderMailData } from "~/domain/mail/mail-kinds";
import { PasswordResetMail, VerifyEmailMail } from "./link-mails";
import type { ShopInfo } from "./mail-layout";
import { OrderPlacedMail, OrderUpdateMail, OwnerOrderMail } from "./order-mails";

function template(shop: ShopInfo, kind: MailKind, data: MailData): ReactElement {
  switch (kind) {
    case "order-placed":
      return <OrderPlacedMail shop={shop} order={data as OrderMailData} />;
    case "payment-confirmed":
    case "order-shipped":
    case "order-out-for-delivery":
    case "order-delivered":
    case "order-cancelled":
      return <OrderUpdateMail shop={shop} kind={kind} order={data as OrderMailData} />;
    case "owner-new-order":
    case "owner-utr-submitted":
    case "owner-payment-flagged":
      return <OwnerOrderMail shop={shop} kind={kind} order={data as OrderMailData} />;
    case "password-reset":
      return <PasswordResetMail shop={shop} data={data as LinkMailData} />;
    case "verify-email":
      return <VerifyEmailMail shop={shop} data={data as LinkMailData} />;
  }
}

/** Every link's address is written out beside its button (ActionLink): the text part need not repeat it. */
const TEXT_OPTIONS = { selectors: [...plainTextSelectors, { selector: "a", options: { ignoreHref: true } }] };

/** Renders a message's HTML and its plain-text part from one React template. */
export function createMailRenderer(shop: ShopInfo) {
  return async (kind: MailKind, data: MailData): Promise<{ html: string; text: string }> => {
    const element = template(shop, kind, data);
    // One React render: the plain-text part is made from its HTML.
    const html = await render(element);
    return { html, text: toPlainText(html, TEXT_OPTIONS) };
  };
}
