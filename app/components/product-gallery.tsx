import { useState } from "react";
import { cx } from "~/lib/cx";

/** The main image with thumbnails to switch it; thumbnails are buttons, so keyboards work. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="space-y-3">
      <div className="aspect-square overflow-hidden rounded-xl border bg-muted">
        {current ? (
          <img
            src={current}
            alt={`${name}, image ${selected + 1} of ${images.length}`}
            width={800}
            height={800}
            className="size-full object-cover"
            fetchPriority="high"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={cx(
                  "size-16 overflow-hidden rounded-md border-2 bg-muted sm:size-20",
                  index === selected ? "border-primary" : "border-transparent hover:border-border",
                )}
              >
                <img src={image} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
