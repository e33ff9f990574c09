export { action } from "./razorpay.server";
