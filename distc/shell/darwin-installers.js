// macOS programs whose effect the line does not show (a darwin review, session 27): `installer
// -pkg P -target /` writes the package's files anywhere below its target and runs its scripts as
// root; `profiles install` applies a configuration profile (proxies, certificates, login items);
// `launchctl setenv NAME VALUE` sets a variable for every program launchd starts later
// (DYLD_INSERT_LIBRARIES loads code into them). Each is a problem: the line asks. Their other
// words keep the safety net an unknown command has (possible paths).
import { possiblePaths } from './possible-paths.js';
/** installer's modes that only print (`-pkginfo`, `-volinfo`, `-dominfo`, `-query`, `-help`, `-vers`). */
const INSTALLER_QUERIES = /^-(?:pkginfo|volinfo|dominfo|query|help|vers)$/i;
export function installerTouches(words, dynamic, t) {
    const query = words.some((w, k) => k > 0 && !dynamic[k] && INSTALLER_QUERIES.test(w));
    if (!query && words.some((w, k) => k > 0 && (dynamic[k] || /^-(?:pkg|package)$/i.test(w)))) {
        t.problem('installer writes a package\'s files anywhere below its target and runs its scripts');
    }
    possiblePaths(words, dynamic, 'bash', t);
}
export function profilesTouches(words, dynamic, t) {
    if (words.some((w, k) => k > 0 && (dynamic[k] || w === 'install' || w === '-I')))
        t.problem('profiles install applies a configuration profile (proxies, certificates, login items)');
    possiblePaths(words, dynamic, 'bash', t);
}
export function launchctlTouches(words, dynamic, t) {
    if (dynamic[1] || words[1] === 'setenv' || words[1] === 'config')
        t.problem(`launchctl ${dynamic[1] ? 'with a subcommand from an expansion' : words[1]} sets what every program launchd starts later gets`);
    possiblePaths(words, dynamic, 'bash', t);
}
//# sourceMappingURL=darwin-installers.js.map