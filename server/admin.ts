import { loadConfigOrExit } from './config.ts';
import { openPlatform } from './boot.ts';
import { buildApp } from './app.ts';
import { ApiError } from './http/errors.ts';
import { createTranslator } from '../common/i18n/index.ts';

/**
 * `npm run admin -- <command>`: site-owner functions until the admin console exists (issue #7).
 * They go through the same services as the site, so a refund moves credits through the ledger and
 * asks the payment provider like any other.
 */
const [command, arg, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run admin -- refund <order id> | block-iban <iban> [reason] | block-phone <phone> [reason]';
const config = loadConfigOrExit();
const platform = await openPlatform(config);
const app = await buildApp({ config: { ...config, logLevel: 'warn' }, database: platform.database, storage: platform.storage });
try {
  if (command === 'refund' && /^\d+$/.test(arg ?? '')) {
    const order = await app.services.payments.refund(Number(arg));
    console.log(`Order ${order.id}: ${order.status}; ${order.credits} credits taken back.`);
  } else if ((command === 'block-iban' || command === 'block-phone') && arg) {
    await app.services.directDebit.block(command === 'block-iban' ? 'iban' : 'phone', arg, rest.join(' ') || undefined);
    console.log(`Blocked for direct debit: ${arg}`);
  } else {
    console.error(usage);
    process.exitCode = 1;
  }
} catch (err) {
  // The same texts the site shows, in Dutch (the operators' language).
  if (err instanceof ApiError) console.error(createTranslator('nl')(err.messageKey, err.params));
  else console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await app.close();
  await platform.database.close();
}
