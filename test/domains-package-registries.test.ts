// Package managers' default registries on Windows and in PowerShell: the host a line reaches
// without naming it (the PowerShell Gallery for Install-Module, winget's source, Chocolatey's
// community feed) is a Domain part for deny and ask rules; a repository registered out of the line
// (`-Repository Mine`) and an installer a manifest names are unknown hosts, which ask where Domain
// deny or ask rules exist. Ordinary lines, and lines under no Domain rule, stay allowed.
import { describe } from 'vitest';
import { lineTable } from './helpers/line-table.js';
import { REPO_WINDOWS } from './helpers/policy.js';

const DENY_REGISTRIES = {
  deny: ['Domain(www.powershellgallery.com)', 'Domain(cdn.winget.microsoft.com)', 'Domain(community.chocolatey.org)', 'Domain(raw.githubusercontent.com)'],
  allow: ['Shell(*)'],
};
const DENY_EVIL = { deny: ['Domain(evil.com)'], allow: ['Shell(*)'] };
const NO_DOMAIN_RULES = { allow: ['Shell(*)'] };

describe('PowerShellGet, PSResourceGet and PackageManagement reach the PowerShell Gallery', () => {
  lineTable(DENY_REGISTRIES, [
    ['Install-Module Pester -Scope CurrentUser -Force', 'deny'],
    ['install-module Pester', 'deny'],
    ['inmo Pester', 'deny'],
    ['Install-Script Get-WindowsAutoPilotInfo', 'deny'],
    ['Update-Module', 'deny'],
    ['Update-Script x', 'deny'],
    ['Save-Module Pester -Path .', 'deny'],
    ['Save-Script x -Path .', 'deny'],
    ['Find-Module Pester', 'deny'],
    ['Find-Script x', 'deny'],
    ['Find-Command Invoke-Pester', 'deny'],
    ['Find-DscResource xWebsite', 'deny'],
    ['Publish-Module -Path .\\M -NuGetApiKey k', 'deny'],
    ['Publish-Script -Path .\\s.ps1 -NuGetApiKey k', 'deny'],
    ['Install-PSResource Pester', 'deny'],
    ['Find-PSResource Pester', 'deny'],
    ['Save-PSResource Pester -Path .', 'deny'],
    ['Update-PSResource Pester', 'deny'],
    ['Publish-PSResource -Path .\\M -ApiKey k', 'deny'],
    ['Install-Package Pester', 'deny'],
    ['Find-Package Pester', 'deny'],
    ['Save-Package Pester -Path .', 'deny'],
    ['Install-PackageProvider NuGet -Force', 'deny'],
    ['Install-Module Pester -Repository PSGallery', 'deny'],
    ['Install-Module Pester -Repository Mine,PSGallery', 'deny'],
    ['Import-Module Pester', 'allow'],
    ['Get-InstalledModule', 'allow'],
    ['Get-Content a.txt', 'allow'],
    ['git status', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['Install-Module Pester -Repository Mine', 'ask'],
    ['Install-Module Pester -Repo:Mine', 'ask'],
    ['Install-PSResource Pester -Repository Mine', 'ask'],
    ['Install-Package x -Source Internal', 'ask'],
    ['Install-Module Pester -Repository $r', 'ask'],
    ['Install-Module @params', 'ask'],
    ['Install-Module Pester -Repository https://evil.com/api/v2', 'deny'],
    ['Install-Package x -Source https://evil.com/v3', 'deny'],
    // (Without -Repository the Gallery is assumed, as pip, npm and NuGet are taken to reach their
    // default registry whatever pip.conf, .npmrc or NuGet.config say.)
    ['Install-Module Pester', 'allow'],
    ['Install-PSResource Pester', 'allow'],
    ['Save-Module Pester -Path .', 'allow'],
    ['pip install x', 'allow'],
    ['npm install x', 'allow'],
    ['dotnet restore', 'allow'],
    ['Install-Module Pester -Repository PSGallery', 'allow'],
    ['Install-Package x -Source C:\\pkgs', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(NO_DOMAIN_RULES, [
    ['Install-Module Pester -Repository Mine', 'allow'],
    ['Install-Module Pester', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('winget, choco and scoop reach their default source, and the installer host a manifest names', () => {
  const rows: [string, 'allow' | 'ask' | 'deny'][] = [
    ['winget install Git.Git', 'deny'],
    ['winget.exe install --id Git.Git -e', 'deny'],
    ['winget upgrade --all', 'deny'],
    ['winget search git', 'deny'],
    ['choco install git -y', 'deny'],
    ['choco upgrade all', 'deny'],
    ['scoop install git', 'deny'],
    ['scoop bucket add extras', 'deny'],
    ['cinst git -y', 'deny'],
    ['cup all', 'deny'],
    ['git status', 'allow'],
  ];
  lineTable(DENY_REGISTRIES, rows, 'pwsh', REPO_WINDOWS);
  lineTable(DENY_REGISTRIES, rows, 'shell', REPO_WINDOWS);
  lineTable(DENY_EVIL, [
    ['winget install Git.Git', 'ask'],
    ['choco install git', 'ask'],
    ['scoop install git', 'ask'],
    ['choco install git -s https://evil.com/api/v2', 'deny'],
    ['winget source add -n x -a https://evil.com/', 'deny'],
    ['winget list', 'allow'],
    ['choco list', 'allow'],
    ['scoop list', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
  lineTable(NO_DOMAIN_RULES, [
    ['winget install Git.Git', 'allow'],
    ['choco install git -y', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('NuGet: a source named by NuGet.config (`-s NAME`, `-Source NAME`) reaches a host configured out of the line', () => {
  lineTable(DENY_EVIL, [
    ['dotnet add package X -s MyFeed', 'ask'],
    ['dotnet restore --source=MyFeed', 'ask'],
    ['dotnet tool install -g x --add-source MyFeed', 'ask'],
    ['nuget install X -Source MyFeed', 'ask'],
    ['dotnet restore -s https://evil.com/v3/index.json', 'deny'],
    ['dotnet restore -s https://api.nuget.org/v3/index.json', 'allow'],
    ['dotnet tool install -g x --add-source ./nupkgs', 'allow'],
    ['dotnet test -s test.runsettings', 'allow'],
    ['dotnet pack -s a.csproj', 'allow'],
    ['dotnet build', 'allow'],
    ['cargo install x --registry my', 'ask'],
  ]);
  lineTable(DENY_EVIL, [
    ['dotnet add package X -s MyFeed', 'ask'],
    ['dotnet restore -s C:\\feed', 'allow'],
  ], 'pwsh', REPO_WINDOWS);
});

describe('brew casks download the app from the vendor host their cask file names', () => {
  lineTable(DENY_EVIL, [
    ['brew install --cask firefox', 'ask'],
    ['brew upgrade --cask', 'ask'],
    ['brew install jq', 'allow'],
    ['brew info --cask firefox', 'allow'],
    ['brew list --cask', 'allow'],
  ]);
});

describe('add-apt-repository reaches Launchpad for a PPA (its API, archive and signing key)', () => {
  lineTable({ deny: ['Domain(launchpad.net)', 'Domain(*.launchpad.net)', 'Domain(keyserver.ubuntu.com)'], allow: ['Shell(*)'] }, [
    ['add-apt-repository ppa:deadsnakes/ppa', 'deny'],
    ['sudo add-apt-repository -y ppa:x/y', 'deny'],
    ['apt-get install -y curl', 'allow'],
    ['git status', 'allow'],
  ]);
});
