/** The request body of a checkout (docs/api.md, "Payments"): a package id from GET /api/payments/packages. */
import { z } from "zod";
import { worded } from "./field-errors.js";
import { requestMessages as m } from "./messages.js";

export const checkoutBody = z.object({ packageId: worded(m.choosePackage, z.string()) });

/** ?userId= of the payment list: another user's, for administrators. */
export const paymentsQuery = z.object({ userId: z.string().optional() });
