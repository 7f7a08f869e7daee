import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { CatalogProvider } from "./lib/catalog";
import { SessionProvider } from "./lib/session";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
// A transition lets React render the first screen in slices that yield to the browser between
// them, rather than in one long task that holds up input (docs/performance.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <CatalogProvider>
          <RouterProvider router={router} />
        </CatalogProvider>
      </SessionProvider>
    </StrictMode>,
  );
});
