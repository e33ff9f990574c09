import { KeptBlock } from "~/components/kept-block";
import type { Specification } from "~/domain/catalog/views";

type AboutProps = { description: string; specifications: readonly Specification[] };

/**
 * A product page's description and specifications: text that changes only when the owner edits
 * it, so the server keeps its markup keyed by it (KeptBlock, decision 058).
 */
export function ProductAbout({ description, specifications }: AboutProps) {
  return (
    <KeptBlock
      as="div"
      className="mt-10 grid grid-cols-1 gap-8 lg:grid-cols-2"
      markupKey={JSON.stringify(["product-about", description, specifications])}
    >
      <ProductAboutInside description={description} specifications={specifications} />
    </KeptBlock>
  );
}

function ProductAboutInside({ description, specifications }: AboutProps) {
  return (
    <>
      <section aria-labelledby="description-heading">
        <h2 id="description-heading" className="text-xl font-semibold">
          Description
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed">{description}</p>
      </section>
      <section aria-labelledby="specifications-heading">
        <h2 id="specifications-heading" className="text-xl font-semibold">
          Specifications
        </h2>
        {specifications.length ? (
          <dl className="mt-3 divide-y rounded-xl border bg-card">
            {specifications.map((spec) => (
              <div key={spec.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5 text-sm">
                <dt className="font-medium text-muted-foreground">{spec.label}</dt>
                <dd>{spec.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-3 text-muted-foreground">No specifications listed.</p>
        )}
      </section>
    </>
  );
}
