import { useEffect, useRef, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";

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
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    let cancelled = false;
    setSvg(null);
    setFailed(false);
    import("qrcode")
      .then((qrcode) => qrcode.toString(value, { type: "svg", margin: 2, width: size, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (!cancelled) setSvg(markup);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setFailed(true);
        onErrorRef.current?.(error);
      });
    return () => {
      cancelled = true;
    };
  }, [value, size]);

  if (failed) return null;
  if (!svg) return <Skeleton className="rounded-md" style={{ width: size, height: size }} />;
  return (
    <div
      role="img"
      aria-label={label}
      data-qr-value={value}
      className="inline-block rounded-md bg-white [&>svg]:block"
      style={{ width: size, height: size }}
      // Markup generated here by the qrcode library from our own link, not user HTML.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
