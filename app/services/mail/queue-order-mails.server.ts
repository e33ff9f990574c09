import { asc, eq } from "drizzle-orm";
import type { Config } from "~/config.server";
import type { DbOrTx } from "~/db/client.server";
import { order, orderItem } from "~/db/schema";
import { statusMailKind, type OrderMailData } from "~/domain/mail/mail-kinds";
import type { OrderStatus } from "~/domain/orders/order-status";
import { trackingPath } from "~/domain/orders/tracking-link";
import { paymentNote, upiLink } from "~/domain/payments/upi-link";
import { trackingSignature } from "~/services/orders/tracking-signature.server";
import { queueMail } from "./queue-mail.server";

/** What order messages need from the config: the signing secret, the owner's address, the UPI payee. */
export type OrderMailSettings = {
  secret: string;
  ownerAddress: string | null;
  upiVpa: string;
  upiPayeeName: string;
  /** Razorpay mode: the order confirmation waits a little for the order's QR (made just after the commit). */
  awaitPaymentQr?: boolean;
};

/** How long the order confirmation waits for the gateway's QR before going with the plain UPI link. */
export const PAYMENT_QR_WAIT_MS = 10_000;

export function orderMailSettings(config: Config): OrderMailSettings {
  return {
    secret: config.AUTH_SECRET,
    ownerAddress: config.ORDER_NOTIFY_EMAIL ?? config.ADMIN_EMAIL ?? null,
    upiVpa: config.UPI_VPA,
    upiPayeeName: config.UPI_PAYEE_NAME,
    awaitPaymentQr: config.PAYMENT_PROVIDER === "razorpay",
  };
}

/** The order as its messages show it, read inside the transaction that changes it. */
async function orderSnapshot(tx: DbOrTx, settings: OrderMailSettings, orderRecordId: string) {
  const [row] = await tx.select().from(order).where(eq(order.id, orderRecordId));
  if (!row) throw new Error(`order ${orderRecordId} is gone`);
  const items = await tx
    .select({ name: orderItem.name, brand: orderItem.brand, quantity: orderItem.quantity, unitPricePaise: orderItem.unitPricePaise })
    .from(orderItem)
    .where(eq(orderItem.orderId, row.id))
    .orderBy(asc(orderItem.position));
  const { fullName, mobile, address, city, state, pincode, landmark } = row.shipping;
  const data: OrderMailData = {
    orderId: row.orderId,
    customerName: fullName,
    items,
    subtotalPaise: row.subtotalPaise,
    deliveryChargePaise: row.deliveryChargePaise,
    totalPaise: row.totalPaise,
    shipping: { fullName, mobile, address, city, state, pincode, ...(landmark ? { landmark } : {}) },
    status: row.status,
    trackingPath: trackingPath(row.orderId, trackingSignature(settings.secret, row.orderId)),
    paymentReference: row.paymentReference,
    placedAt: row.createdAt.toISOString(),
    paymentDueAt: row.paymentDueAt?.toISOString() ?? null,
    paymentFlag: row.paymentFlag,
  };
  return { data, customerAddress: row.shipping.email, recordId: row.id, qrUrl: row.razorpayQrImageUrl };
}

/**
 * Order placed: the confirmation to the customer (with the UPI link, and the deadline when the
 * order has one) and the news to the owner. In Razorpay mode the order's QR is made just
 * after this commit: the confirmation is due a few seconds later and takes the QR when it is
 * sent (complete-order-mail.server.ts); if the gateway failed, it goes with the UPI link.
 */
export async function queueOrderPlacedMails(tx: DbOrTx, settings: OrderMailSettings, orderRecordId: string) {
  const { data, customerAddress, recordId, qrUrl } = await orderSnapshot(tx, settings, orderRecordId);
  const upi = upiLink({
    vpa: settings.upiVpa,
    payeeName: settings.upiPayeeName,
    amountPaise: data.totalPaise,
    note: paymentNote(data.orderId),
    transactionRef: data.orderId,
  });
  const waitForQr = settings.awaitPaymentQr && !qrUrl && data.placedAt;
  await queueMail(tx, {
    kind: "order-placed",
    to: customerAddress,
    eventKey: `order-placed:${recordId}`,
    data: { ...data, upiLink: upi, ...(qrUrl ? { paymentQrUrl: qrUrl } : {}) },
    ...(waitForQr ? { runAt: new Date(new Date(waitForQr).getTime() + PAYMENT_QR_WAIT_MS) } : {}),
  });
  if (settings.ownerAddress) {
    await queueMail(tx, { kind: "owner-new-order", to: settings.ownerAddress, eventKey: `owner-new-order:${recordId}`, data });
  }
}

/** A status change the customer hears about (Shipped, Delivered…); `eventId` is its status event. */
export async function queueStatusMail(tx: DbOrTx, settings: OrderMailSettings, orderRecordId: string, status: OrderStatus, eventId: string) {
  const kind = statusMailKind(status);
  if (!kind) return;
  const { data, customerAddress } = await orderSnapshot(tx, settings, orderRecordId);
  await queueMail(tx, { kind, to: customerAddress, eventKey: `status:${eventId}`, data });
}

/** A UTR the customer entered: the owner checks it against the bank statement. */
export async function queuePaymentReferenceMail(tx: DbOrTx, settings: OrderMailSettings, orderRecordId: string) {
  if (!settings.ownerAddress) return;
  const { data, recordId } = await orderSnapshot(tx, settings, orderRecordId);
  await queueMail(tx, {
    kind: "owner-utr-submitted",
    to: settings.ownerAddress,
    eventKey: `owner-utr:${recordId}:${data.paymentReference ?? ""}`,
    data,
  });
}

/** A Razorpay payment the shop could not simply accept: the owner hears of it, once per payment. */
export async function queuePaymentFlagMail(tx: DbOrTx, settings: OrderMailSettings, orderRecordId: string, paymentId: string) {
  if (!settings.ownerAddress) return;
  const { data, recordId } = await orderSnapshot(tx, settings, orderRecordId);
  await queueMail(tx, { kind: "owner-payment-flagged", to: settings.ownerAddress, eventKey: `owner-flag:${recordId}:${paymentId}`, data });
}
