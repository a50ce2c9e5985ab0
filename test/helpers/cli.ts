// Running the CLI in-process, as the bin does, with stdin given as lines.
import { main } from '../../src/cli/main.js';

export async function run(argv: string[], input: string[] = []): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (s) => void (stdout += s),
    stderr: (s) => void (stderr += s),
    lines: async function* () { yield* input; },
  });
  return { code, stdout, stderr };
}
