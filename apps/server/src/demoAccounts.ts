/** The demo accounts: created by the first-start seed (seed.ts), filled by the modules' demo seeders. */

/** The demo accounts printed at start (both with the same known password). */
export const DEMO_ACCOUNTS = {
  customer: {
    email: 'customer@demo.hireloop.dev',
    password: 'Demo-Passw0rd!',
    firstName: 'Maya',
    lastName: 'Okafor',
  },
  business: {
    email: 'business@demo.hireloop.dev',
    password: 'Demo-Passw0rd!',
    businessName: 'Northwind Labs',
  },
} as const;
