import { AdminPagination } from "~/components/admin/admin-pagination";
import { Badge } from "~/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AdminQuery } from "~/domain/admin/admin-tabs";
import type { AdminMailRow, AdminMailSetting } from "~/domain/admin/views";
import { useAdminAction } from "~/hooks/use-admin-action";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
const STATE_STYLE = { queued: "yellow", sent: "green", failed: "red" } as const;

type MailTabData = { settings: AdminMailSetting[]; messages: AdminMailRow[]; totalMessages: number };

/** The owner's switches for customer messages, and the outbox: what went out, what waits, what failed. */
export function MailTab({ data, query }: { data: MailTabData; query: AdminQuery }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="mail-settings-heading" className="space-y-3">
        <h2 id="mail-settings-heading" className="text-xl font-semibold">
          Messages to customers
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {data.settings.map((setting) => (
            <MailKindSwitch key={setting.kind} setting={setting} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="mail-outbox-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="mail-outbox-heading" className="text-xl font-semibold">
            Recent messages
          </h2>
          <p className="text-sm text-muted-foreground">Total Messages: {data.totalMessages}</p>
        </div>
        {data.messages.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No messages yet.</p>
        ) : (
          <Table containerLabel="Recent messages">
            <TableHeader>
              <TableRow>
                <TableHead>Message</TableHead>
                <TableHead>To</TableHead>
                <TableHead>State</TableHead>
                <TableHead>Queued</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.messages.map((mail) => (
                <TableRow key={mail.id}>
                  <TableCell className="max-w-xs">
                    <p className="font-medium break-words">{mail.subject}</p>
                    <p className="text-sm text-muted-foreground">{mail.kind}</p>
                  </TableCell>
                  <TableCell className="break-all">{mail.to}</TableCell>
                  <TableCell>
                    <Badge variant={STATE_STYLE[mail.state]}>{mail.state}</Badge>
                    {mail.lastError ? (
                      <p className="mt-1 max-w-xs text-xs break-words text-destructive">
                        {mail.lastError} (tries: {mail.attempts})
                      </p>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{when.format(new Date(mail.sentAt ?? mail.createdAt))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <AdminPagination query={query} matching={data.totalMessages} />
      </section>
    </div>
  );
}

function MailKindSwitch({ setting }: { setting: AdminMailSetting }) {
  const action = useAdminAction();
  const pending = action.pending("enabled");
  const enabled = pending === null ? setting.enabled : pending === "true";
  return (
    <li>
      <label className="flex items-center gap-3 rounded-md border p-3">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={enabled}
          disabled={action.busy}
          onChange={(event) => action.run({ intent: "set-mail-kind", kind: setting.kind, enabled: String(event.target.checked) })}
        />
        <span>{setting.label}</span>
      </label>
    </li>
  );
}
