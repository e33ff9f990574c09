import { cx } from "~/lib/cx";

/**
 * Read-only stars for an average such as 4.3; the exact figure is in the accessible name.
 * Drawn with two layers of text stars (the gold one clipped to the rating) rather than ten
 * SVGs, because a listing shows 48 of these and every byte travels to a phone.
 */
export function StarRating({
  rating,
  reviewCount,
  size = "sm",
  className,
}: {
  rating: number;
  reviewCount?: number;
  size?: "sm" | "md";
  className?: string;
}) {
  const label =
    reviewCount === undefined
      ? `Rated ${rating.toFixed(1)} out of 5`
      : `Rated ${rating.toFixed(1)} out of 5 from ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={label} className={cx("inline-flex items-center gap-1.5", className)}>
      <span
        aria-hidden="true"
        className={cx("relative inline-block tracking-[0.1em]", size === "sm" ? "text-base" : "text-xl")}
      >
        <span className="text-slate-300">★★★★★</span>
        <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-500" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-medium">
        {rating.toFixed(1)}
        {reviewCount !== undefined ? <span className="muted ml-1">({reviewCount})</span> : null}
      </span>
    </span>
  );
}
