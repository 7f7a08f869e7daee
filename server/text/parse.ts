/** The pure answer parsers, exported for the provider and for tests. */
export { parseDescription } from "./parse-description.js";
export { parseIdeas } from "./parse-ideas.js";
