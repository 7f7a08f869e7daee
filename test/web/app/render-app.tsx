import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { User } from "../../../server/api-types";
import { CatalogProvider, type PublicCatalog } from "../../../web/lib/catalog";
import { SessionProvider } from "../../../web/lib/session";
import { createAppRouter } from "../../../web/router";

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
