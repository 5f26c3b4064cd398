import crypto from "node:crypto";

/**
 * Licence payments go through a payment provider (spec README: the licence purchase is a server
 * decision). The default provider "instant" completes every charge at once (no money moves: the
 * product has no payment contract yet); a real provider implements the same interface and is
 * chosen by name (CONTEST_PAYMENT_PROVIDER, default "instant").
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

/** The configured provider; an unknown name is a configuration error (null). */
export function paymentProvider(): PaymentProvider | null {
  if (override) return override;
  return providers.get(process.env.CONTEST_PAYMENT_PROVIDER?.trim() || "instant") ?? null;
}
