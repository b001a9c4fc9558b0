import { loadConfigOrExit } from '../config.ts';
import { openPlatform } from '../boot.ts';
import { seedDemoAccount, seedDemoInspection, seedDemoMembers, seedDemoSite } from '../seed/index.ts';

/** `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start, on demand. */
const command = process.argv[2];
const config = loadConfigOrExit();
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(1);
}
if (command === 'seed' && config.isProduction) {
  // The demo site has a published login and fictional members: never on a production database.
  console.error(
    'db:seed makes demo content and is refused when NODE_ENV=production; create a site with `node build/server/admin.js site create --domain <domain> --name <name>` (in a checkout: `npm run admin -- site create …`).',
  );
  process.exit(1);
}
const platform = await openPlatform(config); // applies the migrations
if (command === 'migrate') {
  console.log(`Migrations applied (${platform.database.engine}).`);
} else {
  const site = await seedDemoSite(platform.database.db);
  const added = await seedDemoMembers(platform.database.db, platform.storage, site.id, config.seedMembers);
  await seedDemoAccount(platform.database.db, platform.storage, site.id, { members: config.seedMembers });
  await seedDemoInspection(platform.database.db, platform.storage, site.id, config.seedMembers);
  console.log(`Demo site ${site.created ? 'created' : 'updated'}; ${added} demo members added.`);
}
await platform.database.close();
