import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import type { PublicCatalog, PublicTool } from "../../engine/catalog.js";
import { answer, client } from "./api";

export type { PublicCatalog, PublicTool };

interface CatalogState {
  catalog: PublicCatalog | null;
  error: string | null;
}

const CatalogContext = createContext<CatalogState | null>(null);

/** GET /api/catalog once per visit; every hub, tool and home card reads it from here. */
export function CatalogProvider({ children, initial }: { children: ReactNode; initial?: PublicCatalog }) {
  const [state, setState] = useState<CatalogState>({ catalog: initial ?? null, error: null });
  useEffect(() => {
    if (initial) return;
    let live = true;
    answer(client.catalog.$get())
      .then((catalog) => live && setState({ catalog, error: null }))
      .catch((e: Error) => live && setState({ catalog: null, error: e.message }));
    return () => {
      live = false;
    };
  }, [initial]);
  return <CatalogContext.Provider value={state}>{children}</CatalogContext.Provider>;
}

export function useCatalog(): CatalogState {
  const state = useContext(CatalogContext);
  if (!state) throw new Error("useCatalog must be used inside <CatalogProvider>");
  return state;
}

export function findTool(catalog: PublicCatalog, hub: string, slug: string): PublicTool | undefined {
  return catalog.tools.find((t) => t.hub === hub && t.slug === slug);
}
