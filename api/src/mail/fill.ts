/** Puts values in a text's `{{name}}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
