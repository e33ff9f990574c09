import { paiseToDecimalString } from "~/domain/money/format-rupees";

type ProductForJsonLd = {
  id: string;
  name: string;
  brand: string;
  description: string;
  pricePaise: number;
  inStock: boolean;
  rating: number | null;
  reviewCount: number;
  images: string[];
};

/** schema.org Product with an INR Offer, for search engines' rich results. */
export function productJsonLd(product: ProductForJsonLd, pageUrl: string, imageUrls: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": pageUrl,
    sku: product.id,
    name: product.name,
    description: product.description,
    image: imageUrls,
    brand: { "@type": "Brand", name: product.brand },
    offers: {
      "@type": "Offer",
      url: pageUrl,
      priceCurrency: "INR",
      price: paiseToDecimalString(product.pricePaise),
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.reviewCount > 0 && product.rating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
          },
        }
      : {}),
  };
}
