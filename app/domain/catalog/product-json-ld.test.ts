import { describe, expect, it } from "vitest";
import { productJsonLd } from "./product-json-ld";

const product = {
  id: "3f1c2b4e-9a7d-4c1e-8f00-1a2b3c4d5e6f",
  name: "PowerMax 1100",
  brand: "Luminous",
  description: "Pure sine wave home inverter.",
  pricePaise: 8_499_00,
  inStock: true,
  rating: 4.5,
  reviewCount: 12,
  images: ["/uploads/powermax.jpg"],
};
const pageUrl = "https://shop.example.in/products/3f1c2b4e-9a7d-4c1e-8f00-1a2b3c4d5e6f";
const imageUrls = ["https://shop.example.in/uploads/powermax.jpg", "https://shop.example.in/uploads/back.jpg"];

describe("productJsonLd", () => {
  it("describes a product with an INR offer and its rating", () => {
    expect(productJsonLd(product, pageUrl, imageUrls)).toStrictEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": pageUrl,
      sku: "3f1c2b4e-9a7d-4c1e-8f00-1a2b3c4d5e6f",
      name: "PowerMax 1100",
      description: "Pure sine wave home inverter.",
      image: imageUrls,
      brand: { "@type": "Brand", name: "Luminous" },
      offers: {
        "@type": "Offer",
        url: pageUrl,
        priceCurrency: "INR",
        price: "8499.00",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it.each([
    [8_499_00, "8499.00"],
    [1_499_50, "1499.50"],
    [1_23_456_05, "123456.05"],
    [99_900, "999.00"],
    [5, "0.05"],
    [1, "0.01"],
    [0, "0.00"],
  ])("writes %i paise as the decimal string %j, without grouping or symbol", (pricePaise, price) => {
    expect(productJsonLd({ ...product, pricePaise }, pageUrl, imageUrls).offers.price).toBe(price);
  });

  it("gives a price that reads back as the same number of paise", () => {
    for (let pricePaise = 0; pricePaise <= 1_000_00; pricePaise += 37) {
      const { price } = productJsonLd({ ...product, pricePaise }, pageUrl, imageUrls).offers;
      expect(price).toMatch(/^\d+\.\d{2}$/);
      expect(Math.round(Number(price) * 100)).toBe(pricePaise);
    }
  });

  it("marks stock with schema.org's availability URLs", () => {
    expect(productJsonLd({ ...product, inStock: true }, pageUrl, imageUrls).offers.availability).toBe(
      "https://schema.org/InStock",
    );
    expect(productJsonLd({ ...product, inStock: false }, pageUrl, imageUrls).offers.availability).toBe(
      "https://schema.org/OutOfStock",
    );
  });

  it("leaves the rating out when there are no reviews", () => {
    const ld = productJsonLd({ ...product, rating: null, reviewCount: 0 }, pageUrl, imageUrls);
    expect(Object.keys(ld)).toEqual(["@context", "@type", "@id", "sku", "name", "description", "image", "brand", "offers"]);
    expect(ld).not.toHaveProperty("aggregateRating");
  });

  it("leaves the rating out when a count comes without an average, or an average without a count", () => {
    expect(productJsonLd({ ...product, rating: null, reviewCount: 3 }, pageUrl, imageUrls)).not.toHaveProperty(
      "aggregateRating",
    );
    expect(productJsonLd({ ...product, rating: 4, reviewCount: 0 }, pageUrl, imageUrls)).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("rates a single review", () => {
    expect(productJsonLd({ ...product, rating: 5, reviewCount: 1 }, pageUrl, imageUrls)).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 5, reviewCount: 1 },
    });
  });

  it("lists the absolute image URLs it is given, not the product's stored paths", () => {
    expect(productJsonLd(product, pageUrl, imageUrls).image).toEqual(imageUrls);
    expect(productJsonLd(product, pageUrl, []).image).toEqual([]);
  });

  it("survives JSON serialisation unchanged", () => {
    const ld = productJsonLd(product, pageUrl, imageUrls);
    expect(JSON.parse(JSON.stringify(ld))).toStrictEqual(ld);
  });
});
