import { Heading } from "@react-email/components";
import type { MailKind, OrderMailData } from "~/domain/mail/mail-kinds";
import { formatRupees } from "~/domain/money/format-rupees";
import { payByText } from "~/domain/payments/payment-window";
import { ActionLink, MailLayout, Paragraph, type ShopInfo } from "./mail-layout";
import { DeliveryAddress, OrderItems } from "./order-parts";

const heading = { fontSize: "22px", lineHeight: "28px", margin: "0 0 12px" };

export function OrderPlacedMail({ shop, order }: { shop: ShopInfo; order: OrderMailData }) {
  const tracking = `${shop.baseUrl}${order.trackingPath}`;
  return (
    <MailLayout shop={shop} preview={`Order ${order.orderId}: ${formatRupees(order.totalPaise)}`}>
      <Heading as="h1" style={heading}>Thank you for your order</Heading>
      <Paragraph>
        Hello {order.customerName}, we have your order <strong>{order.orderId}</strong> for {formatRupees(order.totalPaise)}.
      </Paragraph>
      <OrderItems order={order} />
      <DeliveryAddress order={order} />
      {order.paymentDueAt && order.placedAt ? (
        <Paragraph>
          <strong>{payByText(new Date(order.placedAt), new Date(order.paymentDueAt))}</strong>
        </Paragraph>
      ) : null}
      {order.paymentQrUrl ? (
        <>
          <Paragraph>
            Pay {formatRupees(order.totalPaise)} by UPI: open your order's QR code below and scan it with any UPI app (Google Pay,
            PhonePe, Paytm, BHIM). We see the payment as soon as you make it.
          </Paragraph>
          <ActionLink href={order.paymentQrUrl}>Open the payment QR code</ActionLink>
        </>
      ) : order.upiLink ? (
        <>
          <Paragraph>
            Pay {formatRupees(order.totalPaise)} by UPI: on your phone, open the link below in any UPI app (Google Pay, PhonePe,
            Paytm, BHIM). After paying, enter the UPI transaction reference (UTR) under My Orders so we can match your payment.
          </Paragraph>
          <ActionLink href={order.upiLink}>Pay with UPI</ActionLink>
        </>
      ) : null}
      <Paragraph>Follow your order at any time:</Paragraph>
      <ActionLink href={tracking}>Track order {order.orderId}</ActionLink>
    </MailLayout>
  );
}

const UPDATES: Partial<Record<MailKind, { title: string; body: (order: OrderMailData) => string }>> = {
  "payment-confirmed": {
    title: "Payment confirmed",
    body: (order) => `We have received your payment of ${formatRupees(order.totalPaise)} for order ${order.orderId}. We will pack it next.`,
  },
  "order-shipped": { title: "Your order has shipped", body: (order) => `Order ${order.orderId} is on its way to you.` },
  "order-out-for-delivery": {
    title: "Out for delivery",
    body: (order) => `Order ${order.orderId} is out for delivery today. Please keep your phone handy.`,
  },
  "order-delivered": {
    title: "Delivered",
    body: (order) =>
      `Order ${order.orderId} was delivered. We hope it serves you well: a review on the product's page helps other customers choose.`,
  },
  "order-cancelled": {
    title: "Order cancelled",
    body: (order) =>
      order.paymentReference
        ? `Order ${order.orderId} was cancelled. Your payment of ${formatRupees(order.totalPaise)} will be refunded to the account it came from; we will call you if we need anything.`
        : `Order ${order.orderId} was cancelled. No payment was received for it, so nothing is due. Write to us if this is a surprise.`,
  },
};

/** Payment confirmed, Shipped, Out for Delivery, Delivered, Cancelled: each with the tracking link. */
export function OrderUpdateMail({ shop, kind, order }: { shop: ShopInfo; kind: MailKind; order: OrderMailData }) {
  const update = UPDATES[kind];
  if (!update) throw new Error(`No order update for ${kind}`);
  return (
    <MailLayout shop={shop} preview={update.body(order)}>
      <Heading as="h1" style={heading}>{update.title}</Heading>
      <Paragraph>Hello {order.customerName},</Paragraph>
      <Paragraph>{update.body(order)}</Paragraph>
      <OrderItems order={order} />
      <ActionLink href={`${shop.baseUrl}${order.trackingPath}`}>Track order {order.orderId}</ActionLink>
    </MailLayout>
  );
}

/** The owner's heading and first paragraph, per kind. */
function ownerNews(kind: MailKind, order: OrderMailData) {
  if (kind === "owner-utr-submitted") {
    return {
      title: `UTR submitted for ${order.orderId}`,
      body: (
        <>
          {order.customerName} reports paying {formatRupees(order.totalPaise)} with UTR <strong>{order.paymentReference}</strong>. Check it
          against the bank statement, then set the order to Payment Confirmed.
        </>
      ),
    };
  }
  if (kind === "owner-payment-flagged") {
    return {
      title: `Payment flagged on ${order.orderId}`,
      body: (
        <>
          Razorpay reported a payment for order {order.orderId} ({formatRupees(order.totalPaise)}, {order.customerName}) that the shop
          did not accept on its own: <strong>{order.paymentFlag}</strong>. Please look at it in the back office.
        </>
      ),
    };
  }
  return {
    title: `New order ${order.orderId}`,
    body: (
      <>
        {order.customerName} ({order.shipping.mobile}) placed an order for {formatRupees(order.totalPaise)}.
      </>
    ),
  };
}

/** To the owner: a new order, a UTR a customer entered (to check against the bank statement), a flagged payment. */
export function OwnerOrderMail({ shop, kind, order }: { shop: ShopInfo; kind: MailKind; order: OrderMailData }) {
  const news = ownerNews(kind, order);
  return (
    <MailLayout shop={shop} preview={`${order.orderId}: ${formatRupees(order.totalPaise)}`}>
      <Heading as="h1" style={heading}>{news.title}</Heading>
      <Paragraph>{news.body}</Paragraph>
      <OrderItems order={order} />
      <DeliveryAddress order={order} />
      <ActionLink href={`${shop.baseUrl}/admin?tab=orders&q=${encodeURIComponent(order.orderId)}`}>Open the order in the back office</ActionLink>
    </MailLayout>
  );
}
