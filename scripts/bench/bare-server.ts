import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { BarePage } from './http-bare.ts';

/** The bare server, in a process of its own, answering each page's path with its bytes. */
export async function startBare(
  pages: BarePage[],
): Promise<{ url: string; pid: number; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [resolve('scripts/bench/http-bare.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin?.end(JSON.stringify(pages));
  const port = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match?.[1]) done(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: () => child.kill('SIGTERM'),
  };
}
