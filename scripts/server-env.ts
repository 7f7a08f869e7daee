export { serverEnv } from "./build-stamps.mjs";
