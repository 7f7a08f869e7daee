/** The pure answer parsers (product-spec §7), exported for the provider and for tests. */
export { parseDescription } from "./parse-description.js";
export { parseIdeas } from "./parse-ideas.js";
