import { loadConfigOrExit } from '../config.ts';
import { openPlatform } from '../boot.ts';
import { seedDemoAccount, seedDemoMembers, seedDemoSite } from './seed/index.ts';

/** `npm run db:migrate` and `npm run db:seed`: the same steps the server takes at start, on demand. */
const command = process.argv[2];
const config = loadConfigOrExit();
const platform = await openPlatform(config); // applies the migrations
if (command === 'migrate') {
  console.log(`Migrations applied (${platform.database.engine}).`);
} else if (command === 'seed') {
  const site = await seedDemoSite(platform.database.db);
  const added = await seedDemoMembers(platform.database.db, platform.storage, site.id, config.seedMembers);
  await seedDemoAccount(platform.database.db, site.id);
  console.log(`Demo site ${site.created ? 'created' : 'updated'}; ${added} demo members added.`);
} else {
  console.error('usage: cli.ts migrate|seed');
  process.exitCode = 1;
}
await platform.database.close();
