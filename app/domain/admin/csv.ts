/**
 * One CSV field. Quotes, commas and line breaks are quoted; a leading =, +, -, @, tab or
 * carriage return gets a ' in front, so a spreadsheet shows the text instead of running
 * it as a formula (CSV injection).
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
