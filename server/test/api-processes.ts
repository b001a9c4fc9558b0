import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts one more app process for a test that needs several (server/test/api-process.ts), with this
 * environment (DATABASE_URL, REDIS_URL, DATA_DIR …); resolves with it and its port once it listens,
 * rejects when it exits before.
 */
export function startApiProcess(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/api-process.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`api process exited with ${code}`)));
  });
}
