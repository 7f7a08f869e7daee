import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { CatalogProvider } from "./lib/catalog";
import { SessionProvider } from "./lib/session";
import { createAppRouter } from "./router";
import "./styles.css";

const router = createAppRouter();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <SessionProvider>
      <CatalogProvider>
        <RouterProvider router={router} />
      </CatalogProvider>
    </SessionProvider>
  </StrictMode>,
);
