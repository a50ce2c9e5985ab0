// The command line: `managed-policy <command> ...`. Exit codes: 0 clean, 1 problems found,
// 2 usage error.
import { readFileSync } from 'node:fs';
import { checkCommand } from './check.js';
import { decideCommand } from './decide.js';
import { effectiveCommand } from './effective.js';
import { SANDBOX_USAGE, sandboxCommand } from './sandbox.js';
import { LINK_USAGE } from './host-links.js';
import { SOURCES_USAGE } from './sources.js';
import { validateCommand } from './validate.js';
export const EXIT = { ok: 0, problems: 1, usage: 2 };
export const USAGE = `Usage: managed-policy <command> [options]

Commands:
  validate FILE... [--mdm FILE]... [--teams-dir DIR] [--strict] [--check-trust] [--format text|json|sarif|github]
      Check managed-settings files (MDM exports, a team layout) and print every problem.
  check [sources] shell|read|edit|fetch SUBJECT [--shell bash|powershell]
        [--cwd DIR] [--home DIR] [--repository DIR] [--cdpath PATHS] [--workspace DIR]... [--platform linux|darwin|win32] [--format text|json]
        [--no-resolve-symlinks]
      Decide one operation and explain the decision.
  decide [sources] [--user FILE] [--no-resolve-symlinks]
      Decide a stream of requests: JSON Lines on stdin, one JSON answer per line on stdout.
  effective [sources]
      Print the composed effective policy as JSON, each value with the source that decided it.
${SANDBOX_USAGE}

${SOURCES_USAGE}

Symbolic links (check, decide):
${LINK_USAGE}

Options:
  -h, --help     show this help
  -V, --version  print the version

Exit codes: 0 clean (validate: warnings allowed unless --strict; check/decide: any decision),
1 errors found (validate), 2 usage error.
`;
export function version() {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    return pkg.version;
}
export function main(argv, io) {
    const [command, ...rest] = argv;
    switch (command) {
        case 'validate':
            return validateCommand(rest, io);
        case 'check':
            return checkCommand(rest, io);
        case 'decide':
            return decideCommand(rest, io);
        case 'effective':
            return effectiveCommand(rest, io);
        case 'sandbox':
            return sandboxCommand(rest, io);
        case '-V':
        case '--version':
            io.stdout(`${version()}\n`);
            return EXIT.ok;
        case '-h':
        case '--help':
        case 'help':
            io.stdout(USAGE);
            return EXIT.ok;
        case undefined:
            io.stderr(USAGE);
            return EXIT.usage;
        default:
            io.stderr(`managed-policy: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
            return EXIT.usage;
    }
}
//# sourceMappingURL=main.js.map