// Words in braces that the owner may write in any text of the content, such as
// "Benvenuta {al nome}": the site puts the salon's name (in the form Italian
// needs there) or its city in their place, so renaming the salon is one edit.
// {hosting} names the host that serves the site and {posta} the provider of the
// salon's mailbox (for the privacy policy).

/** Every placeholder, as the owner writes it. */
export const knownPlaceholders = [
  "{nome}",
  "{il nome}",
  "{al nome}",
  "{del nome}",
  "{dal nome}",
  "{città}",
  "{email}",
  "{telefono}",
  "{hosting}",
  "{posta}",
] as const;

export type Placeholder = (typeof knownPlaceholders)[number];

const pattern = /\{[^{}]*\}/g;

/** The placeholders in a text that the site does not know, e.g. a typo like "{nomee}". */
export function unknownPlaceholders(text: string): string[] {
  return (text.match(pattern) ?? []).filter(
    (found) => !(knownPlaceholders as readonly string[]).includes(found),
  );
}

/**
 * The same value with every placeholder in every string replaced. Placeholders
 * missing from `values` stay as written (the policy turns {email} and
 * {telefono} into links itself).
 */
export function fillPlaceholders<T>(value: T, values: Partial<Record<Placeholder, string>>): T {
  if (typeof value === "string") {
    return value.replace(pattern, (found) => values[found as Placeholder] ?? found) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]),
    ) as T;
  }
  return value;
}
