import { useEffect, useEffectEvent, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";

type Drawn = { key: string; svg: string } | { key: string; failed: true };

/**
 * A QR code drawn in the browser as SVG (the `qrcode` library, loaded only on pages that
 * show one). 200 px wide with a 2-module quiet zone, as the spec asks.
 */
export function QrCode({
  value,
  label,
  size = 200,
  onError,
}: {
  value: string;
  label: string;
  size?: number;
  onError?: (error: unknown) => void;
}) {
  const key = `${size}:${value}`;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));
  useEffect(() => {
    let cancelled = false;
    import("qrcode")
      .then((qrcode) => qrcode.toString(value, { type: "svg", margin: 2, width: size, errorCorrectionLevel: "M" }))
      .then((svg) => {
        if (!cancelled) setDrawn({ key: `${size}:${value}`, svg });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setDrawn({ key: `${size}:${value}`, failed: true });
        reportError(error);
      });
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  // A code drawn for an earlier value is never shown for this one.
  const current = drawn?.key === key ? drawn : null;
  if (current && "failed" in current) return null;
  if (!current) return <Skeleton className="rounded-md" style={{ width: size, height: size }} />;
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      className="inline-block rounded-md bg-white [&>svg]:block"
      style={{ width: size, height: size }}
      // Markup generated here by the qrcode library from our own link, not user HTML.
      dangerouslySetInnerHTML={{ __html: current.svg }}
    />
  );
}
