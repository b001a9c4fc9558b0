import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load, type NSFWJS } from 'nsfwjs';
import { SCREEN_INPUT_EDGE } from '../../common/rules/photo-screening.ts';

/**
 * The photo classifier's thread (server/platform/photo-screen.ts starts it): TensorFlow.js on its
 * WebAssembly backend with the MobileNetV2 model bundled in the nsfwjs package — nothing is fetched.
 * A classification takes some 150–250 ms of CPU; here it never holds up the server's event loop.
 * In: { id, pixels } (224×224 RGB bytes). Out: { id, classes } or { id, error }.
 */
const require = createRequire(import.meta.url);
setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + path.sep);

let model: Promise<NSFWJS> | null = null;
function loadModel(): Promise<NSFWJS> {
  model ??= (async () => {
    // No development checks or warnings; and WebAssembly, never the 20× slower pure-JS fallback.
    tf.enableProdMode();
    if (!(await tf.setBackend('wasm'))) throw new Error('the WebAssembly backend did not start');
    await tf.ready();
    // The library announces which model it loads on console.info: nothing an operator needs.
    const info = console.info;
    console.info = () => {};
    try {
      return await load('MobileNetV2');
    } finally {
      console.info = info;
    }
  })();
  return model;
}

parentPort?.on('message', (msg: { id: number; pixels: Uint8Array }) => {
  void (async () => {
    try {
      const m = await loadModel();
      const input = tf.tensor3d(msg.pixels, [SCREEN_INPUT_EDGE, SCREEN_INPUT_EDGE, 3], 'int32');
      try {
        const predictions = await m.classify(input, 5);
        parentPort!.postMessage({
          id: msg.id,
          classes: Object.fromEntries(predictions.map((p) => [p.className, p.probability])),
        });
      } finally {
        input.dispose();
      }
    } catch (err) {
      parentPort!.postMessage({ id: msg.id, error: (err as Error).message });
    }
  })();
});
