/**
 * The photo pre-screening (decision 042): how long one photo takes in the classifier thread, how
 * many a process screens per second, and what it costs the event loop that serves members meanwhile
 * (the classifier runs in a worker; only the scaling by sharp and the message pass the main thread).
 *   node --import tsx bench/photo-screen.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { PhotoScreener } from '../server/platform/photo-screen.ts';
import { onMachine } from './support/machine.ts';

const PHOTOS = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runPhotoScreenBench() {
  // Photos as members upload them after the pipeline: 1280 px on the long side, each different.
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, (_, i) =>
      sharp({
        create: { width: 1280, height: 960, channels: 3, background: { r: (i * 37) % 256, g: 120, b: (i * 91) % 256 } },
      })
        .webp({ quality: 82 })
        .toBuffer(),
    ),
  );
  const screener = new PhotoScreener();
  try {
    let t = performance.now();
    await screener.classify(photos[0]!);
    const firstMs = performance.now() - t;
    // One at a time, as the job runs them: the time per photo.
    const each: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    t = performance.now();
    for (const photo of photos) {
      const s = performance.now();
      await screener.classify(photo);
      each.push(performance.now() - s);
    }
    const seconds = (performance.now() - t) / 1000;
    loop.disable();
    return {
      photos: PHOTOS,
      firstMs,
      p50: percentile(each, 50),
      p95: percentile(each, 95),
      perSecond: PHOTOS / seconds,
      loopDelayP99: loop.percentile(99) / 1e6,
      loopDelayMax: loop.max / 1e6,
    };
  } finally {
    await screener.close();
  }
}

export function describePhotoScreen(r: Awaited<ReturnType<typeof runPhotoScreenBench>>): string {
  return `photo screening: first photo (model load) ${r.firstMs.toFixed(0)} ms; then per photo p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${r.perSecond.toFixed(1)} photos/s; main-thread event-loop delay meanwhile p99 ${r.loopDelayP99.toFixed(1)} ms, max ${r.loopDelayMax.toFixed(1)} ms (goal p99 ≤ 20)`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (let run = 1; run <= Number(process.env.RUNS ?? 3); run++)
    console.log(`run ${run}: ${describePhotoScreen(await onMachine('photo screening', runPhotoScreenBench))}`);
}
