/** The request body of a checkout (docs/api.md, "Payments"): a package id from GET /api/payments/packages. */
import { z } from "zod";
import { ROLES } from "./account.js";
import { named, price, timestamp } from "./answer-parts.js";
import { worded } from "./field-errors.js";
import { requestMessages as m } from "./messages.js";

export const checkoutBody = z.object({ packageId: worded(m.choosePackage, z.string().min(1)) });

/** ?userId= of the payment list: another user's, for administrators. */
export const paymentsQuery = z.object({ userId: z.string().optional() });

/** A credit package on sale, priced in CURRENCY; its id is `credits-<credits>`. */
export const creditPackageSchema = named(
  "CreditPackage",
  z.object({ id: z.string(), credits: z.number().int(), price, label: z.string().optional() }),
);

export const packagesAnswer = named(
  "Packages",
  z.object({ currency: z.string().length(3), packages: z.array(creditPackageSchema) }),
);

/** GET /api/plans: what each sign-up plan includes, and the packages on sale. */
export const plansAnswer = named(
  "Plans",
  z.object({
    plans: z.object({
      oneTime: z.object({ credits: z.number().int() }),
      subscription: z.object({ credits: z.number().int(), days: z.number().int(), price: price.nullable() }),
    }),
    currency: z.string().length(3),
    packages: z.array(creditPackageSchema),
    maintenanceMode: z.boolean(),
    disableCreditDeduction: z.boolean(),
  }),
);

export const creditHistoryEntry = named(
  "CreditHistoryEntry",
  z.object({
    previousAmount: z.number().int(),
    newAmount: z.number().int(),
    delta: z.number().int(),
    reason: z.string(),
    modifiedBy: z.string(),
    timestamp: timestamp(),
  }),
);

export const creditHistoryAnswer = named("CreditHistory", z.object({ history: z.array(creditHistoryEntry) }));

export const creditsAnswer = named(
  "Credits",
  z.object({
    credits: z.number().int(),
    role: z.enum(ROLES),
    subscriptionRenewalDate: timestamp().nullable(),
    history: z.array(creditHistoryEntry),
  }),
);

export const checkoutAnswer = named("Checkout", z.object({ sessionId: z.string(), checkoutUrl: z.string() }));

/** A payment: a checkout's state, what it credits and what it charged. */
export const paymentSchema = named(
  "Payment",
  z.object({
    sessionId: z.string(),
    status: z.enum(["pending", "paid", "failed", "expired"]),
    credits: z.number().int(),
    packageId: z.string(),
    amount: price,
    createdAt: timestamp(),
  }),
);

export const paymentAnswer = named("PaymentAnswer", z.object({ payment: paymentSchema }));
export const paymentList = named("PaymentList", z.object({ payments: z.array(paymentSchema) }));

/** A signed event handled: `applied` is false for a replay or an event that changes nothing. */
export const eventHandled = named("EventHandled", z.object({ received: z.literal(true), applied: z.boolean() }));
