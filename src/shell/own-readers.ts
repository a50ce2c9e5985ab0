// The readers of commands with an option syntax of their own (archivers, version control, package
// managers, interpreters, cloud and network tools, …), by command name: each reads what the
// command touches from its words (file-arguments.ts asks this table first).

import { templateCopyWrites } from './checkout-writes.js';
import { goModuleWrites } from './go-module-writes.js';
import { cmakeWrites } from './cmake-writes.js';
import { helmTouches, sshAddTouches } from './code-loaders.js';
import { cargoTouches } from './cargo-arguments.js';
import { COMPILER_DRIVERS, compilerTouches } from './compiler-arguments.js';
import { pipTouches } from './pip-arguments.js';
import { runPartsTouches } from './daemon-runners.js';
import { rustcTouches } from './rustc-arguments.js';
import { pytestTouches } from './pytest-arguments.js';
import { possiblePaths } from './possible-paths.js';
import { COMMAND_OPTION_READERS } from './command-valued-options.js';
import { dotenvxTouches } from './dotenv-files.js';
import { tapeTouches } from './remote-archives.js';
import { gitTouches } from './git-arguments.js';
import { arTouches, paxTouches, rarTouches } from './ar-pax-rar-arguments.js';
import { ddTouches, INTERPRETERS, interpreterTouches, opensslTouches, sortTouches } from './script-arguments.js';
import { attributeTouches, patchTouches, setfaclTouches, splitTouches, xxdTouches, mountTouches } from './file-changers.js';
import { cpioTouches, sevenZipTouches, unzipTouches, zipTouches } from './archive-arguments.js';
import { arjTouches, cabextractTouches, dpkgDebTouches, dpkgTouches, lhaTouches, unarTouches, unsquashfsTouches, uudecodeTouches, xarTouches, zpaqTouches } from './extractor-arguments.js';
import { awkTouches } from './awk-arguments.js';
import { sedTouches } from './sed-arguments.js';
import { daselTouches, jsonTouches, rplTouches, sdTouches } from './in-place-editors.js';
import { tarTouches } from './tar-arguments.js';
import { NETWORK_READERS } from './network-arguments.js';
import { SQL_CLIENTS } from './sql-clients.js';
import { urlsOfUnknownCommand } from './url-words.js';
import { findTouches } from './find-arguments.js';
import { installerTouches, launchctlTouches, profilesTouches } from './darwin-installers.js';
import { WINDOWS_FILE_TOOLS } from './windows-file-tools.js';
import { historyTouches } from './bash-builtins.js';
import { apacheTouches, debugfsTouches, dosboxTouches, TEX_ENGINES, texTouches } from './directive-tools.js';
import { busyboxTouches, csplitTouches, mktempTouches, sshKeygenTouches } from './file-makers.js';
import { certutilTouches } from './windows-admin-tools.js';
import { robocopyTouches } from './windows-copiers.js';
import { containerFiles } from './container-files.js';
import { kubectlFiles, kustomizeBuild } from './kubectl-files.js';
import { forgeTouches } from './forge-clis.js';
import { awsTouches, azTouches, gsTouches, mcTouches, rcloneTouches, s3cmdTouches, smbclientTouches } from './cloud-clis.js';
import { HOOK_INSTALLERS, hookInstallerTouches } from './hook-installers.js';
import { packageManagerWrites } from './package-manager-writes.js';
import { cmakeTouches, goRunsTouches, makeTouches, npmScriptsTouches } from './tool-scripts.js';
import { manTouches } from './man-arguments.js';
import { rakeTouches } from './rake-arguments.js';
import { mavenTouches } from './maven-exec.js';
import { LINE_OPTION_READERS } from './line-options.js';
import { bunTouches, denoTouches } from './js-runtimes.js';
import { TREE_PACKERS } from './tree-packers.js';
import { keychainTouches } from './keychains.js';
import { defaultsTouches, plistBuddyTouches, plutilTouches } from './plist-tools.js';
import { DOTNET_COMPILERS } from './dotnet-compilers.js';
import { commandReaderTouches, FOREIGN_INTERPRETER_NAMES, foreignCodeTouches, OPENERS, openerTouches, stdinCommandReaderTouches } from './foreign-code.js';
import type { FileTouches } from './file-touches.js';

/** Commands with an option syntax of their own (archivers, version control). */
export type Reader = (words: readonly string[], dynamic: readonly boolean[], t: FileTouches) => void;

/** The commands whose own reader keeps the safety net (withSafetyNet): their plain words may name files once the line is elsewhere (moved-words.ts). */
export const SAFETY_NET_NAMES = new Set<string>();

/**
 * A reader of one thing a command no table models does (terraform's console), with the safety
 * net such a command has kept: its words that look like paths are possible paths, its URLs hosts.
 */
function withSafetyNet(name: string, reader: Reader): Reader {
  SAFETY_NET_NAMES.add(name);
  return (words, dynamic, t) => {
    reader(words, dynamic, t);
    possiblePaths(words, dynamic, 'bash', t);
    urlsOfUnknownCommand(name, words, dynamic, t);
  };
}

export const OWN_READERS: ReadonlyMap<string, Reader> = new Map([
  ['tar', tarTouches], ['gtar', tarTouches], ['bsdtar', tarTouches], ['jar', tarTouches], ['zip', zipTouches], ['unzip', unzipTouches],
  ['7z', sevenZipTouches], ['7za', sevenZipTouches], ['7zz', sevenZipTouches], ['cpio', cpioTouches], ['git', gitTouches],
  ['ar', arTouches], ['gar', arTouches], ['llvm-ar', arTouches], ['pax', paxTouches], ['rar', rarTouches], ['unrar', rarTouches],
  ['7zr', sevenZipTouches], ['bsdunzip', unzipTouches], ['dpkg-deb', dpkgDebTouches], ['dpkg', dpkgTouches], ['unar', unarTouches], ['cabextract', cabextractTouches],
  ['unsquashfs', unsquashfsTouches], ['xar', xarTouches], ['lha', lhaTouches], ['arj', arjTouches], ['unarj', arjTouches], ['unace', arjTouches],
  ['zpaq', zpaqTouches], ['uudecode', uudecodeTouches], ['dotenvx', dotenvxTouches], ['busybox', busyboxTouches],
  ['sd', sdTouches], ['rpl', rplTouches], ['json', jsonTouches], ['dasel', daselTouches],
  ...TEX_ENGINES.map((n): [string, Reader] => [n, texTouches]), ...['apache2ctl', 'apachectl', 'apache2', 'httpd'].map((n): [string, Reader] => [n, apacheTouches]),
  ['debugfs', debugfsTouches], ['dosbox', dosboxTouches], ['installer', installerTouches], ['profiles', profilesTouches], ['launchctl', launchctlTouches],
  ['sed', sedTouches], ['gsed', sedTouches], ['awk', awkTouches], ['gawk', awkTouches], ['mawk', awkTouches], ['nawk', awkTouches], ['dd', ddTouches], ['openssl', opensslTouches], ['sort', sortTouches], ['patch', patchTouches], ['split', splitTouches],
  ['history', historyTouches], ['cmake', (words, dynamic, t) => {
    cmakeTouches(words, dynamic, t);
    cmakeWrites(words, dynamic, t);
  }], ['make', makeTouches], ['gmake', makeTouches], ['rake', rakeTouches], ['go', (words, dynamic, t) => {
    goRunsTouches(words, dynamic, t);
    goModuleWrites(words, dynamic, t);
  }], ['cargo', cargoTouches], ['pytest', pytestCommand], ['py.test', pytestCommand], ['npm', npmScriptsTouches], ['pnpm', npmScriptsTouches], ['yarn', npmScriptsTouches],
  ['ed', commandReaderTouches], ['dc', commandReaderTouches], ['gdb', stdinCommandReaderTouches], ['mount', mountTouches], ['bindfs', mountTouches], ['ftp', stdinCommandReaderTouches], ['lftp', stdinCommandReaderTouches], ['certutil', certutilTouches],
  ...['terraform', 'tofu', 'tasksh', 'tdbtool', 'scanmem'].map((n): [string, Reader] => [n, withSafetyNet(n, stdinCommandReaderTouches)]),
  ['kustomize', withSafetyNet('kustomize', kustomizeBuild)],
  ...['copier', 'degit', 'tiged', 'giget'].map((n): [string, Reader] => [n, withSafetyNet(n, templateCopyWrites)]),
  // (mvn's exec.executable line; its other words stay with the safety net: `-f POM`, `-s SETTINGS`.)
  ...['mvn', 'mvnw', 'mvnd'].map((n): [string, Reader] => [n, withSafetyNet(n, mavenTouches)]),
  ...OPENERS.map((n): [string, Reader] => [n, openerTouches]), ...WINDOWS_FILE_TOOLS, ['robocopy', robocopyTouches],
  ...DOTNET_COMPILERS,
  ...FOREIGN_INTERPRETER_NAMES.map((n): [string, Reader] => [n, foreignCodeTouches]),
  // (After the foreign interpreters: deno's and bun's readers read their code options too; bun
  // also installs: its package.json and lockfile.)
  ['deno', denoTouches],
  ['bun', (words, dynamic, t) => {
    bunTouches(words, dynamic, t);
    packageManagerWrites('bun', words, dynamic, t);
  }],
  ['man', manTouches], ['kubectl', kubectlFiles], ['docker', containerFiles], ['podman', containerFiles], ['nerdctl', containerFiles], ['csplit', csplitTouches], ['mktemp', mktempTouches], ['ssh-keygen', sshKeygenTouches], ['chattr', attributeTouches], ['setfacl', setfaclTouches], ['xxd', xxdTouches], ['find', findTouches],
  ...NETWORK_READERS,
  ...SQL_CLIENTS,
  ['gh', forgeTouches], ['glab', forgeTouches], ['helm', helmTouches], ['ssh-add', sshAddTouches],
  ...['mt', 'dump', 'restore', 'rdump', 'rrestore'].map((n): [string, Reader] => [n, tapeTouches]),
  ['aws', awsTouches], ['gsutil', gsTouches], ['gcloud', gsTouches], ['rclone', rcloneTouches], ['s3cmd', s3cmdTouches], ['mc', mcTouches], ['az', azTouches],
  ['smbclient', smbclientTouches], ['security', keychainTouches],
  ['PlistBuddy', plistBuddyTouches], ['plistbuddy', plistBuddyTouches], ['defaults', defaultsTouches], ['plutil', plutilTouches], ['rustc', rustcTouches], ['rustdoc', rustcTouches],
  ...[...INTERPRETERS].map(([name, spec]): [string, Reader] => [name, (words, dynamic, t) => interpreterTouches(spec, words, dynamic, t)]),
  ...COMPILER_DRIVERS.map((n): [string, Reader] => [n, (words, dynamic, t) => compilerTouches(n, words, dynamic, t)]),
  ['pip', pipTouches], ['pip3', pipTouches], ['run-parts', runPartsTouches], ...TREE_PACKERS,
  ...HOOK_INSTALLERS.map((n): [string, Reader] => [n, hookInstallerTouches]),
  ...COMMAND_OPTION_READERS,
  ...LINE_OPTION_READERS,
]);

/** `pytest ARGS` as `python -m pytest ARGS`. */
function pytestCommand(words: readonly string[], dynamic: readonly boolean[], t: FileTouches): void {
  pytestTouches(words.slice(1).map((word, k) => ({ word, dynamic: dynamic[k + 1] ?? false })), t);
}
