import { loadConfigOrExit } from './config.ts';
import { openPlatform } from './boot.ts';
import { buildApp } from './app.ts';
import { ApiError } from './http/errors.ts';
import { createTranslator } from '../common/i18n/index.ts';
import { SiteInputError } from './modules/sites/create.ts';
import { formatJobs } from './platform/jobs.ts';
import { COMMAND_LINE } from './modules/audit/index.ts';
import { isStaffRole, STAFF_ROLES } from '../common/rules/staff-roles.ts';
import type { StaffPayload } from '../common/api/staff.ts';
import { presentStaff } from './modules/staff/index.ts';
import { intakeFailure, intakeSummary } from './modules/mail-events/index.ts';
import type { MemberRestrictions, RestrictionOutcome } from './modules/accounts/index.ts';
import { SUSPEND_DAYS_MAX } from '../common/api/limits.ts';
import { AttributionInputError } from './modules/attribution/index.ts';
import { POSTBACK_EVENTS } from '../common/rules/attribution.ts';
import { NumbersInputError } from './modules/numbers/index.ts';

/**
 * `npm run admin -- <command>`: site-owner functions until the admin console exists.
 * They go through the same services as the site, so a refund moves credits through the ledger and
 * asks the payment provider like any other.
 */
const [command, arg, ...rest] = process.argv.slice(2);
const usage = [
  'usage: npm run admin -- <command>',
  '  site create --domain <domain> --name <name> [--countries NL,BE] [--language nl] [--alias www.<domain>]',
  '  refund <order id>',
  '  block-iban <iban> [reason] | block-phone <phone> [reason]',
  '  member suspend <member id> --days <n> --reason <text> | member ban <member id> --reason <text> | member lift <member id>',
  '  jobs | jobs run <name>',
  `  staff create --email <address> --role ${STAFF_ROLES.join('|')} [--name <name>] [--sites <id,id>]   (prints a one-time setup link)`,
  '  staff list | staff reset-login --email <address> | staff disable --email <address> | staff enable --email <address>',
  '  link create --site <id> --target </path> [--days 30] [--network <n>] [--ref <r>] [--sub1 <s>] [--sub2 <s>] [--sub3 <s>]   (prints the short link)',
  `  postback set --site <id> --network <n> --url <template> [--events ${POSTBACK_EVENTS.join(',')}] | postback list [--site <id>] | postback delete --site <id> --network <n>`,
  '  numbers rollup --from <YYYY-MM-DD> --to <YYYY-MM-DD>   (rebuilds the daily roll-ups of /staff/numbers for those days, decision 053)',
  '  mail intake < message.eml   (one bounce/complaint mail on stdin, e.g. from a Postfix or Exim pipe to the bounce address)',
].join('\n');

/** `--name value` pairs after the command words; a flag given twice keeps every value. */
function options(args: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    if (!flag.startsWith('--') || args[i + 1] === undefined)
      throw new SiteInputError(`expected --option value, got "${flag}"`);
    out.set(flag.slice(2), [...(out.get(flag.slice(2)) ?? []), args[++i]!]);
  }
  return out;
}
/**
 * The staff console's accounts (decision 019): the first admin is made here; the audit log records
 * these changes with no staff member (the command line).
 */
async function staffCommand(sub: string | undefined, o: Map<string, string[]>): Promise<void> {
  const staff = app.services.staff;
  const show = (s: StaffPayload) =>
    `${s.id}\t${s.email}\t${s.name}\t${s.role}\t${s.status}${s.setup_pending ? '\tsetup pending' : ''}`;
  if (sub === 'list') {
    for (const s of await staff.list()) console.log(show(s));
    return;
  }
  const [email] = o.get('email') ?? [];
  if (!email) throw new SiteInputError(`staff ${sub ?? ''} needs --email`);
  if (sub === 'create') {
    const [role] = o.get('role') ?? [];
    if (!isStaffRole(role)) throw new SiteInputError(`staff create needs --role ${STAFF_ROLES.join('|')}`);
    // --sites 1,3: the account works on those sites only (decision 044); checked like the console's choice.
    const sites = o.get('sites')?.[0];
    const siteIds = sites ? sites.split(',').map((s) => Number(s.trim())) : null;
    if (siteIds?.some((id) => !Number.isInteger(id) || id <= 0))
      throw new SiteInputError(`--sites takes site ids such as 1,3, not "${sites}"`);
    const { staff: created, setup } = await staff.create(
      COMMAND_LINE,
      { email, role, name: o.get('name')?.[0], site_ids: siteIds },
      createTranslator('nl'),
    );
    console.log(
      `Staff member ${created.id} (${created.email}, ${created.role}) created. One-time setup link, valid until ${setup.expiresAt.toISOString()}:`,
    );
    console.log(setup.link);
    return;
  }
  const found = await staff.byEmail(email);
  if (!found) throw new SiteInputError(`no staff member with e-mail ${email}`);
  if (sub === 'reset-login') {
    const { setup } = await staff.resetLogin(COMMAND_LINE, found.id);
    console.log(
      `Password and two-factor login of ${found.email} reset; their sessions ended. New setup link, valid until ${setup.expiresAt.toISOString()}:`,
    );
    console.log(setup.link);
  } else if (sub === 'disable' || sub === 'enable') {
    const changed = await staff.setStatus(COMMAND_LINE, found.id, sub === 'disable' ? 'disabled' : 'active');
    console.log(show(presentStaff(changed)));
  } else {
    throw new SiteInputError(`unknown staff command "${sub ?? ''}"`);
  }
}

/** A site id option, checked against the deployment's sites. */
async function siteOption(o: Map<string, string[]>, command: string): Promise<number> {
  const raw = o.get('site')?.[0];
  const id = Number(raw);
  if (!raw || !Number.isInteger(id) || id <= 0) throw new SiteInputError(`${command} needs --site <site id>`);
  if (!(await app.services.sites.all()).some((s) => s.id === id)) throw new SiteInputError(`no site ${id}`);
  return id;
}

/**
 * Short links and the affiliate networks' postbacks (decision 051): a link's target is checked to be
 * a path of the site by the service; its token is printed once (only its hash is kept).
 */
async function attributionCommand(command: string, sub: string | undefined, o: Map<string, string[]>): Promise<void> {
  const attribution = app.services.attribution;
  try {
    if (command === 'link' && sub === 'create') {
      const siteId = await siteOption(o, 'link create');
      const days = o.get('days')?.[0];
      const tracking = Object.fromEntries(
        ['network', 'ref', 'sub1', 'sub2', 'sub3'].flatMap((k) => (o.get(k)?.[0] ? [[k, o.get(k)![0]]] : [])),
      );
      const link = await attribution.createLink({
        siteId,
        target: o.get('target')?.[0] ?? '',
        tracking,
        days: days === undefined ? undefined : Number(days),
      });
      const site = await app.services.sites.byId(siteId);
      console.log(`Short link to ${link.target}, valid until ${link.expiresAt.toISOString()}:`);
      console.log(`${site.origin}/${link.token}`);
    } else if (command === 'postback' && sub === 'set') {
      const siteId = await siteOption(o, 'postback set');
      const network = o.get('network')?.[0] ?? '';
      await attribution.setTemplate(siteId, network, o.get('url')?.[0] ?? '', o.get('events')?.[0]?.split(','));
      console.log(`Postback of ${network} on site ${siteId} stored.`);
    } else if (command === 'postback' && sub === 'delete') {
      const siteId = await siteOption(o, 'postback delete');
      const network = o.get('network')?.[0] ?? '';
      console.log(
        (await attribution.removeTemplate(siteId, network))
          ? 'Deleted.'
          : `No postback of ${network} on site ${siteId}.`,
      );
    } else if (command === 'postback' && sub === 'list') {
      const siteId = o.get('site') ? await siteOption(o, 'postback list') : undefined;
      for (const t of await attribution.templates(siteId))
        console.log(`${t.siteId}\t${t.network}\t${t.events.join(',')}\t${t.url}`);
    } else throw new SiteInputError(`unknown ${command} command "${sub ?? ''}"`);
  } catch (err) {
    throw err instanceof AttributionInputError ? new SiteInputError(err.message) : err;
  }
}

/**
 * Suspension, ban and lift from the command line: the same restriction command as the staff
 * console (decision 021), its audit row naming no staff member.
 */
async function memberCommand(
  restrictions: MemberRestrictions,
  sub: string | undefined,
  id: string | undefined,
  o: Map<string, string[]>,
  now = new Date(),
): Promise<string> {
  if (!/^\d+$/.test(id ?? '')) throw new SiteInputError(`member ${sub ?? ''} needs a member id`);
  const memberId = Number(id);
  const reason = o.get('reason')?.[0] ?? '';
  const show = (r: RestrictionOutcome) =>
    `Member ${memberId}: ${r.after.status}${r.after.suspendedUntil ? ` until ${r.after.suspendedUntil.toISOString()}` : ''}; ${r.ended.tokenHashes.length} sessions ended.`;
  if (sub === 'suspend') {
    const days = Number(o.get('days')?.[0]);
    if (!Number.isInteger(days) || days < 1 || days > SUSPEND_DAYS_MAX)
      throw new SiteInputError(`member suspend needs --days 1..${SUSPEND_DAYS_MAX}`);
    return show(await restrictions.suspend(memberId, new Date(now.getTime() + days * 86_400_000), reason));
  }
  if (sub === 'ban') return show(await restrictions.ban(memberId, reason));
  if (sub === 'lift') {
    const lifted = await restrictions.lift(memberId);
    return lifted ? show(lifted) : `Member ${memberId} is not suspended or banned.`;
  }
  throw new SiteInputError(`unknown member command "${sub ?? ''}"`);
}

/**
 * One raw mail from stdin (a pipe transport of the bounce address, docs/mail-events.md).
 * Exit 0 when the mail was read, whatever it held, and for a mail that can never be read (a
 * non-zero exit would bounce the bounce); 75 (EX_TEMPFAIL) when it could not be handled now, so
 * the MTA keeps it and tries again (`intakeFailure`).
 */
async function mailIntake(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  try {
    console.log(intakeSummary(await app.services.mailEvents.intakeRaw(Buffer.concat(chunks))));
  } catch (err) {
    const failure = intakeFailure(err);
    console.error(failure.line);
    process.exitCode = failure.exitCode;
  }
}

const config = loadConfigOrExit();
const platform = await openPlatform(config);
const app = await buildApp({
  config: { ...config, logLevel: 'warn' },
  database: platform.database,
  storage: platform.storage,
});
try {
  if (command === 'site' && arg === 'create') {
    const o = options(rest);
    const [domain] = o.get('domain') ?? [];
    const [name] = o.get('name') ?? [];
    if (!domain || !name) throw new SiteInputError('site create needs --domain and --name');
    // The console's own service: the same checks, defaults, bundles and audit row.
    const site = await app.services.siteAdmin.create(
      COMMAND_LINE,
      {
        domain,
        name,
        countries: (o.get('countries')?.[0] ?? 'NL').split(','),
        language: o.get('language')?.[0] ?? 'nl',
        aliases: o.get('alias'),
      },
      createTranslator('nl'),
    );
    console.log(
      `Site ${site.id} created for ${site.domains.join(', ')} with the default settings and four credit bundles.`,
    );
  } else if (command === 'refund' && /^\d+$/.test(arg ?? '')) {
    const order = await app.services.payments.refund(Number(arg));
    console.log(`Order ${order.id}: ${order.status}; ${order.credits} credits taken back.`);
  } else if ((command === 'block-iban' || command === 'block-phone') && arg) {
    await app.services.directDebit.block(command === 'block-iban' ? 'iban' : 'phone', arg, rest.join(' ') || undefined);
    console.log(`Blocked for direct debit: ${arg}`);
  } else if (command === 'jobs' && !arg) {
    console.log(formatJobs(await app.services.jobs.list()));
  } else if (command === 'jobs' && arg === 'run' && rest[0]) {
    // Due now: the next poll of a running app process takes it.
    if (await app.services.jobs.runSoon(rest[0]))
      console.log(`${rest[0]}: due now; a running app process takes it within seconds.`);
    else {
      console.error(`No job named ${rest[0]}.`);
      process.exitCode = 1;
    }
  } else if (command === 'mail' && arg === 'intake') {
    await mailIntake();
  } else if (command === 'member') {
    console.log(await memberCommand(app.services.restrictions, arg, rest[0], options(rest.slice(1))));
  } else if (command === 'link' || command === 'postback') {
    await attributionCommand(command, arg, options(rest));
  } else if (command === 'staff') {
    await staffCommand(arg, options(rest));
  } else if (command === 'numbers' && arg === 'rollup') {
    const o = options(rest);
    const [from, to] = [o.get('from')?.[0] ?? '', o.get('to')?.[0] ?? ''];
    console.log(await app.services.numbers.rollUp(from, to));
  } else {
    console.error(usage);
    process.exitCode = 1;
  }
} catch (err) {
  // The same texts the site shows, in Dutch (the operators' language).
  if (err instanceof ApiError) {
    console.error(createTranslator('nl')(err.messageKey, err.params));
    // A refused site names each wrong field, as the console does.
    const fields = err.extra?.fields as Record<string, string> | undefined;
    for (const [field, text] of Object.entries(fields ?? {})) console.error(`  ${field}: ${text}`);
  } else if (err instanceof SiteInputError || err instanceof NumbersInputError)
    console.error(`${err.message}\n${usage}`);
  else console.error(err instanceof Error ? `${err.name}: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await app.close();
  await platform.database.close();
}
