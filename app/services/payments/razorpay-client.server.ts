/**
 * A thin client for the three Razorpay calls the shop makes (docs/decisions/010-razorpay-thin-client.md):
 * create and close a single-use UPI QR, and refund a payment. Basic auth with the key pair,
 * JSON both ways, a timeout on every call, and the host from RAZORPAY_API_URL so tests and
 * `npm run dev:fake-razorpay` can point it at the local fake.
 */

type RazorpayQr = { id: string; imageUrl: string };
type RazorpayRefund = { id: string; status: string; amountPaise: number };

export type RazorpayClient = {
  createUpiQr(input: { orderRecordId: string; orderId: string; amountPaise: number; closeBy: Date }): Promise<RazorpayQr>;
  closeQr(qrId: string): Promise<void>;
  /** `idempotencyKey` goes in `X-Refund-Idempotency`: a retry with it makes one refund. */
  refund(input: { paymentId: string; amountPaise: number; receipt: string; idempotencyKey: string }): Promise<RazorpayRefund>;
};

class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly description: string,
  ) {
    super(message);
  }
}

export function createRazorpayClient({
  apiUrl,
  keyId,
  keySecret,
  timeoutMs = 10_000,
}: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  timeoutMs?: number;
}): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;

  async function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    const response = await fetch(`${apiUrl}/v1${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body ?? {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const error = (json.error ?? {}) as { description?: string };
      const description = error.description ?? response.statusText;
      throw new RazorpayError(`Razorpay ${path} answered ${response.status}: ${description}`, response.status, description);
    }
    return json;
  }

  return {
    async createUpiQr({ orderRecordId, orderId, amountPaise, closeBy }) {
      const qr = await call("/payments/qr_codes", {
        type: "upi_qr",
        name: orderId,
        usage: "single_use",
        fixed_amount: true,
        payment_amount: amountPaise,
        description: `Order ${orderId}`,
        close_by: Math.floor(closeBy.getTime() / 1000),
        notes: { orderId: orderRecordId, displayOrderId: orderId },
      });
      if (typeof qr.id !== "string" || typeof qr.image_url !== "string") {
        throw new RazorpayError("Razorpay answered a QR without id or image_url", 502, "malformed response");
      }
      return { id: qr.id, imageUrl: qr.image_url };
    },
    async closeQr(qrId) {
      try {
        await call(`/payments/qr_codes/${encodeURIComponent(qrId)}/close`, {});
      } catch (error) {
        // Closing twice (a retried job, a QR that closed itself) is what we wanted anyway.
        if (error instanceof RazorpayError && error.status === 400 && /closed/i.test(error.description)) return;
        throw error;
      }
    },
    async refund({ paymentId, amountPaise, receipt, idempotencyKey }) {
      const refund = await call(
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: "normal", receipt },
        // Razorpay's idempotency key for refunds: a retried request makes one refund.
        { "X-Refund-Idempotency": idempotencyKey },
      );
      return { id: String(refund.id), status: String(refund.status), amountPaise: Number(refund.amount) };
    },
  };
}
