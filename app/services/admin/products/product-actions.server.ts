import { data, type RouterContextProvider } from "react-router";

/** Placeholder until the product editor lands: add/update a product from the admin form. */
export async function saveProductAction(_context: Readonly<RouterContextProvider>, _form: FormData) {
  return data({ ok: false, toast: { title: "Error", description: "Failed to add product. Please try again.", variant: "destructive" as const } }, { status: 501 });
}

/** Placeholder until the product editor lands. */
export async function deleteProductAction(_context: Readonly<RouterContextProvider>, _form: FormData) {
  return data({ ok: false, toast: { title: "Error", description: "Failed to delete product.", variant: "destructive" as const } }, { status: 501 });
}
