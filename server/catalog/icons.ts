import dynamicIconImports from "lucide-react/dynamicIconImports";

/**
 * Every icon name lucide-react has (names and their aliases, kebab-case): the web app can draw
 * any of them (web/lib/icons.tsx), so the catalogue check accepts exactly these.
 */
export const lucideIconNames: ReadonlySet<string> = new Set(Object.keys(dynamicIconImports));
