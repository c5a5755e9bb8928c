package patterns

import "strings"

// rt42RunnerSpecs are version-manager and agent runners rt42 found
// unpeeled (section 5): rtx (mise's former name, mise's flags), pkgx
// (+PKG words before the command), proto run TOOL, aqua exec, npm-run
// (the npm-run package: a project's bin), and rtk (an agent's command
// proxy: rtk CMD runs CMD). nvm exec's version is optional
// (nvm exec CMD reads .nvmrc), so it is taken only when it reads as one
// (nvmVersion).
var rt42RunnerSpecs = lazy[map[string]*wrapperSpec]{build: func() map[string]*wrapperSpec {
	return map[string]*wrapperSpec{
		"rtx": {subs: []string{"exec", "x"}, pre: miseOpts.get(), opts: miseOpts.get(), after: []string{"--"},
			shell: []string{"*"}, chdir: []string{"-C", "--cd"}},
		"pkgx": {opts: optSpec{short: "Qqv", long: []string{"quiet", "silent", "verbose", "sync", "query", "shellcode", "json"}},
			stop: []string{"-Q", "--query", "--shellcode", "--json", "--help", "--version"}, plusWords: true},
		"proto":   {subs: []string{"run"}, opts: optSpec{long: []string{"alt="}}},
		"aqua":    {subs: []string{"exec"}, pre: optSpec{short: "c:l:", long: []string{"config=", "log-level=", "trace=", "cpu-profile="}}},
		"npm-run": {},
		"rtk": {opts: optSpec{short: "uv", long: []string{"verbose", "ultra-compact"}},
			stop: []string{"-h", "--help", "-V", "--version"}},
		"nvm": {subs: []string{"exec"}, opts: optSpec{long: []string{"silent", "lts?"}}, operands: 1,
			operandIf: nvmVersion},
	}
}}

// nvmVersion reports whether word is a version nvm exec takes before its
// command: 20, v20.1, node, iojs, stable, system, default, lts/*, lts/iron.
func nvmVersion(word string) bool {
	switch {
	case word == "":
		return false
	case word[0] >= '0' && word[0] <= '9':
		return true
	case len(word) > 1 && word[0] == 'v' && word[1] >= '0' && word[1] <= '9':
		return true
	case strings.HasPrefix(word, "lts/"), strings.HasPrefix(word, "iojs-"):
		return true
	}
	switch word {
	case "node", "iojs", "stable", "unstable", "system", "default", "current", "latest":
		return true
	}
	return false
}
