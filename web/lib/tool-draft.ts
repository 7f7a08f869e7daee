/**
 * What a signed-out visitor typed into a tool's form, kept in this tab (sessionStorage, one entry
 * per tool) while they sign up or sign in, so the tool opens again with the same values. Storage
 * that is full or switched off only loses the values, never the page.
 */
const key = (toolId: string) => `inkling:tool-values:${toolId}`;

export function keepToolValues(toolId: string, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(key(toolId), JSON.stringify(values));
  } catch {
    // Nothing kept: the form starts empty after sign-up.
  }
}

/** The values kept for `toolId`, or null. */
export function keptToolValues(toolId: string): Record<string, unknown> | null {
  try {
    const text = sessionStorage.getItem(key(toolId));
    const values = text ? (JSON.parse(text) as unknown) : null;
    return values && typeof values === "object" && !Array.isArray(values) ? (values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Once the form has them back (signed in), they are not offered again. */
export function forgetToolValues(toolId: string): void {
  try {
    sessionStorage.removeItem(key(toolId));
  } catch {
    // Nothing to forget.
  }
}
