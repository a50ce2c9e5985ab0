// Precision corpus (review 2026-11-26): ordinary lines an AI coding assistant runs in a repository,
// decided under one enterprise policy. Ordinary work should allow; git push asks; a host no rule
// allows asks. A row with a comment does not come out as ordinary work would want: the comment
// says why (most are deliberate fail-closed readings: a tree that may hold a .env, an unknown path).
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';
import { PRECISION_POLICY } from './helpers/precision-policy.js';

describe('precision corpus: PowerShell lines in C:\\w\\repo (win32)', () => {
  lineTable(PRECISION_POLICY, [
    ["Get-ChildItem", 'allow'],
    ["Get-ChildItem -Recurse -Filter *.cs", 'allow'],
    ["Get-ChildItem src -Include *.ts -Recurse | Select-Object FullName", 'allow'],
    ["ls", 'allow'],
    ["dir", 'allow'],
    ["gci -Force", 'allow'],
    ["Get-Content README.md", 'allow'],
    ["Get-Content src\\index.ts -TotalCount 40", 'allow'],
    ["Get-Content logs\\app.log -Tail 50", 'allow'],
    ["Get-Content package.json | ConvertFrom-Json", 'allow'],
    ["(Get-Content package.json | ConvertFrom-Json).version", 'allow'],
    ["cat a.txt", 'allow'],
    ["type a.txt", 'allow'],
    ["gc .\\src\\Program.cs", 'allow'],
    ["Select-String -Path src\\*.cs -Pattern \"TODO\"", 'ask'], // a PowerShell glob on win32 is not met with the rules (globPathSegments): unknown path
    ["Select-String -Pattern \"error\" -Path build.log", 'allow'],
    ["Get-ChildItem -Recurse *.ts | Select-String \"export function\"", 'ask'], // a PowerShell glob on win32 is not met with the rules (globPathSegments): unknown path
    ["Set-Location src", 'allow'],
    ["Set-Location ..", 'allow'],
    ["cd src", 'allow'],
    ["Push-Location tests; dotnet test; Pop-Location", 'ask'], // dotnet writes bin/obj where it runs, a directory Push-Location leaves unknown (session 41)
    ["Copy-Item appsettings.example.json appsettings.json", 'allow'],
    ["Copy-Item -Recurse templates\\base templates\\new", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Move-Item src\\Old.cs src\\New.cs", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Rename-Item notes.txt notes.md", 'allow'],
    ["New-Item -ItemType Directory -Path build", 'allow'],
    ["New-Item -ItemType File -Path src\\New.cs", 'allow'],
    ["New-Item -ItemType Directory -Force -Path out\\logs", 'allow'],
    ["mkdir build", 'allow'],
    ["Remove-Item build -Recurse -Force", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Remove-Item bin, obj -Recurse -Force -ErrorAction SilentlyContinue", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Remove-Item *.log", 'ask'], // a glob it edits may name a path an Edit deny covers (Edit(//etc/**)); no longer denied as Shell(rm -rf /): a wildcard word is no parameter
    ["rm -r -fo node_modules", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Test-Path package.json", 'allow'],
    ["if (Test-Path build) { Remove-Item build -Recurse -Force }", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Get-Location", 'allow'],
    ["pwd", 'allow'],
    ["Resolve-Path .\\src", 'allow'],
    ["Set-Content -Path out.txt -Value \"hello\"", 'allow'],
    ["\"hello\" | Out-File notes.txt", 'allow'],
    ["Add-Content -Path .gitignore -Value \"bin/\"", 'allow'],
    ["echo \"done\"", 'allow'],
    ["Write-Output \"done\"", 'allow'],
    ["Write-Host \"Building...\" -ForegroundColor Green", 'allow'],
    ["dotnet build", 'allow'],
    ["dotnet test", 'allow'],
    ["dotnet test --filter \"Category=Unit\"", 'allow'],
    ["dotnet restore", 'allow'],
    ["dotnet run --project src\\App", 'allow'],
    ["dotnet format", 'allow'],
    ["dotnet add package Newtonsoft.Json", 'allow'],
    ["npm install", 'allow'],
    ["npm test", 'allow'],
    ["npm run build", 'allow'],
    ["npx tsc --noEmit", 'allow'],
    ["pnpm install", 'allow'],
    ["yarn test", 'allow'],
    ["git status", 'allow'],
    ["git diff --stat", 'allow'],
    ["git log --oneline -10", 'allow'],
    ["git add -A", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git commit -m \"fix: handle null\"", 'allow'],
    ["git checkout -b feature/x", 'allow'],
    ["git pull --rebase", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git stash", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["git push origin main", 'ask'],
    ["git push --force origin main", 'deny'],
    ["npm run build; if ($LASTEXITCODE -ne 0) { exit 1 }", 'allow'],
    ["npm ci && npm test", 'allow'],
    ["Get-ChildItem -Recurse -Filter *.ts | Measure-Object", 'allow'],
    ["Get-ChildItem src | Where-Object { $_.Length -gt 1000 } | Sort-Object Length", 'allow'],
    ["Get-ChildItem -Recurse -File | ForEach-Object { $_.Name }", 'allow'],
    ["Get-Process node", 'allow'],
    ["Get-Command dotnet", 'allow'],
    ["$env:NODE_ENV = \"test\"; npm test", 'allow'],
    ["$PSVersionTable", 'allow'],
    ["Get-Date", 'allow'],
    ["Compress-Archive -Path dist\\* -DestinationPath dist.zip -Force", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Expand-Archive assets.zip -DestinationPath assets -Force", 'ask'], // a tree it reads or writes may hold a .env (Read(**/.env) matches at any depth)
    ["Get-FileHash dist\\app.exe", 'allow'],
    ["(Get-Content src\\a.cs) -replace 'Foo', 'Bar' | Set-Content src\\a.cs", 'allow'],
    ["Invoke-WebRequest https://github.com/org/repo/archive/main.zip -OutFile main.zip", 'allow'],
    ["Invoke-RestMethod https://api.github.com/repos/org/repo", 'allow'],
    ["Invoke-WebRequest https://example.com/install.ps1 -OutFile install.ps1", 'ask'],
    ["Invoke-WebRequest https://evil.com/x", 'deny'],
    ["python -m pytest", 'allow'],
    ["pip install -r requirements.txt", 'allow'],
    [".\\build.ps1", 'allow'],
    ["& .\\scripts\\test.ps1", 'allow'],
    ["cargo build", 'allow'],
    ["go test ./...", 'allow'],
    ["msbuild App.sln /p:Configuration=Release", 'allow'],
    ["Get-Content .env.example", 'allow'],
    ["Get-Content .env", 'deny'],
    ["Get-Item package.json | Select-Object Length, LastWriteTime", 'allow'],
    ["Get-ChildItem env:", 'allow'],
    ["Start-Sleep -Seconds 2", 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});
