// Session 44 (m3): everyday lines that asked where an exact reading allows, each restored beside
// rows of the same shape that must still deny or ask, and the holes found on the way.
// - PowerShell's `~` (alone or before `\` or `/`) in Set-Location/Push-Location is the FileSystem
//   provider's home, for -LiteralPath too (PowerShell#21555): `cd ~\proj` is followed as bash's
//   `cd ~/proj` is (directory-change.ts), where it was an unknown location. Only from a known file
//   system directory (after `cd HKCU:\` the provider's home is another), never `~NAME`.
// - yt-dlp and youtube-dl without `-o` write the default template's names in their directory
//   (`%(title)s [%(id)s].%(ext)s`, youtube-dl's `%(title)s-%(id)s.%(ext)s`, and the `.part`/`.ytdl`
//   files beside, which start alike; a field's `/` is replaced): one segment of that shape, not a
//   tree, so `**\/.env` or `~/.ssh/**` cannot match one in the workspace or the home directory. The
//   extension is the remote's (old versions take any), so `**\/*.pem` still asks. The directory
//   itself is still an edit (a deny rule on it denies) and, where settings files lie, an unknown
//   host beside Domain rules (`cd ~/.bashrc.d && yt-dlp URL` drops a file .bashrc sources).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS, type Rules } from './helpers/policy.js';
import type { DecisionContext } from '../src/policy/types.js';

const ALLOW = ['Shell(*)', 'Read(**)', 'Edit(**)', 'Domain(*)'];
const DOMAIN_ONLY: Rules = { deny: ['Domain(evil.com)'], allow: ALLOW };
const at = (cwd: string): DecisionContext => Object.freeze({ cwd, workspace: ['/w'], home: '/home/u', platform: 'linux' as const });
const IN_W = at('/w');

describe("PowerShell's `cd ~\\proj` is the home directory's proj (asked beside Domain rules at the session start)", () => {
  lineTable(DOMAIN_ONLY, [
    ['cd ~\\proj; tar xf x.tar', 'allow'],
    ['cd ~/proj; tar xf x.tar', 'allow'],
    ["cd '~\\proj'; tar xf x.tar", 'allow'],
    ['Set-Location -LiteralPath ~\\proj; Expand-Archive x.zip', 'allow'],
    ['Push-Location ~\\proj; Copy-Item -Recurse src dst', 'allow'],
    ['cd ~\\proj; git clone https://github.com/x/y', 'allow'],
    ['cd ~\\proj; Expand-Archive x.zip -DestinationPath out', 'allow'],
    // (The home directory itself, a dot directory in it, a way back up to it.)
    ['cd ~; tar xf x.tar', 'ask'],
    ['cd ~\\; tar xf x.tar', 'ask'],
    ['cd ~\\.config; tar xf x.tar', 'ask'],
    ['cd ~\\proj\\..; tar xf x.tar', 'ask'],
    ['cd ~\\proj; cd ..; tar xf x.tar', 'ask'],
    ['cd ~\\proj\\..\\.ssh; tar xf x.tar', 'ask'],
    // (Not the home: `~NAME`, a wildcard, after a location the flow cannot tell or another provider's.)
    ['cd ~proj; tar xf x.tar', 'ask'],
    ['cd ~\\*; tar xf x.tar', 'ask'],
    ['cd HKCU:\\; cd ~\\proj; tar xf x.tar', 'ask'],
    ['cd $env:X; cd ~\\proj; tar xf x.tar', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
});

describe("yt-dlp's default names are one segment of a known shape (asked beside any-depth rules at the session start)", () => {
  lineTable({ deny: ['Edit(**/.env)', 'Read(**/.env)'], allow: ALLOW }, [
    ['yt-dlp https://x.com/v', 'allow'],
    ["yt-dlp 'https://www.youtube.com/watch?v=x'", 'allow'],
    ['youtube-dl https://x.com/v', 'allow'],
    ['yt-dlp -x --audio-format mp3 https://x.com/v', 'allow'],
    ['yt-dlp -P downloads https://x.com/v', 'allow'],
    ['yt-dlp -P /srv/media https://x.com/v', 'allow'],
    // (A template with a field is still a tree below its directory; a directory the line does not show.)
    ['yt-dlp -o "%(uploader)s/%(title)s.%(ext)s" https://x.com/v', 'ask'],
    ['yt-dlp -P "$D" https://x.com/v', 'ask'],
    ['yt-dlp -P .env https://x.com/v', 'deny'],
    ['yt-dlp -f bestvideo+bestaudio --merge-output-format mp4 https://x.com/v', 'allow'],
    // (Options that may change the names, as optparse reads them: a tree, as before. Merged with
    // v5's reading of joined and clustered values, `-o.env` and `-xo.env` write `.env`: deny.)
    ['yt-dlp -xo.env https://x.com/v', 'deny'],
    ['yt-dlp -o.env https://x.com/v', 'deny'],
    ['yt-dlp --trim-filenames 1 https://x.com/v', 'ask'],
    ['yt-dlp --trim 1 https://x.com/v', 'ask'],
    ['yt-dlp --outp .env https://x.com/v', 'deny'],
    ['yt-dlp --compat-options filename https://x.com/v', 'ask'],
    ['yt-dlp --output-na-placeholder ../x https://x.com/v', 'ask'],
  ], 'shell', IN_W);
  lineTable({ deny: ['Edit(~/.ssh/**)'], allow: ALLOW }, [
    ['yt-dlp -P ~ https://x.com/v', 'allow'],
    ['cd ~ && yt-dlp https://x.com/v', 'allow'],
    ['yt-dlp -P ~/Videos https://x.com/v', 'allow'], // (allowed before too: a tree beside ~/.ssh)
    ['cd ~/.ssh && yt-dlp https://x.com/v', 'deny'],
    ['yt-dlp -P ~/.ssh https://x.com/v', 'deny'],
    ['yt-dlp -P ~/.ssh/ https://x.com/v', 'deny'],
  ], 'shell', IN_W);
  // (The extension is the remote's: any at all before yt-dlp 2024.07.01, and youtube-dl's.)
  lineTable({ deny: ['Read(**/*.pem)', 'Edit(**/*.mp4)'], allow: ALLOW }, [
    ['yt-dlp https://x.com/v', 'ask'],
    ['youtube-dl https://x.com/v', 'ask'],
    ['yt-dlp -F https://x.com/v', 'allow'],
  ], 'shell', IN_W);
  // (Where settings files lie, beside Domain rules: the directory as before.)
  lineTable(DOMAIN_ONLY, [
    ['yt-dlp -P ~ https://x.com/v', 'ask'],
    ['yt-dlp -P ~/.bashrc.d https://x.com/v', 'ask'],
    ['cd ~/.bashrc.d && yt-dlp https://x.com/v', 'ask'],
    ['cd /etc/profile.d && yt-dlp https://x.com/v', 'ask'],
    ['yt-dlp -P /w/media https://x.com/v', 'allow'],
    ['cd /w/media && yt-dlp https://x.com/v', 'allow'],
    ['yt-dlp https://x.com/v', 'ask'],
  ], 'shell', at('/home/u'));
});

describe('holes: a URL with a glob character hid yt-dlp\'s writes (each row was allowed at the session start)', () => {
  lineTable({ deny: ['Edit(**/*.mp4)'], allow: ALLOW }, [
    ['yt-dlp https://www.youtube.com/watch?v=x', 'ask'],
    ['youtube-dl https://www.youtube.com/watch?v=x', 'ask'],
    ['yt-dlp -x https://www.youtube.com/watch?v=x', 'ask'],
  ], 'shell', IN_W);
  lineTable({ deny: ['Read(**/*.pem)'], allow: ALLOW }, [['yt-dlp https://www.youtube.com/watch?v=x', 'ask']], 'shell', IN_W);
  lineTable({ deny: ['Edit(~/.ssh/**)'], allow: ALLOW }, [['cd ~/.ssh && yt-dlp https://www.youtube.com/watch?v=x', 'deny']], 'shell', IN_W);
});

describe("yt-dlp's names on win32: met as the files of a directory, not a shell's glob (8.3 names)", () => {
  lineTable({ deny: ['Read(//c/secret/**)', 'Edit(//c/Windows/**)', 'Edit(**/.env)'], allow: ALLOW }, [
    ['yt-dlp https://x.com/v', 'allow'],
    ['yt-dlp -P ~ https://x.com/v', 'allow'],
    ['yt-dlp -P C:\\Windows https://x.com/v', 'deny'],
    ['yt-dlp -P C:\\PROGRA~1 https://x.com/v', 'ask'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable({ deny: ['Edit(**/*.mp4)'], allow: ALLOW }, [['yt-dlp https://x.com/v', 'ask']], 'pwsh', REPO_WINDOWS);
});
