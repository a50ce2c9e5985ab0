// The JVM's proxy properties on any program's command line (java, mvn, gradle, sbt and the
// launchers that pass `-D` on): `-Dhttps.proxyHost=evil.com`, `-Dhttp.proxyHost=`, `-Dftp.proxyHost=`,
// `-DsocksProxyHost=` (also `-J-D…`, javac's and jshell's form) send the program's connections
// through that host. The host is a Domain part; one from an expansion is unknown.
import { hostUrl } from './host-options.js';
/** The property and its value: `-Dhttps.proxyHost=H`, `-J-DsocksProxyHost=H`, any case. */
const PROXY_PROPERTY = /^(?:-J)?-D(?:https?\.|ftp\.)?(?:socks)?proxyHost=(.*)$/is;
/** Whether the word may be a proxy property: most words are no `-D…` or `-J…` option, and no regex is run over them. */
function mayBeProxyProperty(w) {
    return w.length > 12 && w.charCodeAt(0) === 45 && (w.charCodeAt(1) === 68 || w.charCodeAt(1) === 74);
}
/** Whether a word of the command is a JVM proxy property. */
export function hasJvmProxyProperty(words) {
    for (let i = 1; i < words.length; i++)
        if (mayBeProxyProperty(words[i]) && PROXY_PROPERTY.test(words[i]))
            return true;
    return false;
}
/** Each proxy property's host. */
export function jvmProxyTouches(words, dynamic, t) {
    for (let i = 1; i < words.length; i++) {
        const m = mayBeProxyProperty(words[i]) ? PROXY_PROPERTY.exec(words[i]) : null;
        if (m === null)
            continue;
        if (dynamic[i])
            t.url(words[i], true);
        else if (m[1] !== '')
            t.url(hostUrl('tcp', m[1]), false);
    }
}
//# sourceMappingURL=jvm-proxy-properties.js.map