/** What the confirmation page and My Orders show about paying for one order. */
export type PaymentPanel =
  /** Paid (by the gateway or confirmed by the owner): "Payment received. Thank you!". */
  | { kind: "received" }
  /** Nothing to pay: cancelled, returned, or past its window. */
  | { kind: "none" }
  | {
      kind: "pay";
      /** "Pay within 28 minutes to keep your order"; null when no window applies. */
      payWithin: string | null;
      /** The NPCI UPI link to the shop's own UPI id (manual mode, and the gateway's fallback). */
      upiLink: string;
      /** Razorpay mode: the order's own single-use QR. */
      gatewayQr: { imageUrl: string } | null;
      /** Razorpay mode when the gateway could not make a QR: why the plain one shows. */
      gatewayNote: string | null;
      /** Manual payment: the customer reports the UTR. */
      askForReference: boolean;
    };
