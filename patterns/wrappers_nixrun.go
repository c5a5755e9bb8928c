package patterns

import "strings"

// nix run INSTALLABLE [-- ARGS] runs the program of a flake's package or
// app: `nix run nixpkgs#bash -- -c 'rm -rf ~'` is bash -c 'rm -rf ~'. The
// reader peels it as a runner when the flake is nixpkgs (the registry's
// package set) or a path inside the project (`.#tool`, `./tools#lint`):
// the program is the installable's attribute after "#" (its last
// dotted name, without ^outputs, by the name its package gives it:
// nixpkgs#awscli2 runs aws), or the path's last segment. A flake from
// anywhere else (github:o/r, a URL, an absolute path, ~, ..) is not
// peeled: cmd.download-run judges it as before; so is a local flake whose
// inputs nix is told to fetch from such a place (--override-input nixpkgs
// github:…, --inputs-from), which builds code fetched from there. With --expr or --file the
// installable is an attribute of an expression, and nix run is left as it
// is. home-manager by the registry's name or its repository is peeled
// too, as home-manager (homeManagerFlake).

// nixRunOpts are nix run's options and nix's own that may stand before
// run (nix 2.24). --arg, --argstr and --override-input take two words.
var nixRunOpts = lazy[optSpec]{build: func() optSpec {
	return optSpec{short: "j:Lv", long: []string{
		"extra-experimental-features=", "experimental-features=", "verbose", "print-build-logs",
		"impure", "offline", "refresh", "accept-flake-config", "no-write-lock-file", "quiet",
		"debug", "show-trace", "max-jobs=", "cores=", "log-format=", "option=",
		"arg=", "argstr=", "override-input=", "inputs-from=", "commit-lock-file",
		"recreate-lock-file", "no-update-lock-file", "no-registries", "update-input=",
		"reference-lock-file=", "output-lock-file=", "repair", "eval-store=", "store=",
		"expr=", "file=", "builders=", "substituters=", "keep-going", "fallback", "help", "version"},
		values: map[string]int{"arg": 2, "argstr": 2, "override-input": 2, "option": 2}}
}}

// nixRunAt returns the index in words of the installable that nix run
// (whose subcommand ends at from) runs, when the reader peels it, or -1;
// unknown is the index of an option it does not know, or -1.
func nixRunAt(words []Word, from int) (at, unknown int) {
	spec := nixRunOpts.get()
	scan := spec.scan(words, from)
	switch scan.status {
	case optUnknown:
		return -1, scan.next
	case optDynamic:
		return scan.next, -1
	case optMissing:
		return -1, -1
	}
	// With --expr or --file the operand is not a flake's installable;
	// with --help or --version nothing runs.
	if scan.has("--expr", "--file", "--help", "--version") || scan.next >= len(words) || nixFetchesInput(words, scan) {
		return -1, -1
	}
	v, ok := words[scan.next].Literal()
	if !ok {
		return scan.next, -1
	}
	if flakeProgram(v) == "" {
		return -1, -1
	}
	return scan.next, -1
}

// isNixRun reports whether wrapper w is nix … run.
func isNixRun(w Wrapper) bool {
	if w.Name != "nix" {
		return false
	}
	at, _ := wrapperSpecs.get()["nix"].subAt(w.Words)
	return at > 0 && isLit(w.Words[at-1], "run")
}

// afterNixRun returns the words nix run hands its program: the installable
// and what follows it, without the "--" that ends nix's own options.
func afterNixRun(words []Word) []Word {
	if len(words) < 2 || !isLit(words[1], "--") {
		return words
	}
	out := make([]Word, 0, len(words)-1)
	return append(append(out, words[0]), words[2:]...)
}

// flakeProgram returns the program that nix run runs for installable v,
// or "" when the reader does not peel it: a flake that is neither nixpkgs
// nor a path inside the project, or one whose program is not named.
func flakeProgram(v string) string {
	ref, attr, hasAttr := strings.Cut(v, "#")
	if homeManagerFlake(ref) && (!hasAttr || attr == "home-manager" || attr == "default") {
		return "home-manager"
	}
	if !localFlake(ref) {
		return ""
	}
	if !hasAttr {
		if ref == "." || strings.HasPrefix(ref, "nixpkgs") || strings.HasPrefix(ref, "flake:") {
			return ""
		}
		return ref[strings.LastIndexByte(ref, '/')+1:]
	}
	attr, _, _ = strings.Cut(attr, "^")
	attr = attr[strings.LastIndexByte(attr, '.')+1:]
	attr = strings.Trim(attr, `"`)
	if attr == "" {
		return ""
	}
	if p := flakePrograms.get()[attr]; p != "" {
		return p
	}
	return attr
}

// localFlake reports whether a flake reference names nixpkgs (by the
// registry, at any branch) or a relative path that stays inside the
// project.
func localFlake(ref string) bool {
	switch {
	case ref == "nixpkgs", ref == "flake:nixpkgs",
		strings.HasPrefix(ref, "nixpkgs/"), strings.HasPrefix(ref, "flake:nixpkgs/"):
		return true
	}
	ref = strings.TrimPrefix(ref, "path:")
	if ref != "." && !strings.HasPrefix(ref, "./") {
		return false
	}
	for _, seg := range strings.Split(ref, "/") {
		if seg == ".." {
			return false
		}
	}
	return !strings.ContainsAny(ref, "?$`")
}

// flakePrograms are nixpkgs attributes whose program is named otherwise.
var flakePrograms = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"awscli2": "aws", "awscli": "aws", "google-cloud-sdk": "gcloud", "azure-cli": "az",
		"kubernetes-helm": "helm", "nodejs": "node", "nodejs_20": "node", "nodejs_22": "node",
		"python3": "python3", "python311": "python3", "python312": "python3", "python313": "python3",
		"gh": "gh", "github-cli": "gh", "terraform": "terraform", "opentofu": "tofu",
		"postgresql": "psql", "mysql": "mysql", "redis": "redis-cli", "coreutils": "coreutils",
		"rustup": "rustup", "cargo": "cargo", "docker-client": "docker", "kubectl": "kubectl",
		"openssh": "ssh", "bashInteractive": "bash", "ripgrep": "rg", "gnumake": "make",
	}
}}

// wrapperProgram returns the program that the last wrapper w runs for its
// command's first word cw, whose base name is name: a package runner's
// package by its program's name, nix run's installable by its program.
func wrapperProgram(w Wrapper, cw Word, name string) string {
	switch {
	case isNixRun(w):
		if v, ok := cw.Literal(); ok {
			return flakeProgram(v)
		}
		return name
	case wrapperSpecs.get()[w.Name].pkg:
		return packageProgram(cw, name)
	}
	return name
}

// nixFetchesInput reports whether nix run's options point a flake input at
// a place that is not local (a remote flake, or a reference not known):
// --override-input NAME REF and --inputs-from REF.
func nixFetchesInput(words []Word, scan optScan) bool {
	for _, o := range scan.opts {
		ref := -1
		switch o.name {
		case "--override-input":
			ref = o.valWord + 1
		case "--inputs-from":
			ref = o.valWord
		}
		if ref < 0 || ref >= len(words) {
			continue
		}
		v, ok := words[ref].Literal()
		if _, val, eq := strings.Cut(v, "="); ok && ref == o.word && eq {
			v = val
		}
		if !ok || remoteSpec(v) || !localFlake(strings.SplitN(v, "#", 2)[0]) && !strings.HasPrefix(v, "/nix/store/") {
			return true
		}
	}
	return false
}

// homeManagerFlake reports whether a flake reference names home-manager
// by the flake registry's entry (home-manager, home-manager/master,
// home-manager/release-24.05) or by its repository: `nix run
// home-manager/master -- switch` runs home-manager switch (fx69b, rt67
// B), which is judged as it is.
func homeManagerFlake(ref string) bool {
	ref = strings.TrimPrefix(ref, "flake:")
	for _, name := range []string{"home-manager", "github:nix-community/home-manager"} {
		if ref == name || strings.HasPrefix(ref, name+"/") {
			return true
		}
	}
	return false
}
