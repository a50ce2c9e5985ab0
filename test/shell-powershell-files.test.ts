// PowerShell lines on Windows whose files were not all parts (the PowerShell reviews' open
// findings): each deny or ask row was allowed under `Shell(*)` before its fix.
import { describe } from 'vitest';
import { windowsTable as table } from './helpers/windows.js';

describe('a path through a link New-Item makes in the line is unknown, as after ln -s', () => {
  table([
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; Get-Content l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType Junction -Path l -Value C:\\; gc L\\Secrets\\x', 'ask'],
    ['ni l -it s -Value C:\\; gc l\\Secrets\\x', 'ask'],
    ['ni -ItemType sym -Path l -Value C:\\; gc l/Secrets/x', 'ask'],
    ['New-Item -Type:Junction -Path C:\\w\\l -Target C:\\; gc C:\\w\\l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; Set-Content l\\Windows\\x hi', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\; & l\\Secrets\\x.exe', 'ask'],
    ['New-Item -ItemType $t -Path l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType S* -Path l -Target C:\\; gc l\\Secrets\\x', 'ask'],
    ['New-Item -ItemType SymbolicLink -Path $p -Target C:\\; gc l\\Secrets\\x', 'ask'],
    // (The link's own target is a part, as before; plain items make no link.)
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\Secrets', 'deny'],
    ['New-Item -ItemType SymbolicLink -Path C:\\Windows\\l -Target C:\\w', 'deny'],
    ['New-Item -ItemType SymbolicLink -Path l -Target C:\\w\\x; gc l', 'allow'],
    ['New-Item -ItemType Directory x; gc x\\y', 'allow'],
    ['New-Item x -ItemType File; Set-Content x\\y hi', 'allow'],
    ['ni -ItemType d x; gc x\\y', 'allow'],
    ['mkdir x; Set-Content x\\y hi', 'allow'],
  ]);
});
