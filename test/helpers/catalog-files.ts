/** The smallest valid `site.yaml`, for catalogues built in memory. */
export const siteYaml = `home: { title: T, subtitle: S, badges: [a, b, c] }
recentUpdates: []
tutorials: { templates: [], videos: [] }
publishingTools: []
packages: [{ id: p, credits: 1, price: { amount: 1, currency: MYR } }]
`;

/** A `hubs.yaml` with one hub showing `cards` (a YAML list, e.g. "[owl]"). */
export function hubYaml(hub: { id: string; title: string; icon: string; cards: string }): string {
  return `hubs:
  - id: ${hub.id}
    title: ${hub.title}
    description: D
    icon: ${hub.icon}
    color: "#ffaa00"
    cards: ${hub.cards}
`;
}
