/**
 * The fake Razorpay gateway on its own, for trying the shop in Razorpay mode by hand and for
 * the browser tests: `npm run dev:fake-razorpay`, then start the shop with the variables it
 * prints. Open its address to see each order's QR and "pay" it (the fake then sends the
 * signed webhooks to the shop).
 */
import { startFakeRazorpay } from "../tests/support/fake-razorpay";

const port = Number(process.env.FAKE_RAZORPAY_PORT ?? 4010);
const webhookUrl = process.env.FAKE_RAZORPAY_WEBHOOK_URL ?? "http://localhost:3000/webhooks/razorpay";
const gateway = await startFakeRazorpay({
  port,
  webhookUrl,
  keyId: process.env.RAZORPAY_KEY_ID ?? "rzp_test_local",
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? "local-key-secret",
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? "local-webhook-secret",
});

console.log(`Fake Razorpay on ${gateway.url} (pay orders at ${gateway.url}/); webhooks go to ${webhookUrl}.
Start the shop with:
  PAYMENT_PROVIDER=razorpay RAZORPAY_API_URL=${gateway.url} RAZORPAY_KEY_ID=${gateway.keyId} \\
  RAZORPAY_KEY_SECRET=${gateway.keySecret} RAZORPAY_WEBHOOK_SECRET=${gateway.webhookSecret} npm run dev`);

const stop = () => void gateway.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
