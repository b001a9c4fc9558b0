/** `npm run bench`: every benchmark in turn, one line each. Figures go to bench/README.md by hand. */
import { runSettingsBench } from './settings.ts';

const s = await runSettingsBench();
console.log(`settings: Klik ${s.klikRps.toFixed(0)} req/s, bare ${s.bareRps.toFixed(0)} req/s, ratio ${s.ratio.toFixed(2)} (goal ≥ ${s.goal}) ${s.pass ? 'PASS' : 'FAIL'}`);
