import { build } from 'esbuild';

/**
 * The bionic reading library bundled for a browser page: loaded with addScriptTag, it is the
 * global `Bionic` (showBionic, hideBionic and the transform's helpers).
 */
export async function bionicBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: [
        "export * from './src/lib/bionic/live.ts';",
        "export * from './src/lib/bionic/transform.ts';",
        "export { DEFAULT_BIONIC } from './src/lib/bionic/settings.ts';",
      ].join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'Bionic',
    // React's scheduler picks its build by this, as the site's bundler has it pick.
    define: { 'process.env.NODE_ENV': '"production"' },
    target: 'es2022',
  });
  return result.outputFiles[0]?.text ?? '';
}

const VOCABULARY =
  'care patient shift nurse ward clinical record team schedule support safety medication review plan family handover assessment reliable compassionate experience'.split(
    ' ',
  );

/** A job description of the given number of words, in paragraphs of about a hundred. */
export function longDescription(words: number): string {
  const paragraphs: string[] = [];
  for (let start = 0; start < words; start += 100) {
    const count = Math.min(100, words - start);
    const text = Array.from(
      { length: count },
      (_, i) => VOCABULARY[(start + i * 7) % VOCABULARY.length],
    );
    paragraphs.push(`<p>${text.join(' ')}.</p>`);
  }
  return paragraphs.join('\n');
}
