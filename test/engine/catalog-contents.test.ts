import { loadCatalog } from "../../server/catalog/load.js";
import { describeSpecConformance } from "./suites/spec-conformance.js";

// The spec's tools, cards, lists and site entries; more tools than these is fine.
describeSpecConformance("the catalogue", loadCatalog());
