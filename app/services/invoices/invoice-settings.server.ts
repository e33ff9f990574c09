import type { Config } from "~/config.server";
import type { SellerDetails } from "~/domain/gst/views";

/** Who issues invoices and under which series: from the configuration, frozen into each document. */
export type InvoiceSettings = { seller: SellerDetails; series: string };

export function invoiceSettings(config: Config): InvoiceSettings {
  return {
    seller: {
      legalName: config.SELLER_LEGAL_NAME ?? config.SHOP_NAME,
      address: config.SELLER_ADDRESS ?? "",
      state: config.SELLER_STATE,
      gstin: config.SELLER_GSTIN ?? null,
    },
    series: config.INVOICE_SERIES,
  };
}
