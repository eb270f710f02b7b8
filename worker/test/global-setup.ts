import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../tools/stripe-emulator/src/server';

/** The local Stripe emulator for the API tests: the Worker reaches it through the real SDK. */
export default async function setup(project: TestProject) {
  const emulator = await startEmulator({ port: 0, webhookUrl: null, log: () => {} });
  project.provide('stripeApiUrl', emulator.url);
  return async () => emulator.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApiUrl: string;
  }
}
