import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { SCREEN_INPUT_EDGE, type ScreenClasses } from '../../common/rules/photo-screening.ts';

/** How long one classification may take (the model loads on the first, a second or two) before it counts as failed. */
const SCREEN_TIMEOUT_MS = 60_000;

/**
 * Automatic pre-screening of photos (decision 042): the classifier runs in a worker thread
 * (photo-screen-worker.ts), started on first use and kept; the image is scaled here by sharp (on
 * libuv's pool), so the event loop only passes bytes. One photo at a time per process: screening
 * is background work (a job), never on a member's request path.
 */
export class PhotoScreener {
  private worker: Worker | null = null;
  private next = 1;
  private readonly pending = new Map<
    number,
    { resolve: (c: ScreenClasses) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();

  /** The five classes' probabilities for an image (any format sharp reads). */
  async classify(image: Buffer): Promise<ScreenClasses> {
    const pixels = await sharp(image)
      // Stretched to the square, as the model was trained (nsfwjs's own resize does the same).
      .resize(SCREEN_INPUT_EDGE, SCREEN_INPUT_EDGE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    const worker = this.start();
    const id = this.next++;
    return new Promise<ScreenClasses>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(id, new Error('photo screening timed out')), SCREEN_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      const copy = new Uint8Array(pixels);
      worker.postMessage({ id, pixels: copy }, [copy.buffer]);
    });
  }

  /** Stops the thread (the app's close); a later classify starts it again. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const id of [...this.pending.keys()]) this.fail(id, new Error('photo screening stopped'));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    // Sources run through tsx (development, tests): the worker is the .ts beside this file, loaded
    // through scripts/ts-worker.mjs. The build bundles it as build/server/photo-screen-worker.js
    // beside its chunks.
    const fromSources = import.meta.url.endsWith('.ts');
    const worker = fromSources
      ? new Worker(new URL('../../scripts/ts-worker.mjs', import.meta.url), {
          workerData: { tsWorker: new URL('./photo-screen-worker.ts', import.meta.url).href },
        })
      : new Worker(new URL('./photo-screen-worker.js', import.meta.url));
    // The thread must not keep a process alive that is otherwise done (a CLI, a test run).
    worker.unref();
    worker.on('message', (m: { id: number; classes?: ScreenClasses; error?: string }) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.classes) p.resolve(m.classes);
      else p.reject(new Error(m.error ?? 'photo screening failed'));
    });
    const lost = (err: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const id of [...this.pending.keys()]) this.fail(id, err);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`photo screening thread ended (${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(id: number, err: Error): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    p.reject(err);
  }
}
