// A glob or expansion whose literal start is no `-` (`docs/*.md`, `"v$VERSION"`) becomes words
// that all start so: none is an option. Readers that asked for any expansion as a possible option
// read such a word as the operand it is; a word that may start with `-` (`*.md` may be `-i.md`,
// `"$X"`, the split tail of `src/$X`) still asks, and deny rules still apply to what was read.
import { describe } from 'vitest';
import { lineTable, SECRET_FILES } from './helpers/line-table.js';

describe('sed: a glob after a literal start is an operand, not an option (-i, -e)', () => {
  lineTable(SECRET_FILES, [
    ["sed -i 's|http://|https://|g' docs/*.md", 'allow'],
    ['sed -n 1p docs/*.md', 'allow'],
    ['sed -n 1p ./*', 'allow'],
    ['sed -n 1p *.md', 'ask'],
    ['sed -n 1p "$X"', 'ask'],
    ['sed -i s/a/b/ src/$X', 'ask'],
    ['sed -n 1p /etc/*.conf', 'ask'],
    ['sed -i s/a/b/ ~/.ssh/*', 'ask'],
    ['sed -e 1p docs/*.md /etc/passwd', 'deny'],
  ]);
});

describe('git: an expansion after a literal start is an operand (a tag, a revision), not an option (-F, --output)', () => {
  lineTable(SECRET_FILES, [
    ['git tag -a "v$VERSION" -m "Release v$VERSION"', 'allow'],
    ['git log --oneline "v$PREVIOUS..HEAD"', 'allow'],
    ['git tag -a v$VERSION -m x', 'ask'],
    ['git tag "$TAG"', 'ask'],
    ['git log "$BASE..HEAD"', 'ask'],
    ['git diff "v$X" -- /etc/passwd', 'deny'],
  ]);
});

describe('jq --arg/--argjson NAME VALUE: two words that are no files; --rawfile/--slurpfile NAME FILE read FILE', () => {
  lineTable(SECRET_FILES, [
    ['jq --arg v "$VERSION" \'.version = $v\' package.json', 'allow'],
    ['jq -n --arg sha "$(git rev-parse HEAD)" \'{sha: $sha}\'', 'allow'],
    ['jq --argjson n 3 \'.n = $n\' a.json', 'allow'],
    ['jq --arg v x /etc/passwd', 'allow'],
    ['jq --arg v x . /etc/passwd', 'deny'],
    ['jq --rawfile k /etc/passwd . a.json', 'deny'],
    ['jq --slurpfile k ~/.ssh/id_rsa . a.json', 'deny'],
    // A value from an expansion may split: what follows it may be files, the filter included.
    ['jq --arg v "$V" /etc/passwd', 'deny'],
    ['jq --arg v $V . a.json', 'ask'],
    // A name from an expansion may split: the words after it are read as before, as operands.
    ['jq --arg $N /etc/passwd . a.json', 'deny'],
    ['jq --rawfile k "$F" . a.json', 'ask'],
  ]);
});
