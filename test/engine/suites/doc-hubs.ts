import type { Catalog } from "../../../engine/catalog.js";

/**
 * docs/catalog.md's "Hub listings" against a catalogue: the hubs it names in bold are the
 * catalogue's, and each tool it calls "routes only" is a tool of that hub with no card. It counts
 * nothing, so adding a tool (one file) keeps it true; the problems are returned, none when true.
 */
export function hubListingProblems(guide: string, catalog: Catalog): string[] {
  const section = (guide.split("### Hub listings")[1]?.split("\n#")[0] ?? "").replace(/\s+/g, " ");
  const bullets = section.split(/ - (?=\*\*)/).slice(1);
  const problems: string[] = [];
  const named = new Set<string>();
  for (const bullet of bullets) {
    const titles = [...bullet.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1] as string);
    for (const title of titles) named.add(title);
    const only = bullet.split("routes only:")[1]?.split(/[.(]/)[0] ?? "";
    const slugs = [...only.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    const hub = catalog.hubs.find((h) => h.title === titles[0]);
    for (const slug of slugs) {
      if (!hub) problems.push(`"${titles[0]}" names routes-only tools but is not a hub`);
      else if (!catalog.byId.has(`${hub.id}/${slug}`)) problems.push(`${hub.id}/${slug} is not a tool`);
      else if (hub.cards.includes(`${hub.id}/${slug}`)) problems.push(`${hub.id}/${slug} is a card, not a route only`);
    }
  }
  const titles = catalog.hubs.map((h) => h.title);
  for (const title of titles) if (!named.has(title)) problems.push(`hub "${title}" is not listed`);
  for (const title of named) if (!titles.includes(title)) problems.push(`"${title}" is not a hub`);
  return problems;
}
