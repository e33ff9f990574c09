import { z } from "zod";
import { jobKind } from "~/services/jobs/job-kind";

/** Delivers one row of the mail outbox. */
export const SEND_MAIL = jobKind("mail.send", z.object({ mailId: z.uuid() }));

/** Tries over about a day (10 s, 20 s, 40 s … capped at an hour) before a message is failed for good. */
export const MAIL_MAX_ATTEMPTS = 30;
