import { loadConfigOrExit } from './config.ts';
import { openPlatform } from './boot.ts';
import { buildApp } from './app.ts';
import { ApiError } from './http/errors.ts';
import { createTranslator } from '../common/i18n/index.ts';
import { formatJobs } from './platform/jobs.ts';

/**
 * `npm run admin -- <command>`: site-owner functions until the admin console exists (issue #7).
 * They go through the same services as the site, so a refund moves credits through the ledger and
 * asks the payment provider like any other.
 */
const [command, arg, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run admin -- refund <order id> | block-iban <iban> [reason] | block-phone <phone> [reason] | jobs | jobs run <name>';
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
  } else if (command === 'jobs' && !arg) {
    console.log(formatJobs(await app.services.jobs.list()));
  } else if (command === 'jobs' && arg === 'run' && rest[0]) {
    // Due now: the next poll of a running app process takes it.
    if (await app.services.jobs.runSoon(rest[0])) console.log(`${rest[0]}: due now; a running app process takes it within seconds.`);
    else {
      console.error(`No job named ${rest[0]}.`);
      process.exitCode = 1;
    }
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
