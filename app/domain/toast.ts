import { z } from "zod";

/** A toast as the server hands it to the page (after a redirect, through a flash cookie). */
export const ToastMessageSchema = z.object({
  title: z.string().min(1).max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});

export type ToastMessage = z.input<typeof ToastMessageSchema>;
