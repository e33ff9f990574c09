/**
 * JSON text made inert inside an HTML element (a `<script type="application/json">` data
 * block): `<`, `>`, `&` and the line separators written as `\uXXXX`, which JSON reads back as
 * the same characters, so no text in it can close the element. They only occur inside
 * strings in JSON text, where such escapes are valid.
 */
function jsonTextForHtml(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** A `<script type="application/json">` data block with the element id `id` holding `json`, made inert. */
export function jsonDataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${jsonTextForHtml(json)}</script>`;
}
