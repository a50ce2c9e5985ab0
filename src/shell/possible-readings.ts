// Readings a command may have that its words do not show, for deny and ask rules, which then ask
// (never deny: the reading is only possible). `terraform apply PLAN` applies a saved plan, which
// `terraform plan -destroy -out PLAN` may have made: it may destroy, as `terraform destroy` does,
// so `Shell(terraform destroy *)` asks for it.

import type { Simple } from './runs.js';

/** terraform's apply flags that take the next word as their value (Go's flag package: `-var x=y`). */
const TERRAFORM_APPLY_VALUES = new Set(['-var', '-var-file', '-target', '-replace', '-parallelism', '-lock-timeout', '-state', '-state-out', '-backup']);

/** The words of the command's possible reading and when it holds, or undefined. */
export function possibleReading(name: string, c: Simple): { words: string[]; dynamic: boolean[]; when: string } | undefined {
  if (name !== 'terraform' && name !== 'tofu') return undefined;
  const { words, dynamic } = c;
  // The subcommand: the first word that is no option (global options are `-chdir=DIR`, `-help`, `-version`).
  let sub = 1;
  while (sub < words.length && !dynamic[sub] && words[sub]!.startsWith('-')) sub++;
  if (words[sub] !== 'apply' || dynamic[sub]) return undefined;
  for (let i = sub + 1; i < words.length; i++) {
    const w = words[i]!;
    if (!dynamic[i] && w.startsWith('-')) {
      if (TERRAFORM_APPLY_VALUES.has(w.replace(/^--/, '-'))) i++;
      continue;
    }
    // A word that is no option nor a flag's value: the saved plan (an expansion may be one too).
    const read = [...words];
    read[sub] = 'destroy';
    return { words: read, dynamic: [...dynamic], when: `applies the saved plan ${dynamic[i] ? 'an expansion names' : JSON.stringify(w)}, which may destroy (terraform plan -destroy -out)` };
  }
  return undefined;
}
