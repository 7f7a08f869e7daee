import { useEffect, useState } from "react";
import type { PlansResponse } from "../../server/api-types";
import { answer, client } from "./api";

/** GET /api/plans: the sign-up plans, packages and the maintenance switch (public). */
export function usePlans(): PlansResponse | null {
  const [plans, setPlans] = useState<PlansResponse | null>(null);
  useEffect(() => {
    let live = true;
    answer(client.plans.$get())
      .then((p) => live && setPlans(p))
      .catch(() => {
        // The page still works without the plans; the cards show their links only.
      });
    return () => {
      live = false;
    };
  }, []);
  return plans;
}
