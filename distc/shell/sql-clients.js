// Database command-line clients run what their arguments say, and their meta-commands reach the
// shell and the filesystem: sqlite3's `.shell CMD`, `.output FILE`, `.read FILE`, `.once '|CMD'`
// and its readfile()/writefile() functions; psql's `\! CMD`, `\o FILE`, `\i FILE`, `\copy … to
// 'FILE'`; mysql's `system CMD`, `tee FILE`, `source FILE`, `pager CMD`. As for interpreters
// (inline-code.ts), the client's allow rule covers its SQL, but what it plainly runs is a line
// (which must be allowed as well) and the files it names are Read and Edit parts; what cannot be
// read plainly (an expansion, a meta-command the analysis does not know, a file function given
// anything but a literal) is a problem. A script the line gives on standard input (a
// here-document, a here-string) is read as arguments are; one from a pipe or a file is not seen.
import { percentDecoded } from './file-touches.js';
import { letterGrammar, scan } from './long-options.js';
import { psqlArguments, psqlBacktickCommands } from './psql-arguments.js';
import { sqliteArguments } from './sqlite-arguments.js';
/** A file argument of a meta-command: a pipe to a command (`'|sort > x'`) is a line. */
function target(t, op, arg, client) {
    const v = unquote(arg);
    if (v === undefined || v === '') {
        t.problem(`${client} names a file the analysis cannot read (${JSON.stringify(arg)})`);
        return;
    }
    if (v.startsWith('|'))
        t.run(v.slice(1), false);
    else
        t.add(op, v, false, 'none', false);
}
/** A meta-command argument without its quotes (sqlite3, psql and mysql quote alike), or undefined when it has a substitution. */
function unquote(arg) {
    const a = arg.trim();
    if (a.length >= 2 && (a[0] === "'" || a[0] === '"') && a.endsWith(a[0]))
        return a.slice(1, -1);
    // (psql substitutes `:var` and backticks in meta-command arguments.)
    return /[`:]/.test(a) && !/^[A-Za-z]:[\\/]/.test(a) ? undefined : a;
}
/** A mysql command's arguments, split at blanks outside quotes (kept: unquote() removes them). */
function dotArguments(rest) {
    return rest.match(/'[^']*'?|"(?:[^"\\]|\\.)*"?|[^\s'"]+/g) ?? [];
}
/** The lines of an argument, each with its leading blanks removed. */
function lines(text) {
    return text.split('\n').map((l) => l.trimStart());
}
/** sqlite3 SQL functions that read or write files, run an editor or load code. */
const SQLITE_FILE_FUNCTIONS = /\b(?:readfile|writefile|edit|load_extension|fsdir|lsmode)\s*\(|\battach\b|\bvacuum\s+into\b/i;
/** sqlite3 dot-commands that neither run commands nor open files (any other is read below, or is a problem). */
const SQLITE_PLAIN = new Set(['auth', 'bail', 'binary', 'changes', 'check', 'connection', 'databases', 'dbconfig', 'dbinfo', 'dump', 'echo', 'eqp',
    'expert', 'explain', 'fullschema', 'headers', 'header', 'help', 'indexes', 'indices', 'limit', 'lint', 'mode', 'nullvalue', 'parameter', 'print',
    'progress', 'prompt', 'quit', 'exit', 'scanstats', 'schema', 'separator', 'sha3sum', 'show', 'stats', 'tables', 'timeout', 'timer', 'vfsinfo',
    'vfslist', 'vfsname', 'width', 'crnl', 'recover']);
/**
 * One sqlite3 argument: a dot-command when it starts with `.` (the whole argument, newlines
 * included, as sqlite3 reads it), else SQL.
 */
function sqliteText(t, text) {
    if (!text.startsWith('.')) {
        if (SQLITE_FILE_FUNCTIONS.test(text))
            t.problem('sqlite3 SQL reads or writes files, runs an editor or loads code (readfile, writefile, edit, load_extension, fsdir, ATTACH, VACUUM INTO)');
        return;
    }
    const words = sqliteArguments(text.slice(1));
    if (words === undefined) {
        t.problem('a sqlite3 dot-command has an octal escape for a byte past ASCII');
        return;
    }
    const command = (words[0] ?? '').toLowerCase();
    // (Each argument as sqlite3 has it: quotes removed, escapes resolved.)
    const args = words.slice(1);
    // (`.once '|cmd' more`: the words after a pipe are the command's too.)
    const fileOrPipe = (op, at) => {
        if (at < 0 || at >= args.length)
            return;
        if (args[at].startsWith('|'))
            t.run([args[at].slice(1), ...args.slice(at + 1)].join(' '), false);
        else if (op === 'edit' && DATABASE_WRITERS.has(command))
            databaseFile(t, args[at]);
        else if (args[at] === '')
            t.problem('sqlite3 names an empty file name');
        else
            t.add(op, args[at], false, 'none', false);
    };
    const firstOperand = args.findIndex((a) => !a.startsWith('-'));
    switch (command) {
        case 'shell':
        case 'system':
            // (As sqlite3 joins them: an argument with a space in double quotes, nothing escaped.)
            t.run(args.map((a) => (a.includes(' ') ? `"${a}"` : a)).join(' '), false);
            break;
        case 'output':
        case 'once':
        case 'log':
        case 'trace':
        case 'iotrace':
        case 'clone':
            // (None, or stdout/stderr/off, is no file.)
            if (firstOperand >= 0 && !['stdout', 'stderr', 'off'].includes(args[firstOperand]))
                fileOrPipe('edit', firstOperand);
            if (args.includes('-x') || args.includes('-e'))
                t.problem('sqlite3 .once -x/-e opens the output in another program');
            break;
        case 'backup':
        case 'save':
        case 'open':
            // (`.backup ?DB? FILE`, `.save` the same, `.open ?OPTIONS? FILE`: the last argument.)
            if (args.length > 0 && !args[args.length - 1].startsWith('-'))
                fileOrPipe('edit', args.length - 1);
            break;
        case 'read':
        case 'import':
            fileOrPipe('read', firstOperand);
            break;
        case 'restore':
            fileOrPipe('read', args.length - 1);
            break;
        default:
            if (!SQLITE_PLAIN.has(command))
                t.problem(`sqlite3 .${command} is not a dot-command the analysis reads (it may run a command or open a file)`);
    }
}
/** Dot-commands whose file is a database (written with its rollback journal or write-ahead log beside it). */
const DATABASE_WRITERS = new Set(['backup', 'save', 'open', 'clone']);
/** A database file sqlite3 writes, and the journal and write-ahead log files it writes beside it. */
function databaseFile(t, file) {
    if (file === '' || file.startsWith('|'))
        return;
    for (const suffix of ['', '-journal', '-wal', '-shm'])
        t.edit(file + suffix);
}
/** sqlite3's options that take the next word (`-cmd` runs it as a command). */
const SQLITE_VALUES = new Set(['cmd', 'init', 'lookaside', 'maxsize', 'mmap', 'newline', 'nonce', 'nullvalue', 'pagecache', 'separator', 'vfs', 'heap', 'A']);
const sqlite3 = (words, dynamic, t) => {
    let database = false;
    // (SQL after the database: it runs that, and reads no standard input.)
    let sqlGiven = false;
    for (let i = 1; i < words.length; i++) {
        const w = words[i] ?? '';
        if (dynamic[i]) {
            t.problem('an argument of sqlite3 comes from an expansion: it may be SQL or a dot-command that runs a command or opens a file');
            continue;
        }
        // (sqlite3 reads its options anywhere on the line.)
        if (w.startsWith('-') && w.length > 1) {
            const name = w.replace(/^--?/, '');
            if (name === 'A' || name.startsWith('A'))
                t.problem('sqlite3 -A reads and writes the files of an archive');
            if (!SQLITE_VALUES.has(name))
                continue;
            const value = words[++i] ?? '';
            if (dynamic[i])
                t.problem(`the value of sqlite3 ${w} comes from an expansion`);
            else if (name === 'cmd')
                sqliteText(t, value);
            else if (name === 'init')
                t.read(value);
            // (-lookaside and -pagecache take two numbers.)
            if (name === 'lookaside' || name === 'pagecache')
                i++;
            continue;
        }
        if (!database) {
            database = true;
            // (The database file is created and written, unless read-only; `:memory:` and '' are none.)
            if (w !== ':memory:' && w !== '' && !w.startsWith('file:'))
                databaseFile(t, w);
            else if (w.startsWith('file:'))
                t.problem('sqlite3 opens a database by URI');
            continue;
        }
        sqlGiven = true;
        sqliteText(t, w);
    }
    // (On standard input, a dot-command is one line.)
    stdinText(t, 'sqlite3', !sqlGiven, (text) => { for (const line of text.split('\n'))
        sqliteText(t, line.trimStart()); });
};
/**
 * The script the line gives the client on standard input, read with `read`. When the client reads
 * its commands from standard input (`readsStdin`: no command on its line) and the line gives none
 * there, they come from a pipe or a file (`echo '.shell rm x' | sqlite3`): not known.
 */
function stdinText(t, client, readsStdin, read) {
    if (t.stdin === undefined) {
        if (readsStdin)
            t.problem(`${client} reads its commands from standard input (a pipe or a file), which is not analyzed`);
        return;
    }
    if (!t.stdin.literal)
        t.problem(`the script given to ${client} on standard input has expansions`);
    else
        read(t.stdin.text);
}
/** psql meta-commands (after `\`) that neither run commands nor open files. */
const PSQL_PLAIN = /^(?:[dlxqtaCfHTz]|d[a-zA-Z+S]*|l\+?|conninfo|encoding|echo|errverbose|q|qecho|warn|set|unset|pset|timing|x|prompt|if|elif|else|endif|gset|gdesc|gexec|bind|crosstabview|sf|sv|h|help|\?|c|connect|password|getenv|p|print|r|reset|t|T|watch)$/;
/** One psql command string (`-c`): SQL, or backslash meta-commands (`\! CMD`, `\o FILE`, `\i FILE`). */
function psqlText(t, text) {
    // (A meta-command runs to the end of its line, or to the next backslash command.)
    for (const m of text.matchAll(/\\([!A-Za-z_?]+)([^\\\n]*)/g)) {
        const command = m[1];
        const rest = m[2] ?? '';
        const first = rest.trim().split(/\s+/)[0] ?? '';
        if (command === '!') {
            t.run(rest, false);
            continue;
        }
        // (Not `\copy`: it takes its line whole, backticks included.)
        if (command !== 'copy')
            for (const line of psqlBacktickCommands(rest))
                t.run(line, false);
        if (command === 'setenv')
            t.problem('psql \\setenv sets a variable of the environment (the server \\c connects to: PGHOST, PGSERVICE…; a pager or editor it runs)');
        else if (command === 'o' || command === 'out' || command === 'w' || command === 'write' || command === 's' || command === 'g' || command === 'gx' || command === 'lo_export') {
            const file = command === 'lo_export' ? rest.trim().split(/\s+/)[1] : rest.trim().startsWith('|') ? rest.trim() : first;
            if (file !== undefined && file !== '')
                target(t, 'edit', file, 'psql');
        }
        else if (command === 'i' || command === 'include' || command === 'ir' || command === 'include_relative' || command === 'lo_import') {
            if (first !== '')
                target(t, 'read', first, 'psql');
        }
        else if (command === 'copy')
            psqlCopy(t, rest);
        else if (command === 'c' || command === 'connect')
            psqlConnect(t, rest);
        else if (command === 'e' || command === 'edit' || command === 'ef' || command === 'ev' || command === 'cd')
            t.problem(`psql \\${command} runs an editor or changes directory`);
        else if (!PSQL_PLAIN.test(command))
            t.problem(`psql \\${command} is not a meta-command the analysis reads (it may run a command or open a file)`);
    }
}
/**
 * `\c [-reuse-previous=on] [DB [USER [HOST [PORT]]]]` or `\c CONNINFO|URI`: the server psql
 * connects to next (a `:var` substitution there is a host unknown).
 */
function psqlConnect(t, rest) {
    const args = psqlArguments(rest).filter((a) => a.value === undefined || !a.value.startsWith('-reuse-previous'));
    for (const [k, { raw, value: v }] of args.entries()) {
        if (v === undefined)
            t.url(raw, true);
        else if (v.includes('://') || v.includes('='))
            server(t, 'postgres', { word: v, dynamic: false });
        // (`-` keeps the previous connection's value.)
        else if (k === 2 && v !== '-' && v !== '')
            server(t, 'postgres', { word: v, dynamic: false });
    }
}
/** `\copy t from 'FILE'`, `\copy t to 'FILE'`, `… program 'CMD'` (run on this machine). */
function psqlCopy(t, rest) {
    const m = /\b(from|to)\s+(program\s+)?('(?:[^']|'')*'|"[^"]*"|\S+)/i.exec(rest);
    if (m === null)
        return;
    const value = unquote(m[3]);
    if (value === undefined)
        t.problem('psql \\copy names a file the analysis cannot read');
    else if (m[2] !== undefined)
        t.run(value, false);
    else if (!/^std(?:in|out)$|^pstdin$|^pstdout$/i.test(value))
        t.add(m[1].toLowerCase() === 'from' ? 'read' : 'edit', value, false, 'none', false);
}
/** psql (getopt_long): the options that take a value, and what the value of each names. */
const PSQL = letterGrammar('cdfFhLopPRTUv', ['command', 'dbname', 'file', 'field-separator', 'host', 'log-file', 'output', 'port', 'pset',
    'record-separator', 'table-attr', 'username', 'set', 'variable']);
const PSQL_NAMES = {
    '-c': 'sql', command: 'sql', '-f': 'read', file: 'read', '-o': 'edit', output: 'edit', '-L': 'edit', 'log-file': 'edit',
};
/** The server a client connects to: `-h HOST`, a URI (`postgres://h/db`), a conninfo (`host=h dbname=x`). */
export function server(t, scheme, value) {
    if (value.dynamic) {
        t.url(value.word, true);
        return;
    }
    const w = value.word;
    // libpq takes a list of hosts everywhere (`host=a,b`, `postgresql://a,b:5433/db`, `-h /tmp,b`);
    // a path is a Unix socket's directory: no host.
    let count = 0;
    const hosts = (list) => {
        for (const h of list.split(',')) {
            if (h === '' || h.startsWith('/'))
                continue;
            // (A work bound: more hosts than any real list are a problem, not read one by one.)
            if (++count > MAX_HOSTS) {
                t.problem(`more than ${MAX_HOSTS} database hosts in one argument: the rest are not read`);
                return;
            }
            t.url(`${scheme}://${h}/`, false);
        }
    };
    const uri = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(w);
    if (uri !== null) {
        hosts(uri[1].replace(/:\d+(?=,|$)/g, ''));
        // (`?host=h` in a URI's query names more hosts.)
        for (const m of w.matchAll(/[?&](?:host|hostaddr)=([^&#]*)/g)) {
            const decoded = percentDecoded(m[1]);
            if (decoded === undefined)
                t.problem(`a host in a database URI the analysis cannot decode (${m[1].slice(0, 40)})`);
            else
                hosts(decoded);
        }
    }
    else if (/(?:^|\s)(?:host|hostaddr)\s*=/.test(w)) {
        // (conninfo: `host=h`, `host = 'h'`, quotes and backslash escapes.)
        for (const m of w.matchAll(/(?:^|\s)(?:host|hostaddr)\s*=\s*('(?:[^'\\]|\\.)*'|[^\s]+)/g)) {
            if (count > MAX_HOSTS)
                break;
            hosts(m[1].replace(/^'|'$/g, '').replace(/\\(.)/g, '$1'));
        }
    }
    else
        hosts(w);
}
/** Hosts read from one argument (libpq tries each in turn; real lists are a few). */
const MAX_HOSTS = 32;
const psql = (words, dynamic, t) => {
    const s = scan('psql', words, dynamic, PSQL.grammar, PSQL.flags, t);
    // (The first operand is the database: a URI or a conninfo names the server.)
    const db = s.operands[0];
    if (db !== undefined && (db.dynamic || db.word.includes('://') || db.word.includes('=')))
        server(t, 'postgres', db);
    for (const { name, value } of s.options) {
        if ((name === '-h' || name === 'host' || name === '-d' || name === 'dbname') && value !== undefined) {
            if (name === '-h' || name === 'host' || value.dynamic || value.word.includes('://') || value.word.includes('='))
                server(t, 'postgres', value);
        }
        const kind = PSQL_NAMES[name];
        if (kind === undefined || value === undefined)
            continue;
        if (value.dynamic)
            t.problem(`the value of psql ${name} comes from an expansion`);
        else if (kind === 'sql')
            psqlText(t, value.word);
        else if (kind === 'read' && value.word !== '-')
            t.read(value.word);
        else if (kind === 'edit')
            target(t, 'edit', value.word, 'psql');
    }
    // (-c and -f give its commands; -l lists the databases.)
    const given = s.options.some((o) => PSQL_NAMES[o.name] === 'sql' || o.name === '-f' || o.name === 'file' || o.name === '-l' || o.name === 'list');
    stdinText(t, 'psql', !given, (text) => psqlText(t, text));
};
/** mysql client commands (long and `\x` forms) that run commands or open files. */
function mysqlText(t, text) {
    for (const statement of text.split(/;|\n/)) {
        const s = statement.trim();
        const m = /^(?:(system|pager|tee|source|edit|nopager|notee|connect)\b|\\([!PT.er]))\s*(.*)$/is.exec(s);
        if (m !== null) {
            const command = (m[1] ?? m[2]).toLowerCase();
            const rest = m[3] ?? '';
            if (command === 'system' || command === '!' || command === 'pager' || command === 'p')
                t.run(rest, false);
            else if (command === 'tee' || command === 't')
                target(t, 'edit', rest, 'mysql');
            else if (command === 'source' || command === '.')
                target(t, 'read', rest, 'mysql');
            else if (command === 'edit' || command === 'e')
                t.problem('mysql edit runs an editor');
            // (`connect [DB [HOST]]`: the server it reconnects to.)
            else if (command === 'connect' || command === 'r') {
                const host = dotArguments(rest)[1];
                if (host !== undefined)
                    server(t, 'mysql', { word: unquote(host) ?? host, dynamic: unquote(host) === undefined });
            }
            continue;
        }
        // (The client reads a LOCAL INFILE and sends it to the server.)
        const local = /\bload\s+(?:data|xml)\s+(?:low_priority\s+|concurrent\s+)?local\s+infile\s+('(?:[^']|'')*'|"[^"]*")/i.exec(s);
        if (local !== null)
            target(t, 'read', local[1], 'mysql');
    }
}
/** mysql: the options that take a value (`-p` takes its password attached only), and what the value of each names. */
const MYSQL = letterGrammar('ehuPDSOT', ['execute', 'init-command', 'tee', 'pager', 'defaults-file', 'defaults-extra-file', 'plugin-dir',
    'load-data-local-dir', 'host', 'user', 'port', 'database', 'socket', 'password', 'default-character-set', 'character-sets-dir', 'ssl-ca',
    'ssl-cert', 'ssl-key', 'login-path', 'prompt', 'protocol', 'delimiter']);
const MYSQL_NAMES = {
    '-e': 'sql', execute: 'sql', 'init-command': 'sql', tee: 'edit', pager: 'line', 'defaults-file': 'read', 'defaults-extra-file': 'read',
    'plugin-dir': 'problem', 'load-data-local-dir': 'problem', 'character-sets-dir': 'problem',
};
const mysql = (words, dynamic, t) => {
    // (`-psecret`: a password, never the next word.)
    const keep = words.map((w, i) => i === 0 || dynamic[i] || !/^-p/.test(w));
    const s = scan('mysql', words.filter((_, i) => keep[i]), dynamic.filter((_, i) => keep[i]), MYSQL.grammar, MYSQL.flags, t);
    for (const { name, value } of s.options) {
        if ((name === '-h' || name === 'host') && value !== undefined)
            server(t, 'mysql', value);
        const kind = MYSQL_NAMES[name];
        if (kind === undefined || value === undefined)
            continue;
        if (value.dynamic)
            t.problem(`the value of mysql ${name} comes from an expansion`);
        else if (kind === 'sql')
            mysqlText(t, value.word);
        else if (kind === 'read')
            t.read(value.word);
        else if (kind === 'edit')
            t.edit(value.word);
        else if (kind === 'line')
            t.run(value.word, false);
        else
            t.problem(`mysql --${name} loads code or files from a directory`);
    }
    stdinText(t, 'mysql', !s.options.some((o) => o.name === '-e' || o.name === 'execute'), (text) => mysqlText(t, text));
};
/** Database clients by the name they run as. */
export const SQL_CLIENTS = [
    ['sqlite3', sqlite3], ['sqlite', sqlite3], ['psql', psql], ['mysql', mysql], ['mariadb', mysql],
];
//# sourceMappingURL=sql-clients.js.map