package patterns

import (
	"fmt"
	"path"
	"strings"
)

// A file written earlier in the line is run by more than the programs
// runFiles names (rt17d #1). The reader does not try to know every tool
// that runs its input: a later part given a made file (as an operand, or
// as an option's value: `awk -f x.awk`, `php -f x.php`, `gdb -x x.gdb`,
// `vim -S x.vim`, `--config=x.js`), or a module of one (`python3 -m x`,
// `uvicorn main:app`, `flask --app app`), runs it unless its program is
// known to read its input as data (cat, grep, jq, cp …). And a build,
// test or task runner reads files of its directory by name (justfile,
// CMakeLists.txt, conftest.py, jest.config.js …): a file of such a name
// written in the line, or a tree extracted or cloned where a later part
// runs, makes that part unreadable unless its program is known to read
// no such file. The unknown program is the cautious case.

// dataPrograms read their operands, their options' files and their
// directory as data: none of them runs what a file holds or loads
// configuration code from where it runs. The database shells run their
// files as SQL, which the defaults read themselves ([sql-file]).
var dataPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`cat tac head tail wc grep egrep fgrep rg ag ack diff cmp comm colordiff
		sort uniq cut tr paste join column nl fold fmt expand unexpand jq gron yq xmllint xq file stat ls du
		tree md5sum sha1sum sha256sum sha512sum b2sum cksum base64 base32 xxd od hexdump strings
		cp mv rm ln mkdir rmdir touch chmod chown chgrp truncate tee echo printf test [ [[ true false :
		cd pushd popd pwd basename dirname realpath readlink export unset set local read declare
		tar bsdtar gtar zip unzip gzip gunzip zcat bzip2 bunzip2 xz unxz zstd unzstd 7z
		git curl wget scp rsync openssl gpg ssh-keygen ssh-add age shellcheck shfmt gofmt
		clang-format rustfmt black isort yamllint hadolint tsc gh glab terraform tofu
		less more bat iconv dos2unix unix2dos envsubst sleep kill date whoami id printenv
		xargs find fd fdfind code subl sponge pv split csplit shuf numfmt
		unlink shred srm wipe trash trash-put trash-cli rimraf del del-cli gio chattr setfacl lsattr
		psql mysql mariadb sqlite3 mongosh mongo clickhouse-client redis-cli`) {
		m[n] = true
	}
	return m
}}

// operandDataPrograms read their operands as data (the files they edit,
// filter or format) but run what some options name and may load code
// from the directory they run in: sed's and awk's -f scripts, an
// editor's -S, -u and --cmd files, a formatter's JavaScript config.
var operandDataPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`sed gsed awk gawk mawk nawk vim vi nvim gvim ex view emacs nano micro
		prettier eslint stylelint biome mypy pylint flake8 ruff markdownlint`) {
		m[n] = true
	}
	return m
}}

// codeFileFlags are the options whose value is a file of code or
// configuration that sed, awk, an editor or a formatter loads.
var codeFileFlags = []string{"-f", "--file", "-S", "-u", "--cmd", "-x", "-c", "--config", "--rulesdir",
	"--plugin", "-l", "--load", "--script", "--init-file", "--rcfile", "-i", "--include", "-r", "--require",
	"--eval", "-E", "--exec", "-e"}

// codeExts are the extensions of a module a bare name may be run as
// (`python3 -m x` runs x.py, `uvicorn main:app` main.py).
var codeExts = []string{"py", "rb", "js", "mjs", "cjs", "ts", "mts", "cts", "pl", "pm", "php", "lua",
	"exs", "ex", "groovy", "kts", "scala", "java", "sh", "tcl", "r", "R", "jl"}

// madeArgFiles calls yield with the files part p, in dir, is given that
// it may run: every argument word and option value of a program not
// known to read them as data, and the module files a bare name among
// them may stand for. It returns false when yield did.
func madeArgFiles(p *Part, dir place, yield func(runsFile) bool) bool {
	if p.Program != "" && dataPrograms.get()[p.Program] || isShell(p.Program) || listsPackage(p) || sendsOperands(p) {
		return true // a shell's script is runFiles' (readShellCall); an upload's operands are sent
	}
	if !pyModuleRunFiles(p, dir, yield) { // effects_pymodrun.go
		return false
	}
	if !pyScriptDirModules(p, dir, yield) { // effects_pyscriptdir.go
		return false
	}
	args := p.Args()
	onlyValues := p.Program != "" && operandDataPrograms.get()[p.Program]
	if n, ok := interpreterArgv(p); ok {
		args = args[:n]
	}
	harness := harnessPrograms.get()[p.Program]
	for i, w := range args {
		if harness && harnessPromptArg(p, args, i) {
			continue // effects_madeargs_sent.go: a prompt, not a file
		}
		lit, _ := litPrefix(w)
		isFlag := strings.HasPrefix(lit, "-") && lit != "-"
		if isFlag {
			if name, _, eq := strings.Cut(lit, "="); eq {
				if onlyValues && !contains(codeFileFlags, name) {
					continue
				}
				w = subWord(w, len(name)+1)
			} else {
				continue // its value, if any, is the next word
			}
		} else if onlyValues {
			prev := ""
			if i > 0 {
				prev, _ = litPrefix(args[i-1])
			}
			if !contains(codeFileFlags, prev) {
				continue // an operand, or another option's value: read as data
			}
		}
		if _, ok := w.Literal(); !ok {
			continue // a word the line does not know: not taken for a made file
		}
		if !yieldArg(w, dir, yield) {
			return false
		}
	}
	return true
}

// interpreterArgv returns how many of p's arguments an interpreter reads
// itself (its options and its script); those after are the script's own
// arguments, which it reads as data.
func interpreterArgv(p *Part) (int, bool) {
	if spec := interpreterSpecs.get()[p.Program]; spec != nil {
		scan := spec.opts.scan(p.Words, 1)
		if scan.status != optOK || scan.next > len(p.Words) {
			return 0, false
		}
		if scan.has(spec.code...) {
			return scan.next - 1, true
		}
		return min(scan.next, len(p.Words)-1), true
	}
	if !isInterpreter(p.Program) || isShell(p.Program) {
		return 0, false
	}
	// The script is the first operand that names a file (deno run -A
	// x.ts, bun test x.ts: a bare word before it is a subcommand).
	for i, w := range p.Args() {
		if lit, _ := litPrefix(w); !strings.HasPrefix(lit, "-") && (strings.ContainsAny(lit, "./") || w.Dynamic()) {
			return i + 1, true
		}
	}
	return 0, false
}

// yieldArg yields the file word w names, and, for a bare module name
// (x, pkg.mod, main:app), the files it may be run from.
func yieldArg(w Word, dir place, yield func(runsFile) bool) bool {
	if v, ok := w.Literal(); ok && (v == "." || v == ".." || strings.HasSuffix(v, "/")) {
		return true // a directory: what was made over it is madeConfigRun's
	}
	if pl, ok := wordPlace(w, dir); ok {
		if !yield(runsFile{place: pl, word: w, arg: true}) {
			return false
		}
	}
	v, ok := w.Literal()
	if !ok || !isModuleName(v) {
		return true
	}
	mod, _, _ := strings.Cut(v, ":")
	mod = strings.ReplaceAll(mod, ".", "/")
	for _, ext := range codeExts {
		if pl, ok := wordPlace(LitWord(mod+"."+ext), dir); ok && !yield(runsFile{place: pl, word: w, arg: true}) {
			return false
		}
	}
	if pl, ok := wordPlace(LitWord(mod+"/__init__.py"), dir); ok && !yield(runsFile{place: pl, word: w, arg: true}) {
		return false
	}
	return true
}

// isModuleName reports whether s is a bare module name: letters, digits,
// _ and dots, with at most one :attribute after.
func isModuleName(s string) bool {
	mod, attr, _ := strings.Cut(s, ":")
	if mod == "" || strings.ContainsRune(attr, ':') {
		return false
	}
	for i, r := range mod {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		case (r >= '0' && r <= '9' || r == '.' || r == '-') && i > 0:
		default:
			return false
		}
	}
	return !strings.HasSuffix(mod, ".")
}

// buildConfigNames are files a build, test or task runner reads by name
// from the directory it runs in (or one above it, or below it), and that
// may hold code it runs.
var buildConfigNames = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`justfile Justfile .justfile CMakeLists.txt meson.build meson_options.txt
		meson.options deno.json deno.jsonc conftest.py noxfile.py tox.ini pytest.ini setup.py setup.cfg
		pyproject.toml build.py hatch_build.py Rakefile rakefile Rakefile.rb build.gradle build.gradle.kts
		settings.gradle settings.gradle.kts pom.xml composer.json mix.exs Taskfile.yml Taskfile.yaml
		taskfile.yml taskfile.yaml build.sbt Package.swift build.zig build.zig.zon BUILD BUILD.bazel
		WORKSPACE WORKSPACE.bazel MODULE.bazel dune dune-project Setup.hs conf.py fabfile.py dodo.py
		SConstruct SConscript binding.gyp package.json Cargo.toml build.rs flake.nix shell.nix default.nix
		.envrc mise.toml .mise.toml Procfile .npmrc .yarnrc .yarnrc.yml .pnpmfile.cjs sitecustomize.py
		usercustomize.py manage.py wsgi.py asgi.py app.py main.py Gemfile bunfig.toml`) {
		m[n] = true
	}
	return m
}}

// buildConfigExts end the names of project files that hold code a tool
// runs: .NET's projects, gradle's and cabal's builds, gemspecs.
var buildConfigExts = []string{".csproj", ".fsproj", ".vbproj", ".sln", ".props", ".targets", ".gradle",
	".gradle.kts", ".cabal", ".nimble", ".gemspec", ".rockspec", ".opam", ".pro"}

// isBuildConfig reports whether a file's base name is one a runner reads
// by name: one of buildConfigNames, a project file, a JavaScript or
// TypeScript configuration (jest.config.js, .eslintrc.cjs,
// vite.config.ts), or a build file named like one (Vagrantfile, Podfile,
// gulpfile.js, Gruntfile.js: NAMEfile, NAMEfile.EXT). Docker's and
// podman's build files are read by the image builds alone
// (readsDockerfile).
// Compose files are read by the compose tools alone (readsComposeFile).
func isBuildConfig(base string) bool {
	if buildConfigNames.get()[base] {
		return true
	}
	for _, e := range buildConfigExts {
		if strings.HasSuffix(base, e) {
			return true
		}
	}
	low := strings.ToLower(base)
	for _, code := range []string{".js", ".cjs", ".mjs", ".ts", ".cts", ".mts"} {
		if strings.HasSuffix(low, ".config"+code) || strings.HasSuffix(low, ".conf"+code) ||
			strings.HasPrefix(low, ".") && strings.HasSuffix(low, "rc"+code) {
			return true
		}
	}
	stem, ext, _ := strings.Cut(low, ".")
	switch ext {
	case "", "js", "cjs", "mjs", "ts", "rb", "py", "yml", "yaml":
	default:
		return false
	}
	return len(stem) > 4 && strings.HasSuffix(stem, "file") && stem != "dockerfile" && stem != "containerfile"
}

// readsTreeConfig reports whether a later part, running in dir, may read
// what made m made as a build file: a file of such a name in dir, a
// directory above it or below it (a place whose directory the reader
// cannot relate to dir counts), or a tree made over dir.
func readsTreeConfig(m made, dir place) bool {
	if m.tree {
		// Only a tree the reader can place where the part runs: a clone
		// into /tmp/y is not where `pip install requests` runs.
		return m.at == dir.at && m.at != atSome && m.covers(dir)
	}
	if len(m.pat) != 1 {
		return false
	}
	if !isBuildConfig(path.Base(m.pat[0])) && !isToolConfigPath(m.pat[0]) { // effects_toolconfig.go
		return false
	}
	return madeNear(m, dir)
}

// madeNear reports whether the one file m made lies in dir, a directory
// above it or below it (a place whose directory the reader cannot relate
// to dir counts).
func madeNear(m made, dir place) bool {
	if m.at != dir.at || m.at == atSome || len(dir.pat) != 1 {
		return true
	}
	md, d := path.Dir(m.pat[0]), dir.pat[0]
	if d == "" {
		d = "/"
	}
	if md == "." {
		md = "/"
	}
	return md == d || strings.HasPrefix(d, strings.TrimSuffix(md, "/")+"/") || strings.HasPrefix(md, strings.TrimSuffix(d, "/")+"/")
}

// readsNoTreeConfig reports whether part p's program is known to load no
// configuration code from where it runs.
func readsNoTreeConfig(p *Part) bool {
	return p.Program != "" && dataPrograms.get()[p.Program]
}

// copyHows are how copies make their destination.
var copyHows = []string{"copies onto", "moves onto", "links", "installs"}

// madeConfigRun marks part j unreadable when an earlier part made a
// file it may read by name from where it runs (readsTreeConfig), and
// reports whether it did. A copy into a directory counts as a tree only
// when it copies directories (-r, -a): otherwise it makes the sources'
// names, which the file checks see.
func (r *reading) madeConfigRun(parts []*Part, mades [][]made, ord *order, j int, dir place) bool {
	p := parts[j]
	if len(p.Words) == 0 || readsNoTreeConfig(p) {
		return false
	}
	compose := runsCompose(p)             // effects_compose.go
	image := compose || runsImageBuild(p) // effects_imagebuild.go
	for i := range parts {
		if !ord.after(i, j) || handedBy(parts, j, i) {
			continue // a part handed its command by i runs while i does
		}
		for _, m := range mades[i] {
			hit := readsTreeConfig(m, dir)
			if m.tree && contains(copyHows, m.how) && !hasFlag(parts[i], "-r", "-R", "-a", "--recursive", "--archive") {
				// A file copied onto a config's name (rt21d #6: cp x.js
				// jest.config.js): the tool loads it as code; a
				// directory of that name is not what anyone copies onto.
				hit = len(m.pat) == 1 && (isBuildConfig(path.Base(m.pat[0])) || isToolConfigPath(m.pat[0])) && madeNear(m, dir)
			}
			if hit && dataConfigAlone(parts[i], m, mades) { // effects_dataconfig.go
				hit = false
			}
			if hit && isPackageJSON(foldPlace(m.place)) && versionBumpSed(parts[i]) { // effects_versionbump.go
				hit = false
			}
			if hit {
				r.effectUnreadable(j, UnreadableMadeRun, p.Words[0].Span, fmt.Sprintf(
					"%s may run a build or task file it finds where it runs, and %s %s %s earlier in the line, so what it runs is not known until it runs.",
					quoteRaw(p.Text()), quoteRaw(parts[i].Text()), m.how, m.place))
				return true
			}
			if compose && readsComposeFile(m, dir) {
				r.effectUnreadable(j, UnreadableMadeRun, p.Words[0].Span, fmt.Sprintf(
					"%s reads the compose file it finds where it runs, which chooses what its containers get of the host (privileged, the host's paths, the engine's socket), and %s %s %s earlier in the line, so what it runs is not known until it runs.",
					quoteRaw(p.Text()), quoteRaw(parts[i].Text()), m.how, m.place))
				return true
			}
			if readsToolchainFile(m, dir) && !toolchainShownPlain(parts[i], m, r.cmd.Source) { // effects_toolchain.go
				r.effectUnreadable(j, UnreadableMadeRun, p.Words[0].Span, fmt.Sprintf(
					"%s may run cargo or rustc through rustup, and %s %s %s earlier in the line: rustup runs the toolchain it names (its path may be any directory's programs), so what it runs is not known until it runs.",
					quoteRaw(p.Text()), quoteRaw(parts[i].Text()), m.how, m.place))
				return true
			}
			if image && readsDockerfile(m, dir) && !shownText(parts[i], m) && !copiedFromTree(parts[i]) { // effects_copyfiles.go
				r.effectUnreadable(j, UnreadableMadeRun, p.Words[0].Span, fmt.Sprintf(
					"%s runs the RUN steps of the Dockerfile it finds where it runs, with the network and the build context (the tree's files), and %s %s %s earlier in the line, so what it runs is not known until it runs.",
					quoteRaw(p.Text()), quoteRaw(parts[i].Text()), m.how, m.place))
				return true
			}
		}
	}
	return false
}

// handedBy reports whether part j was handed its command, directly or
// through others, by part i.
func handedBy(parts []*Part, j, i int) bool {
	for k := parts[j].Parent; k >= 0 && k < len(parts); k = parts[k].Parent {
		if k == i {
			return true
		}
		if parts[k].Parent >= k {
			return false
		}
	}
	return false
}

// listsPackage reports whether a package tool only lists or describes the
// package file it is given: dpkg -c/-I/-f, dpkg-deb -c/-I, rpm -qp.
func listsPackage(p *Part) bool {
	switch p.Program {
	case "dpkg", "dpkg-deb":
		return hasFlag(p, "-c", "--contents", "-I", "--info", "-f", "--field")
	case "rpm":
		return hasFlag(p, "-q", "--query")
	}
	return false
}
