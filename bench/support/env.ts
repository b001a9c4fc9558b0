/**
 * The configuration a benchmark server runs with: production mode, as members meet it, with the
 * parts production requires. No benchmark sends mail or takes payments, so the SMTP server is never
 * reached and purchases are off.
 */
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SMTP_URL: 'smtp://127.0.0.1:9',
  PAYMENTS: 'off',
} as const;
