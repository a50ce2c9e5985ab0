// The registries PowerShell's module and package cmdlets and Windows' package managers reach
// (default-registries.ts gives bash's): Domain parts for deny and ask rules, which the tool's
// allow rule covers. `Install-Module Pester` was allowed beside Domain(www.powershellgallery.com)
// denied, `winget install Git.Git` beside Domain(cdn.winget.microsoft.com).
//
// - PowerShellGet (Install-Module, Find-Script, …), PSResourceGet (Install-PSResource, …) and
//   PackageManagement (Install-Package, Install-PackageProvider, …): the PowerShell Gallery without
//   `-Repository`/`-Source`; a repository or source named there (`-Repository Mine`) is registered
//   out of the line: a host unknown (PSGallery's are known; a URL or a UNC path is read elsewhere).
//   Without the parameter the Gallery is assumed, though Register-PSRepository may have added
//   others: as pip (pip.conf's index-url), npm (.npmrc's registry) and NuGet (NuGet.config) are
//   taken to reach their default registry (default-registries.ts), configuration out of the line aside.
// - winget, choco and scoop: their default source, and, where they install, the installer's
//   host, which the package's manifest names: unknown.
import { urlsOfUnknownCommand } from './url-words.js';
/** The Gallery's API, its CDN (documented for discovery and download) and the older CDN. */
const PSGALLERY = ['https://www.powershellgallery.com/', 'https://cdn.powershellgallery.com/', 'https://psg-prod-eastus.azureedge.net/'];
/** Where PackageManagement bootstraps its NuGet provider from (`Install-Module -Force` does so unasked). */
const ONEGET = ['https://cdn.oneget.org/', 'https://onegetcdn.azureedge.net/', 'https://go.microsoft.com/'];
const NUGET_ORG = ['https://www.nuget.org/', 'https://api.nuget.org/'];
const GALLERY = { parameter: 'repository', hosts: [...PSGALLERY, ...ONEGET] };
const RESOURCE = { parameter: 'repository', hosts: PSGALLERY };
const PACKAGE = { parameter: 'source', hosts: [...PSGALLERY, ...ONEGET, ...NUGET_ORG] };
const PROVIDER = { parameter: 'source', hosts: [...ONEGET, ...PSGALLERY] };
const names = (list, kind) => list.split(' ').map((n) => [n.toLowerCase(), kind]);
/** The cmdlets (lower case, and PowerShellGet's and PSResourceGet's aliases) that reach a repository. */
const PACKAGE_CMDLETS = new Map([
    ...names('Install-Module Install-Script Update-Module Update-Script Save-Module Save-Script Find-Module Find-Script Find-Command '
        + 'Find-DscResource Find-RoleCapability Publish-Module Publish-Script inmo fimo upmo pumo', GALLERY),
    ...names('Install-PSResource Find-PSResource Save-PSResource Update-PSResource Publish-PSResource isres fdres udres pbres', RESOURCE),
    ...names('Install-Package Find-Package Save-Package', PACKAGE),
    ...names('Install-PackageProvider Find-PackageProvider', PROVIDER),
]);
/** A value that names no registered repository: a URL, a UNC or local path (read elsewhere, or no host). */
const NOT_A_NAME = /^(?:[A-Za-z][A-Za-z0-9+.-]*:\/\/|[A-Za-z]:[\\/]|[\\/.~])/;
/** The hosts a package cmdlet reaches (its name in any casing), or undefined for any other cmdlet. */
export function packageCmdletHosts(name) {
    const cmdlet = PACKAGE_CMDLETS.get(name.toLowerCase());
    if (cmdlet === undefined)
        return undefined;
    return (words, dynamic, t) => {
        let named = false;
        for (let k = 1; k < words.length; k++) {
            const w = words[k];
            // (A splatted table, `@p`, may hold -Repository.)
            if (dynamic[k] === true && w.startsWith('@')) {
                t.url(w, true);
                named = true;
                continue;
            }
            if (dynamic[k] === true || w.length < 3 || w[0] !== '-')
                continue;
            const colon = w.indexOf(':');
            const parameter = (colon < 0 ? w.slice(1) : w.slice(1, colon)).toLowerCase();
            if (parameter.length < 2 || !cmdlet.parameter.startsWith(parameter))
                continue;
            named = true;
            const at = colon < 0 ? ++k : k;
            if (at >= words.length)
                break;
            repositories(colon < 0 ? words[at] : w.slice(colon + 1), dynamic[at] === true, cmdlet, t);
        }
        if (!named)
            for (const h of cmdlet.hosts)
                t.url(h, false);
    };
}
/**
 * Update-Help and Save-Help download each module's help from the HelpInfoUri its manifest names
 * (Microsoft's for its own modules; any host for another's): unknown, unless Update-Help reads it
 * from `-SourcePath`/`-LiteralPath` (a folder; a UNC server there is read elsewhere).
 */
export function helpCmdletHosts(name) {
    const lower = name.toLowerCase();
    if (lower !== 'update-help' && lower !== 'save-help')
        return undefined;
    return (words, dynamic, t) => {
        // (Any prefix: `-s`, `-So`, `-lit`; a splatted table `@p` may hold anything.)
        const local = lower === 'update-help' && words.some((w, k) => !dynamic[k] && /^-(?:s(?:o(?:u(?:r(?:c(?:e(?:p(?:a(?:t(?:h)?)?)?)?)?)?)?)?)?|l(?:i(?:t(?:e(?:r(?:a(?:l(?:p(?:a(?:t(?:h)?)?)?)?)?)?)?)?)?)?)(?::|$)/i.test(w));
        if (!local)
            t.url(`${name}: the HelpInfoUri of each module's manifest`, true);
    };
}
/** `-Repository A,B`: PSGallery's hosts; any other name is registered out of the line, unknown. */
function repositories(value, dynamic, cmdlet, t) {
    if (dynamic) {
        t.url(value, true);
        return;
    }
    for (const part of value.split(',')) {
        const repository = part.trim().replace(/^['"]|['"]$/g, '');
        if (/^PSGallery$/i.test(repository))
            for (const h of cmdlet.hosts)
                t.url(h, false);
        else if (repository !== '' && !NOT_A_NAME.test(repository))
            t.url(repository, true);
    }
}
const set = (words) => new Set(words.split(' '));
const WINGET = {
    fetching: set('install add upgrade update download search find show view list ls import source'),
    installing: set('install add upgrade update download import'),
    hosts: ['https://cdn.winget.microsoft.com/', 'https://storeedgefd.dsx.mp.microsoft.com/'],
};
/** (A package's install script downloads the vendor's installer.) */
const CHOCO = {
    fetching: set('install upgrade search find list info outdated download push'),
    installing: set('install upgrade download'),
    hosts: ['https://community.chocolatey.org/', 'https://packages.chocolatey.org/'],
};
/** (Buckets are git repositories on GitHub; a manifest names its download's URL.) */
const SCOOP = {
    fetching: set('install update bucket search download'),
    installing: set('install update download'),
    hosts: ['https://github.com/', 'https://raw.githubusercontent.com/', 'https://api.github.com/'],
};
/** winget, choco, scoop: the URLs on the line, the default source, and an installer's host unknown. */
function windowsPackageManager(name, tool) {
    return (words, dynamic, t) => {
        urlsOfUnknownCommand(name, words, dynamic, t);
        const k = words.findIndex((w, i) => i > 0 && (dynamic[i] === true || !/^[-/]/.test(w)));
        if (k < 0)
            return;
        const sub = words[k].toLowerCase();
        if (dynamic[k] !== true && !tool.fetching.has(sub))
            return;
        for (const h of tool.hosts)
            t.url(h, false);
        if (dynamic[k] === true || tool.installing.has(sub))
            t.url(name, true);
    };
}
const choco = windowsPackageManager('choco', CHOCO);
/** Chocolatey 1's shims for a subcommand (`cinst git` is `choco install git`). */
function chocoShim(sub) {
    return (words, dynamic, t) => choco(['choco', sub, ...words.slice(1)], [false, false, ...dynamic.slice(1)], t);
}
export const WINDOWS_PACKAGE_READERS = [
    ['winget', windowsPackageManager('winget', WINGET)], ['choco', choco], ['cinst', chocoShim('install')], ['cup', chocoShim('upgrade')],
    ['scoop', windowsPackageManager('scoop', SCOOP)],
];
//# sourceMappingURL=windows-package-hosts.js.map