import { z } from "zod";
import { CUSTOMER_ORDER_MAIL_KINDS } from "~/domain/mail/mail-kinds";
import { ORDER_STATUSES } from "~/domain/orders/order-status";
import {
  MAIL_SETTING_FAILED,
  ORDER_DELETE_FAILED,
  PAYMENT_CONFIRM_FAILED,
  PRODUCT_DELETE_FAILED,
  REFUND_FAILED,
  REVIEW_DELETE_FAILED,
  STATUS_UPDATE_FAILED,
  USER_DELETE_FAILED,
} from "./admin-messages";

/** Account ids come from the auth library: letters, digits, `-` and `_`. */
const accountId = (message: string) => z.string(message).regex(/^[\w-]{1,64}$/, message);

/**
 * The back office's one-field forms, by `intent`. Each refusal is the spec's failure text for
 * that action. (Saving a product has a form of its own: product-form-schema.ts.)
 */
export const AdminActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("update-status"),
      orderRecordId: z.uuid(STATUS_UPDATE_FAILED),
      status: z.enum(ORDER_STATUSES, STATUS_UPDATE_FAILED),
    }),
    z.object({ intent: z.literal("delete-order"), orderRecordId: z.uuid(ORDER_DELETE_FAILED) }),
    z.object({ intent: z.literal("delete-user"), userId: accountId(USER_DELETE_FAILED) }),
    z.object({ intent: z.literal("delete-review"), reviewId: z.uuid(REVIEW_DELETE_FAILED) }),
    z.object({ intent: z.literal("delete-product"), productId: z.uuid(PRODUCT_DELETE_FAILED) }),
    z.object({
      intent: z.literal("set-mail-kind"),
      kind: z.enum(CUSTOMER_ORDER_MAIL_KINDS, MAIL_SETTING_FAILED),
      enabled: z.enum(["true", "false"], MAIL_SETTING_FAILED).transform((value) => value === "true"),
    }),
    z.object({ intent: z.literal("confirm-payment"), orderRecordId: z.uuid(PAYMENT_CONFIRM_FAILED) }),
    z.object({ intent: z.literal("refund-payment"), orderRecordId: z.uuid(REFUND_FAILED) }),
  ],
  { error: "Unknown action." },
);

export type AdminAction = z.output<typeof AdminActionSchema>;

/** Every intent /admin answers to, saving a product included. */
export const ADMIN_INTENTS = [...AdminActionSchema.options.map((option) => option.shape.intent.value), "save-product"] as const;
