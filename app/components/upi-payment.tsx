import { Copy, Smartphone } from "lucide-react";
import { QrCode } from "~/components/qr-code";
import { Button } from "~/components/ui/button";
import { formatRupees } from "~/domain/money/format-rupees";
import { toast } from "~/hooks/use-toast";

/** Pay by UPI: scan the QR with any UPI app, open the link on a phone, or copy it. */
export function UpiPayment({
  link,
  amountPaise,
  payeeName,
  vpa,
  onQrError,
}: {
  link: string;
  amountPaise: number;
  payeeName: string;
  vpa: string;
  onQrError?: (error: unknown) => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "UPI Link Copied", description: "The UPI payment link has been copied to your clipboard" });
    } catch {
      toast({ title: "Could not copy", description: "Please copy the link by hand.", variant: "destructive" });
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <QrCode value={link} label={`UPI payment QR code for ${formatRupees(amountPaise)} to ${payeeName}`} onError={onQrError} />
      <p className="text-sm">
        Pay <strong>{formatRupees(amountPaise)}</strong> to <strong>{payeeName}</strong>
        <br />
        <span className="text-muted-foreground">UPI ID: {vpa}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="secondary" size="sm">
          <a href={link}>
            <Smartphone aria-hidden="true" />
            Open in UPI app
          </a>
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy UPI Link
        </Button>
      </div>
      <p className="max-w-xs break-all text-xs text-muted-foreground">{link}</p>
    </div>
  );
}
