import { useEffect, useId, useState } from "react";
import { FormField } from "~/components/form-field";
import { Label } from "~/components/ui/label";
import { IMAGE_ACCEPT } from "~/domain/admin/product-form-schema";
import type { FieldErrors } from "~/domain/forms/form-problems";
import { cn } from "~/lib/cn";

export type ImageSource = "url" | "upload";

/**
 * The product's first image: an address, or a file to upload (JPEG, PNG or WebP up to 5 MB).
 * Both inputs stay in the form so switching back and forth keeps what was entered.
 */
export function ProductImageField({
  initialUrl,
  otherImages,
  errors,
}: {
  initialUrl: string;
  otherImages: number;
  errors: FieldErrors;
}) {
  const [source, setSource] = useState<ImageSource>("url");
  const [url, setUrl] = useState(initialUrl);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null);
  const id = useId();

  // A preview address lives as long as its file is the chosen one.
  useEffect(() => {
    if (!filePreview) return;
    return () => URL.revokeObjectURL(filePreview);
  }, [filePreview]);

  const preview = source === "upload" ? filePreview : /^(https?:\/\/|\/(?![/\\]))/.test(url.trim()) ? url.trim() : null;
  const fileError = errors.imageFile;
  const fileHintId = `${id}-file-hint`;
  const fileErrorId = `${id}-file-error`;

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Image</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(
          [
            ["url", "Image URL"],
            ["upload", "Upload a file"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="radio"
              name="imageSource"
              value={value}
              checked={source === value}
              onChange={() => setSource(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div hidden={source !== "url"}>
            <FormField
              label="Image URL"
              name="imageUrl"
              id={`${id}-url`}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              placeholder="https://… or /images/…"
              inputMode="url"
              maxLength={2000}
              error={errors.imageUrl}
              data-error-key="imageUrl"
            />
          </div>
          <div hidden={source !== "upload"} className="space-y-1.5">
            <Label htmlFor={`${id}-file`}>Image file</Label>
            <input
              id={`${id}-file`}
              type="file"
              name="imageFile"
              accept={IMAGE_ACCEPT}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFilePreview(chosen ? URL.createObjectURL(chosen) : null);
              }}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={[fileHintId, fileError ? fileErrorId : null].filter(Boolean).join(" ")}
              data-error-key="imageFile"
              className={cn(
                "block w-full rounded-md border border-input bg-card text-sm shadow-xs",
                "file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-secondary-foreground",
                "focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none aria-invalid:border-destructive",
              )}
            />
            <p id={fileHintId} className="text-xs text-muted-foreground">
              JPEG, PNG or WebP, up to 5 MB.
            </p>
            {fileError ? (
              <p id={fileErrorId} className="text-sm font-medium text-destructive">
                {fileError}
              </p>
            ) : null}
          </div>
          {otherImages > 0 ? (
            <p className="mt-1.5 text-xs text-muted-foreground">
              This replaces the first image; the product's {otherImages} other image{otherImages === 1 ? "" : "s"} stay.
            </p>
          ) : null}
        </div>
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-md border border-border bg-muted sm:size-24">
          {preview && preview !== brokenPreview ? (
            <img src={preview} alt="Preview of the product image" onError={() => setBrokenPreview(preview)} className="size-full object-contain" />
          ) : (
            <span className="px-1 text-center text-xs text-muted-foreground">{preview ? "No preview" : "No image"}</span>
          )}
        </div>
      </div>
    </fieldset>
  );
}
