package patterns

import (
	"path"
	"strings"
)

// A project holds files that its everyday tools run at their next call,
// in another command or session (rt31 #7): pnpm loads .pnpmfile.cjs at
// every install, a shell sources a virtual environment's activate
// script (its interpreter's link, venv/bin/python, is everyday work),
// npm run and npx run node_modules/.bin's programs by name,
// and rustup runs the toolchain a rust-toolchain file's path names at
// every later cargo (a toolchain file the line gives a path; one copied
// whose text it does not show is left alone, as fx32c decided, until a
// later part of the line may run cargo: made-then-run). Writing one
// alone is runs-later, as writing .npmrc is; terraform's ~/.terraformrc
// names the providers (programs) it runs.
// And a file appended to in a directory on PATH (echo id >> ~/bin/deploy)
// is a program that already runs by its name: appended code runs with
// it, where installing a new name there (cp build/tool ~/.local/bin/)
// is everyday work.

// laterPlacesProject are those places, read as laterPlaces are.
var laterPlacesProject = []laterPlace{
	{place{at: atSome, pat: []string{"/.pnpmfile.cjs"}}, "pnpm (its hooks, at every later install)"},
	{place{at: atSome, pat: []string{"/.pnpmfile.mjs"}}, "pnpm (its hooks, at every later install)"},
	{place{at: atSome, pat: []string{"/bin/activate"}}, venvLater},
	{place{at: atSome, pat: []string{"/bin/activate.fish"}}, venvLater},
	{place{at: atSome, pat: []string{"/bin/activate.csh"}}, venvLater},
	{place{at: atSome, pat: []string{"/bin/activate.nu"}}, venvLater},
	{place{at: atSome, pat: []string{"/bin/activate.ps1"}}, venvLater},
	{place{at: atSome, pat: []string{"/scripts/activate"}}, venvLater},
	{place{at: atSome, pat: []string{"/scripts/activate.bat"}}, venvLater},
	{place{at: atSome, pat: []string{"/scripts/activate.ps1"}}, venvLater},
	{place{at: atSome, pat: []string{"/node_modules/.bin"}}, "npm (a package's program, at the next npm run, npx or package script)"},
	{place{at: atHome, pat: []string{"/.terraformrc"}}, "terraform (the providers its dev_overrides and mirrors name, at every later plan and apply)"},
}

// venvLater is what runs a virtual environment's scripts.
const venvLater = "the shell (a virtual environment's activate script and programs, when it is activated)"

// runsLaterProject reports whether made m, which part p running in dir
// made, runs later as a project's file or a program on PATH (see above),
// and what runs it.
func runsLaterProject(p *Part, m made, dir place, source string) (string, bool) {
	fm := foldPlace(m.place)
	for _, l := range laterPlacesProject {
		if what, ok := runsLaterIn(l, fm); ok {
			return what, true
		}
	}
	if len(m.pat) != 1 {
		return "", false
	}
	if contains(rustToolchainFiles, path.Base(m.pat[0])) && hasToolchainPathKey(source) { // effects_toolchain.go
		return "rustup (the toolchain it names, whose path may be any directory's programs, at every later cargo and rustc)", true
	}
	if appendsTo(p, m.place, dir) {
		slash := strings.LastIndexByte(m.pat[0], '/')
		for _, b := range binDirs {
			if slash > 0 && b.at == m.at && strings.EqualFold(b.pat[0], m.pat[0][:slash]) {
				return "the shell (the program of that name on PATH, with what was appended to it)", true
			}
		}
	}
	return "", false
}

// appendsTo reports whether part p, running in dir, appends to the made
// place pl through a redirection (>>, &>>) or tee -a.
func appendsTo(p *Part, pl place, dir place) bool {
	for _, rd := range p.Redirs {
		if rd.Writes && strings.Contains(rd.Op, ">>") {
			if t, ok := wordPlace(rd.Target, dir); ok && t.covers(pl) {
				return true
			}
		}
	}
	return p.Program == "tee" && hasFlag(p, "-a", "--append")
}
