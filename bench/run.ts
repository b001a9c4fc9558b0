/** `npm run bench`: every benchmark in turn, one summary each. Figures go to bench/README.md by hand. */
import { describeSettings, runSettingsBench } from './settings.ts';
import { runLoginBench } from './login.ts';
import { runSearchBench } from './search.ts';
import { runWsBench } from './ws.ts';
import { describePhotoQueue, runPhotoQueueBench } from './photo-queue.ts';
import { describeOperatorClaim, runOperatorClaimBench } from './operator-claim.ts';
import { describePhotoScreen, runPhotoScreenBench } from './photo-screen.ts';
import { describeNumbers, runNumbersBench } from './numbers.ts';
import { describeMachine } from './support/machine.ts';

// Every figure below stands beside the machine it was measured on (bench/README.md keeps them together).
console.log(`machine at start: ${describeMachine()}`);

for (const s of await runSettingsBench()) console.log(describeSettings(s));
const l = await runLoginBench();
console.log(
  `login: ${l.loginsPerSecond.toFixed(0)} logins/s; settings p99 idle ${l.probeIdleP99} ms, during the burst ${l.probeBusyP99} ms; event-loop delay p99 ${l.eventLoopDelay.p99.toFixed(1)} ms`,
);
const r = await runSearchBench();
for (const c of r.results) {
  console.log(
    `search ${c.name}: page 1 p95 ${c.page1.p95.toFixed(1)} ms, page 100 p95 ${c.page100?.p95.toFixed(1) ?? '–'} ms`,
  );
}
const w = await runWsBench();
console.log(
  `ws: ${w.connected} sockets, ${w.rate} msg/s, ${w.received}/${w.sent} received; send→receive p50 ${w.p50.toFixed(1)} ms, p99 ${w.p99.toFixed(1)} ms, max ${w.max.toFixed(1)} ms (goal p99 ≤ 100); ` +
    `server loop delay p99 ${w.server.loopDelayP99.toFixed(1)} ms, GC max ${w.server.gcMax.toFixed(1)} ms; ` +
    `idle socket ${(w.bytesPerSocketHeap / 1024).toFixed(1)} KB heap, ${(w.bytesPerSocketRss / 1024).toFixed(1)} KB RSS (goal ≤ 10 KB)`,
);
console.log(describePhotoQueue(await runPhotoQueueBench()));
console.log(describeOperatorClaim(await runOperatorClaimBench()));
console.log(describePhotoScreen(await runPhotoScreenBench()));
console.log(describeNumbers(await runNumbersBench()));
console.log(`machine at end: ${describeMachine()}`);
