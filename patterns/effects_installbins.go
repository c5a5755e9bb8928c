package patterns

import (
	"strings"
)

// Installs put programs into a directory of programs (fx32c, "Rebinding
// what a later word means"): go install writes each main package's
// program, named after its import path's last element, into GOBIN (or
// GOPATH's bin, or ~/go/bin); cargo install into ROOT/bin (--root,
// CARGO_INSTALL_ROOT, or ~/.cargo/bin); npm's global installs into
// PREFIX/bin (--prefix, npm_config_prefix, `npm config set prefix`);
// pip's into PREFIX/bin or HOME/bin (--prefix, --home, PIP_PREFIX); gem's
// into its --bindir (-n). Each is read as the writes it makes, so the
// defaults that judge writes see them as they see `go build -o`:
//
//   - a program the line names (go install's package, cargo install's
//     --bin or --example) that is named like one the reader knows and
//     lands in a directory on PATH runs later in that program's place
//     (runs-later: `go install ./cmd/ls`, `GOBIN=/usr/local/bin go
//     install ./cmd/ls`, as `go build -o ~/go/bin/ls .` is);
//   - programs of names the line does not show, put in a directory the
//     line chooses (`cargo install --root /usr/local x`, `npm i -g
//     --prefix ~/.local x`, `GOBIN=~/bin go install ./...`), are a write
//     of that whole directory, as an archive extracted there is: what it
//     may overwrite there is judged (ozdesk's own executable and hook);
//   - an install into the tool's own directory of names the line does not
//     show (`go install ./...`, `go install example.com/x@latest`, `cargo
//     install ripgrep`, `npm i -g typescript`, `pip install --user x`) is
//     everyday, as a program of a new name built there is.
//
// Where the line sets the directory earlier (`export GOBIN=…`, `go env
// -w GOBIN=…`, `npm config set prefix …`), that setting counts.

// installDirVars are the variables that choose where installs put
// programs, as the line may set them earlier.
var installDirVars = []string{"GOBIN", "GOPATH", "CARGO_INSTALL_ROOT", "npm_config_prefix", "NPM_CONFIG_PREFIX", "PIP_PREFIX",
	"DESTDIR", "PREFIX", "prefix"}

// installDoers compute the programs an install writes, given the
// settings of installDirVars the line makes before it (name to value).
var installDoers = lazy[map[string]func(p *Part, env map[string]string) []Word]{
	build: func() map[string]func(p *Part, env map[string]string) []Word {
		return map[string]func(p *Part, env map[string]string) []Word{
			"go": goInstallWrites, "cargo": cargoInstallWrites, "npm": npmGlobalWrites,
			"pip": pipPrefixWrites, "pip3": pipPrefixWrites, "gem": gemBindirWrites,
			"make": makeInstallWrites, "gmake": makeInstallWrites, "ninja": makeInstallWrites, // effects_makeinstall.go
			"cmake": cmakeInstallWrites,
		}
	},
}

// installBins adds to each install part the programs it writes.
func (r *reading) installBins(ord *order) {
	for i, p := range r.cmd.Parts {
		fn := installDoers.get()[p.Program]
		if fn == nil || p.Unreadable != nil {
			continue
		}
		ws := fn(p, r.installEnv(i, ord))
		if len(ws) == 0 {
			continue
		}
		for k := range ws {
			if ws[k].Span == (Span{}) {
				ws[k].Span = p.Span
			}
		}
		if p.does == nil {
			p.does = &doings{}
		}
		p.does.writes = append(p.does.writes, ws...)
	}
}

// installEnv returns the settings of installDirVars that reach part i:
// its own prefix and wrapper assignments, over those of earlier parts
// (an assignment alone, export or declare, `go env -w`, `npm config set
// prefix`).
func (r *reading) installEnv(i int, ord *order) map[string]string {
	env := map[string]string{}
	set := func(name, val string) {
		if contains(installDirVars, name) {
			env[name] = val
		}
	}
	for j, q := range r.cmd.Parts {
		if j == i || !ord.after(j, i) {
			continue
		}
		switch q.Program {
		case "", "export", "declare", "typeset", "local", "readonly":
			for _, kv := range rawAssigns(q) {
				set(kv[0], kv[1])
			}
		case "go":
			ops := rawOperands(q)
			if len(ops) > 0 && ops[0] == "env" && hasLitArg(q, "-w") {
				for _, o := range ops[1:] {
					if name, val, ok := strings.Cut(o, "="); ok {
						set(name, strings.Trim(val, `'"`))
					}
				}
			}
		case "npm", "pnpm":
			if v, ok := npmPrefixSet(q); ok {
				set("npm_config_prefix", v)
			}
		case "configure", "cmake":
			if v, ok := configurePrefix(q); ok { // effects_makeinstall.go
				env[configuredPrefix] = v
			}
		}
	}
	for _, kv := range rawAssigns(r.cmd.Parts[i]) {
		set(kv[0], kv[1])
	}
	return env
}

// rawAssigns returns the NAME=VALUE pairs a part sets, each value as
// written without its quotes (~ and $HOME kept, for assignValueWord):
// its prefix assignments, its wrappers' NAME=VALUE words, and the
// arguments of export and the declarations.
func rawAssigns(p *Part) [][2]string {
	var out [][2]string
	add := func(a string) {
		if name, val, ok := strings.Cut(a, "="); ok && validName(name) {
			out = append(out, [2]string{name, strings.Trim(val, `'"`)})
		}
	}
	for _, a := range p.Assigns {
		add(a)
	}
	for _, w := range p.Wrappers {
		for _, x := range w.Words[1:] {
			add(x.Raw)
		}
	}
	switch p.Program {
	case "export", "declare", "typeset", "local", "readonly":
		for _, x := range p.Args() {
			add(x.Raw)
		}
	}
	return out
}

// npmPrefixSet reads `npm config set prefix DIR` (prefix=DIR, `npm set`):
// the prefix later global installs use.
func npmPrefixSet(p *Part) (string, bool) {
	ops := rawOperands(p)
	if len(ops) > 0 && (ops[0] == "config" || ops[0] == "c") {
		ops = ops[1:]
	}
	if len(ops) < 2 || ops[0] != "set" {
		return "", false
	}
	if v, ok := strings.CutPrefix(ops[1], "prefix="); ok {
		return strings.Trim(v, `'"`), true
	}
	if ops[1] == "prefix" && len(ops) > 2 {
		return strings.Trim(ops[2], `'"`), true
	}
	return "", false
}

// rawOperands returns a part's arguments that are not options, as
// written.
func rawOperands(p *Part) []string {
	var out []string
	for _, a := range p.Args() {
		if lit, _ := litPrefix(a); !strings.HasPrefix(lit, "-") {
			out = append(out, a.Raw)
		}
	}
	return out
}

// installDir is the directory word a setting names, and whether the
// line sets it.
func installDir(env map[string]string, names ...string) (Word, bool) {
	for _, n := range names {
		if v, ok := env[n]; ok {
			return installDirWord(v), true
		}
	}
	return Word{}, false
}

// installDirWord reads a directory setting's value as a word: one below
// the directory the line runs in ($PWD, ${PWD}, $(pwd)) as a relative
// path, as assignValueWord reads the rest.
func installDirWord(v string) Word {
	for _, pwd := range []string{"$PWD", "${PWD}", "$(pwd)"} {
		if rest, ok := strings.CutPrefix(v, pwd); ok && (rest == "" || strings.HasPrefix(rest, "/")) {
			return assignValueWord("." + rest)
		}
	}
	return assignValueWord(v)
}

// isMajorSuffix reports whether elem is a module path's major version
// element (…/v2): a function, not a regexp built at init (TestAdapterInits).
func isMajorSuffix(elem string) bool {
	if len(elem) < 2 || elem[0] != 'v' {
		return false
	}
	for _, c := range elem[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// goProgramName is the program go install builds from a package argument:
// its import path's last element (before a major version's /vN), or ""
// when the argument does not show it (., a pattern with ..., files, an
// expansion).
func goProgramName(w Word) string {
	v, ok := w.Literal()
	if !ok {
		return ""
	}
	v, _, _ = strings.Cut(v, "@")
	v = strings.TrimSuffix(v, "/")
	if v == "" || strings.Contains(v, "...") || strings.HasSuffix(v, ".go") || strings.ContainsAny(v, "*?[") {
		return ""
	}
	elems := strings.Split(v, "/")
	last := elems[len(elems)-1]
	if isMajorSuffix(last) && len(elems) > 1 && !strings.HasPrefix(v, ".") {
		last = elems[len(elems)-2]
	}
	if last == "." || last == ".." || last == "" {
		return ""
	}
	return last
}

// goInstallWrites: go install PACKAGES writes each package's program into
// GOBIN, GOPATH's bin or ~/go/bin.
func goInstallWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, "-C", "-p", "-asmflags", "-buildmode", "-compiler", "-gccgoflags", "-gcflags",
		"-installsuffix", "-ldflags", "-mod", "-modfile", "-overlay", "-pgo", "-pkgdir", "-tags", "-toolexec",
		"-exec", "-coverpkg", "-covermode")
	if len(s.ops) == 0 || !isLit(s.ops[0], "install") {
		return nil
	}
	dir, chosen := installDir(env, "GOBIN")
	if !chosen {
		if gp, ok := installDir(env, "GOPATH"); ok {
			if v, lit := gp.Literal(); lit && strings.Contains(v, ":") {
				gp = assignValueWord("$GOPATH") // a list: its first entry, not known here
			}
			dir, chosen = joinWord(gp, "bin"), true
		} else {
			dir = assignValueWord("~/go/bin")
		}
	}
	return installedInto(dir, chosen, s.ops[1:], goProgramName)
}

// installedInto returns what an install of args writes into dir: each
// program name known, and, when the line chose dir, the whole directory
// for an argument whose name it does not show (or for no argument: the
// package in the directory it runs in).
func installedInto(dir Word, chosen bool, args []Word, name func(Word) string) []Word {
	var out []Word
	whole := len(args) == 0
	for _, a := range args {
		if n := name(a); n != "" {
			out = append(out, joinWord(dir, n))
		} else {
			whole = true
		}
	}
	if whole && chosen {
		out = append(out, treeWord(dir))
	}
	return out
}

// cargoInstallWrites: cargo install writes the crates' programs into
// ROOT/bin (--root, CARGO_INSTALL_ROOT, ~/.cargo/bin); --bin and
// --example name them.
func cargoInstallWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, "--root", "--bin", "--example", "--version", "--vers", "--git", "--branch", "--tag", "--rev",
		"--path", "--registry", "--index", "--features", "-F", "--target", "--target-dir", "--profile", "-j",
		"--jobs", "--config", "-Z", "--color", "--message-format", "--timings")
	if len(s.ops) == 0 || !isLit(s.ops[0], "install") || contains(s.flags, "--list") {
		return nil
	}
	root, chosen := Word{}, false
	if rs := s.all("--root"); len(rs) > 0 {
		root, chosen = rs[len(rs)-1], true
	} else if w, ok := installDir(env, "CARGO_INSTALL_ROOT"); ok {
		root, chosen = w, true
	} else {
		root = assignValueWord("~/.cargo")
	}
	dir := joinWord(root, "bin")
	var out []Word
	for _, b := range append(s.all("--bin"), s.all("--example")...) {
		if v, ok := b.Literal(); ok && v != "" {
			out = append(out, joinWord(dir, v))
		} else if chosen {
			out = append(out, treeWord(dir))
		}
	}
	if len(out) == 0 && chosen {
		out = append(out, treeWord(dir))
	}
	return out
}

// npmInstallVerbs are npm's verbs (and abbreviations) that install.
var npmInstallVerbs = []string{"install", "i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal",
	"isntall", "add", "update", "up", "upgrade", "udpate", "link", "ln"}

// npmGlobalWrites: a global npm install (-g, --global, --location=global)
// writes its packages' programs into PREFIX/bin, when the line chooses
// the prefix (--prefix, npm_config_prefix, `npm config set prefix`).
func npmGlobalWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, "--prefix", "--location", "--registry", "--tag", "--workspace", "-w", "--cache", "--userconfig")
	if len(s.ops) == 0 || !contains(npmInstallVerbs, litOr(s.ops[0], "")) {
		return nil
	}
	global := contains(s.flags, "-g") || contains(s.flags, "--global")
	for _, l := range s.all("--location") {
		global = global || isLit(l, "global")
	}
	for _, f := range s.flags {
		global = global || f == "--location=global" || f == "--global=true"
	}
	if !global {
		return nil
	}
	prefix, chosen := Word{}, false
	if ps := s.all("--prefix"); len(ps) > 0 {
		prefix, chosen = ps[len(ps)-1], true
	} else {
		prefix, chosen = installDir(env, "npm_config_prefix", "NPM_CONFIG_PREFIX")
	}
	if !chosen {
		return nil
	}
	return []Word{treeWord(joinWord(prefix, "bin"))}
}

// pipPrefixWrites: pip install --prefix DIR (PIP_PREFIX) and --home DIR
// put the packages' scripts in DIR/bin.
func pipPrefixWrites(p *Part, env map[string]string) []Word {
	s := scanArgs(p, "--prefix", "--home", "--root", "-t", "--target", "-r", "--requirement", "-c", "--constraint",
		"-i", "--index-url", "--extra-index-url", "-e", "--editable", "--src", "--upgrade-strategy", "--python-version",
		"--platform", "--implementation", "--abi", "--only-binary", "--no-binary", "--progress-bar")
	if len(s.ops) == 0 || !isLit(s.ops[0], "install") {
		return nil
	}
	dirs := append(s.all("--prefix"), s.all("--home")...)
	if len(dirs) == 0 {
		if w, ok := installDir(env, "PIP_PREFIX"); ok {
			dirs = append(dirs, w)
		}
	}
	var out []Word
	for _, d := range dirs {
		out = append(out, treeWord(joinWord(d, "bin")))
	}
	return out
}

// gemBindirWrites: gem install -n DIR (--bindir) puts the gems'
// programs in DIR.
func gemBindirWrites(p *Part, _ map[string]string) []Word {
	s := scanArgs(p, "-n", "--bindir", "-i", "--install-dir", "-v", "--version", "--source", "-s", "-P", "--trust-policy")
	if len(s.ops) == 0 || !isLit(s.ops[0], "install") {
		return nil
	}
	var out []Word
	for _, d := range s.all("-n", "--bindir") {
		out = append(out, treeWord(d))
	}
	for _, d := range s.all("-i", "--install-dir") {
		out = append(out, treeWord(joinWord(d, "bin")))
	}
	return out
}
