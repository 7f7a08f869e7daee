import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { User } from "../../../server/api-types";
import { CatalogProvider, type PublicCatalog } from "../../../web/lib/catalog";
import { SessionProvider } from "../../../web/lib/session";
import { createAppRouter } from "../../../web/router";
import { type ScreenPath, screens } from "../../../web/screens";

/**
 * Loads the code of the screens a test visits before it renders them. A screen is its own chunk
 * (web/screens.ts), imported the first time the router shows it; under a loaded machine that
 * first import can outlast a `findBy…` wait, so a test that navigates loads its screens first and
 * its waits then measure React, not the module transform.
 */
export async function loadScreens(...paths: ScreenPath[]): Promise<void> {
  await Promise.all(paths.map((path) => screens[path]()));
}

/** The real app (router, layout, pages) at `path`, in memory instead of the hash. */
export function renderApp(path: string, opts: { user?: User | null; catalog?: PublicCatalog } = {}) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <SessionProvider initialUser={opts.user}>
      <CatalogProvider initial={opts.catalog}>
        <RouterProvider router={router} />
      </CatalogProvider>
    </SessionProvider>,
  );
  return { router, ...view };
}
