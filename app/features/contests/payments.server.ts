import crypto from "node:crypto";
import { env } from "~/lib/env.server";

/**
 * Licence payments go through a payment provider (spec README: the licence purchase is a server
 * decision). The provider "instant" completes every charge at once (no money moves: the product
 * has no payment contract yet); a real provider implements the same interface and is chosen by
 * name (CONTEST_PAYMENT_PROVIDER). Without that variable, development and tests use "instant";
 * production has no provider (issue #28: no free licences), so the purchase answers 'Zahlungen
 * sind nicht eingerichtet' until one is configured. `npm start` with the demo data and the e2e
 * server set "instant" explicitly.
 */
export type ChargeRequest = { userId: string; amount: number; currency: string; description: string };
export type ChargeResult = { status: "completed" | "pending" | "failed"; reference: string };

export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export const instantProvider: PaymentProvider = {
  name: "instant",
  charge() {
    return Promise.resolve({ status: "completed", reference: `instant-${crypto.randomUUID()}` });
  },
};

const providers = new Map<string, PaymentProvider>([[instantProvider.name, instantProvider]]);
let override: PaymentProvider | null = null;

/** Registers another provider (selectable by name). */
export function registerPaymentProvider(provider: PaymentProvider) {
  providers.set(provider.name, provider);
}

/** Tests: use this provider until reset with null. */
export function usePaymentProvider(provider: PaymentProvider | null) {
  override = provider;
}

/** What the back-office shows: the provider's name, and whether purchases can be paid. */
export type PaymentSetup = { ready: true; name: string; instant: boolean } | { ready: false; name: string | null; reason: "unset" | "unknown" };

export function paymentSetup(): PaymentSetup {
  if (override) return { ready: true, name: override.name, instant: override.name === instantProvider.name };
  const configured = env().CONTEST_PAYMENT_PROVIDER;
  const name = configured ?? (env().NODE_ENV === "production" ? null : instantProvider.name);
  if (!name) return { ready: false, name: null, reason: "unset" };
  if (!providers.has(name)) return { ready: false, name, reason: "unknown" };
  return { ready: true, name, instant: name === instantProvider.name };
}

/** The configured provider, or null: none configured in production, or an unknown name. */
export function paymentProvider(): PaymentProvider | null {
  if (override) return override;
  const setup = paymentSetup();
  return setup.ready ? (providers.get(setup.name) ?? null) : null;
}
