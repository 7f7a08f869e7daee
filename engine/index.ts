export * from "./catalog.js";
export * from "./compile.js";
export * from "./descriptor.js";
export * from "./fields/index.js";
export * from "./render.js";
export { renderTemplate, templateVariables } from "./template.js";
