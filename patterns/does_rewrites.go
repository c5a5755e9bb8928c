package patterns

import "strings"

// Formatters, image optimisers and tag editors rewrite the files they are
// given in place (fx67c, rt65 A9): `gofmt -w`, `prettier --write`,
// `black`, `ruff format`, `clang-format -i`, `mogrify`, `jpegoptim`,
// `exiftool -all=`. What such a file held is gone as surely as after
// `sed -i` of it, so outside the workdir they ask as cmd.delete-outside
// ([overwrite-outside]). A rewrite keeps what the file is (a formatted
// Makefile is still the project's Makefile, a resized image an image):
// its words are doings.rewrites, judged by [overwrite-outside] alone, not
// by the classes that guard what a file does (ozdesk's, the harness's
// settings, what runs later), so `gofmt -w . && go test ./...` and
// `black .` in the project stay everyday. The compressors and ccrypt
// replace a file by another one (F by F.gz, F.cpt): the file given is
// deleted, judged as rm's operand is.

// rewriteTable holds the programs that rewrite or replace the files they
// are given, for doerTable.
func rewriteTable() map[string]doer {
	t := map[string]doer{
		"gofmt":     rewriter{on: []string{"-w"}, valued: []string{"-r", "-cpuprofile"}}.doer,
		"goimports": rewriter{on: []string{"-w"}, valued: []string{"-local", "-srcdir", "-cpuprofile", "-memprofile", "-trace"}}.doer,
		"gofumpt":   rewriter{on: []string{"-w"}, valued: []string{"-lang", "-modpath", "-r"}}.doer,
		"prettier":  rewriter{on: []string{"--write", "-w"}, off: []string{"--check", "-c", "--list-different", "-l"}, valued: prettierValued}.doer,
		"eslint":    rewriter{on: []string{"--fix"}, off: []string{"--fix-dry-run"}, valued: eslintValued}.doer,
		"black":     rewriter{off: []string{"--check", "--diff", "-c", "--code", "--version", "--help"}, valued: blackValued, bundles: true}.doer,
		"isort": rewriter{off: []string{"--check", "--check-only", "-c", "--diff", "--df", "--stdout", "-d", "--show-files", "--show-config", "--version", "--help"},
			valued: isortValued, bundles: true}.doer,
		"rustfmt":      rustfmtRewrites,
		"shfmt":        rewriter{on: []string{"-w", "--write"}, valued: []string{"-i", "--indent", "-ln", "--language-dialect", "--filename"}}.doer,
		"autopep8":     rewriter{on: []string{"-i", "--in-place"}, valued: []string{"--select", "--ignore", "--max-line-length", "--global-config", "--exclude", "--indent-size", "--line-range", "--range"}, bundles: true}.doer,
		"yapf":         rewriter{on: []string{"-i", "--in-place"}, valued: []string{"--style", "-l", "--lines", "-e", "--exclude"}, bundles: true}.doer,
		"ruff":         ruffRewrites,
		"clang-format": clangFormatRewrites,
		"mogrify":      mogrifyRewrites, "magick": magickMogrifyRewrites,
		"jpegoptim": rewriter{off: []string{"-d", "--dest", "-n", "--noaction", "--stdout"},
			valued: []string{"-d", "--dest", "-m", "--max", "-S", "--size", "-T", "--threshold", "-w", "--workers", "-b", "--nice"}, bundles: true}.doer,
		"optipng":  optipngRewrites,
		"oxipng":   rewriter{off: []string{"--out", "--dir", "--stdout", "-P", "--pretend"}, valued: []string{"--out", "--dir", "-o", "--opt", "-i", "--interlace", "-t", "--threads", "--strip", "-f", "--filters", "--zc", "--keep"}}.doer,
		"exiftool": exiftoolRewrites,
		"ccrypt":   ccryptDeletes, "ccencrypt": ccryptDeletes, "ccdecrypt": ccryptDeletes,
	}
	for _, prog := range []string{"gzip", "pigz", "xz", "lzma", "bzip2", "pbzip2", "lzip"} {
		t[prog] = compressDeletes(false)
	}
	t["zstd"], t["lz4"] = compressDeletes(true), compressDeletes(true)
	return t
}

// The options of the formatters that take a value, lest the value be read
// as a file the formatter rewrites (`--config ~/.prettierrc`).
var (
	prettierValued = []string{"--config", "--plugin", "--parser", "--ignore-path", "--log-level", "--loglevel", "--cache-location", "--cache-strategy",
		"--stdin-filepath", "--tab-width", "--print-width", "--trailing-comma", "--arrow-parens", "--end-of-line", "--prose-wrap", "--quote-props",
		"--html-whitespace-sensitivity", "--embedded-language-formatting", "--object-wrap", "--experimental-operator-position", "--config-precedence", "--cursor-offset", "--range-start", "--range-end"}
	eslintValued = []string{"-c", "--config", "--ext", "--rulesdir", "--ignore-path", "--ignore-pattern", "-f", "--format", "-o", "--output-file", "--parser",
		"--parser-options", "--plugin", "--rule", "--env", "--global", "--max-warnings", "--cache-location", "--cache-strategy", "--resolve-plugins-relative-to",
		"--fix-type", "--stdin-filename", "--report-unused-disable-directives-severity", "--flag", "--concurrency"}
	blackValued = []string{"-l", "--line-length", "-t", "--target-version", "--config", "--include", "--exclude", "--extend-exclude", "--force-exclude",
		"--stdin-filename", "-W", "--workers", "--required-version", "--python-cell-magics", "--enable-unstable-feature", "--line-ranges"}
	isortValued = []string{"--settings-path", "--sp", "--settings-file", "--settings", "-l", "--line-length", "--line-width", "--profile", "-m", "--multi-line",
		"--src", "--src-path", "-p", "--project", "-o", "--thirdparty", "-b", "--builtin", "-a", "--add-import", "--rm", "--remove-import", "-s", "--skip",
		"--sg", "--skip-glob", "--filename", "--ext", "--extension", "--supported-extension", "--py", "--python-version", "-j", "--jobs", "--virtual-env", "--conda-env", "--filter-files-glob"}
	ruffValued = []string{"--config", "--select", "--ignore", "--extend-select", "--extend-ignore", "--target-version", "--line-length", "--exclude",
		"--extend-exclude", "--per-file-ignores", "--extend-per-file-ignores", "--output-format", "-o", "--output-file", "--cache-dir", "--stdin-filename",
		"--fixable", "--unfixable", "--extend-fixable", "--range", "--dummy-variable-rgx", "--add-noqa"}
	clangFormatValued = []string{"-style", "--style", "-assume-filename", "--assume-filename", "-lines", "--lines", "-offset", "--offset", "-length", "--length",
		"-fallback-style", "--fallback-style", "-files", "--files", "-qualifier-alignment", "--qualifier-alignment", "-cursor", "--cursor"}
)

// rewriter describes a formatter: it rewrites its file operands when one
// of on is given (or always, when on is empty), and none of off (a check,
// a diff, a listing, output elsewhere).
type rewriter struct {
	on, off, valued []string
	// bundles: the program reads bundles of short flags (getopt's,
	// argparse's): -ia is -i -a.
	bundles bool
}

// doer is what such a formatter does to the files it is given.
func (r rewriter) doer(p *Part) doings {
	s := scanArgs(p, r.valued...)
	given := flagGiven
	if r.bundles {
		given = flagOrBundle
	}
	if len(r.on) > 0 && !given(s, r.on...) || given(s, r.off...) {
		return doings{}
	}
	return doings{rewrites: rewrittenOps(s.ops)}
}

// flagGiven reports whether one of names was given as a flag, exactly
// (before any `=VALUE`): Go's flag package and LLVM's take no bundles,
// and `-style=file` is no -i.
func flagGiven(s argScan, names ...string) bool {
	for _, f := range s.flags {
		if name, _, _ := strings.Cut(f, "="); contains(names, name) {
			return true
		}
	}
	return false
}

// flagOrBundle reports whether one of names was given, or a short one of
// them as a letter of a bundle of short flags (getopt's and argparse's
// -ia for -i -a).
func flagOrBundle(s argScan, names ...string) bool {
	return flagGiven(s, names...) || s.has(names...)
}

// rewrittenOps are the operands a formatter rewrites: a file, or a
// directory whose files it rewrites (its entries, DIR/*, when written
// with a trailing slash, which [overwrite-outside] otherwise takes for a
// directory nothing is written to); "-" is standard input.
func rewrittenOps(ops []Word) []Word {
	out := make([]Word, 0, len(ops))
	for _, w := range ops {
		switch {
		case isLit(w, "-"):
		case strings.HasSuffix(w.Raw, "/"):
			out = append(out, treeWord(w))
		default:
			out = append(out, w)
		}
	}
	return out
}

// rustfmtRewrites: rustfmt rewrites its files unless it checks
// (--check) or emits them elsewhere (--emit stdout, json, checkstyle).
func rustfmtRewrites(p *Part) doings {
	s := scanArgs(p, "--edition", "--config", "--config-path", "--emit", "--color", "--style-edition", "--print-config")
	if flagGiven(s, "--check", "--print-config", "--help", "-h", "--version", "-V") {
		return doings{}
	}
	for _, e := range s.all("--emit") {
		if !isLit(e, "files") {
			return doings{}
		}
	}
	return doings{rewrites: rewrittenOps(s.ops)}
}

// ruffRewrites: `ruff check --fix` (and the old `ruff --fix PATHS`)
// rewrites its files; `ruff format` always does, unless it checks or
// prints a diff.
func ruffRewrites(p *Part) doings {
	s := scanArgs(p, ruffValued...)
	if len(s.ops) == 0 {
		return doings{}
	}
	ops := s.ops
	verb, _ := ops[0].Literal()
	switch verb {
	case "check":
		ops = ops[1:]
	case "format":
		if flagGiven(s, "--check", "--diff") {
			return doings{}
		}
		return doings{rewrites: rewrittenOps(ops[1:])}
	default:
		if verb == "" || strings.Contains(verb, "/") || strings.Contains(verb, ".") {
			break // the old spelling: ruff --fix PATHS
		}
		return doings{} // another verb: rule, config, server, clean …
	}
	if !flagGiven(s, "--fix", "--unsafe-fixes") || flagGiven(s, "--no-fix", "--diff", "--fix-only-dry-run") {
		return doings{}
	}
	return doings{rewrites: rewrittenOps(ops)}
}

// clangFormatRewrites: clang-format -i rewrites its files (LLVM's options
// take one dash or two; -i alone is in place).
func clangFormatRewrites(p *Part) doings {
	s := scanArgs(p, clangFormatValued...)
	if !flagGiven(s, "-i", "--i") || flagGiven(s, "-n", "--dry-run", "-dry-run", "--output-replacements-xml", "-output-replacements-xml") {
		return doings{}
	}
	return doings{rewrites: rewrittenOps(s.ops)}
}

// optipngRewrites: optipng rewrites its files unless it writes elsewhere
// (-out FILE, -dir DIR) or only simulates.
func optipngRewrites(p *Part) doings {
	s := scanArgs(p, "-out", "-dir", "-log")
	for _, f := range s.flags {
		if name, _, _ := strings.Cut(f, "="); name == "-out" || name == "-dir" || name == "-simulate" || name == "-stdout" {
			return doings{}
		}
	}
	return doings{rewrites: rewrittenOps(s.ops)}
}
