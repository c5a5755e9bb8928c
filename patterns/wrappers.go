package patterns

import "strings"

// wrapperSpec says how a wrapper program (sudo, env, timeout, …) takes its
// own options and operands before the command it runs.
type wrapperSpec struct {
	// subs are the subcommands that make the program a wrapper (bundle
	// exec, poetry run, uv tool run), or none: with another first word it
	// runs no command of its words. pre are the program's own options,
	// which may stand before the subcommand (pnpm -C DIR exec).
	subs []string
	pre  optSpec
	opts optSpec
	// after lists words after which the command begins (gdb --args, nix
	// develop -c): the words before them are the wrapper's own, and with
	// none of them it runs no command of its words.
	after []string
	// attached: the wrapper's options never take a value as a word of its
	// own (valgrind --tool=X, firejail --net=none), so every word starting
	// with "-" before the command is one of them.
	attached bool
	// joins lists options with which the wrapper joins the command's words
	// with spaces and hands them to a shell (pnpm exec -c); "*" means it
	// always does (yarn exec). The joined string is read as a command
	// string, and the part stays the wrapper.
	joins []string
	// joinSub is the subcommand with which the wrapper always does so
	// (yarn exec, but not yarn dlx).
	joinSub string
	// dashAfter: a lone "--" may stand after the operands (aws-vault exec
	// PROFILE -- CMD).
	dashAfter bool
	// pkg: the command's first word names a package whose program runs
	// (npx semantic-release@19, uvx 'twine==5'): its version is not part
	// of the program's name.
	pkg bool
	// chdir lists options whose value is the directory the command runs
	// in (pnpm -C DIR, uv --directory DIR, conda run --cwd DIR).
	chdir []string
	// operands is how many operands come before the command (timeout's
	// DURATION, chroot's NEWROOT, flock's FILE).
	operands int
	// operandIf, when set, makes the operand optional: a literal word is
	// taken for it only when operandIf says it is one (nvm exec's
	// version), and the command starts there otherwise.
	operandIf func(string) bool
	// plusWords: words starting with "+" after the options name packages
	// the wrapper adds (pkgx +node CMD), not the command.
	plusWords bool
	// flakeRun: the subcommand run makes the first operand an installable
	// whose program runs (nix run nixpkgs#bash -- ARGS; wrappers_nixrun.go).
	flakeRun bool
	// assigns: NAME=VALUE words may come before the command (env, sudo).
	assigns bool
	// dashEnv: a lone "-" after the options is an option (env -).
	dashEnv bool
	// stop lists options with which the wrapper runs no command of its
	// words (sudo -l, command -v), or hands it on another way that a
	// handler reads (env -S, watch without -x).
	stop []string
	// needs lists options one of which must be given for the rest to be a
	// command (watch -x, runuser -u); nil when none is needed.
	needs []string
	// subNeeds is needs for one subcommand, by its last word: yarn run
	// runs a binary only with -T or -B (without them NAME may be a
	// package script's name, which the package's scripts define).
	subNeeds map[string][]string
	// stopWords are words that, where the command would stand, mean there
	// is none (flock FILE -c STRING).
	stopWords []string
	// shell lists options with which, given no command, the wrapper runs
	// a shell that reads standard input (sudo -s, sudo -i); "*" means it
	// always does (chroot NEWROOT).
	shell []string
	// bare lists the subcommands that run no command of the wrapper's
	// words, where a first word that is none of them nor of subs is the
	// command (uftrace CMD is uftrace live CMD); nil when a subcommand
	// must be named.
	bare []string
	// unsure: without one of after's markers, where the command starts
	// is not known (hwloc-bind's locations, when-changed's files), so a
	// word that is not an option there leaves the part unreadable.
	unsure bool
}

// peeled is a command's words with its wrappers taken off.
type peeled struct {
	words    []Word
	wrappers []Wrapper
	// shell: the last wrapper, given no command, runs a shell that reads
	// its script from standard input.
	shell bool
	// unknown is the index in words of an option the last wrapper does
	// not know, or -1: where its command begins is then not known.
	unknown int
	// joined is the index in words of the first of the command's words
	// that the last wrapper joins and hands to a shell, or -1.
	joined int
}

// peelWrappers takes wrappers off the front of words, each with its own
// options. It stops at a program that is not a wrapper, at a wrapper given
// no command, and at an option it does not know: a wrapper it cannot read
// is left as the part, rather than guessed through, and out.unknown says
// so (the part is then unreadable: the program may know the option, and
// run a command the reader did not peel). A word that is not literal where
// the command might stand becomes the program (so the part is
// unreadable).
func peelWrappers(words []Word) peeled {
	out := peeled{unknown: -1, joined: -1}
	for len(words) > 0 {
		name := programName(words[0])
		if n := len(out.wrappers); n > 0 && isNixRun(out.wrappers[n-1]) {
			name = wrapperProgram(out.wrappers[n-1], words[0], name)
		}
		if own, cmd, ok := coreutilsProg(words); ok { // wrappers_coreutils.go
			out.wrappers = append(out.wrappers, Wrapper{
				Name: name, Words: words[:own:own],
				Span: Span{words[0].Span.Start, words[own-1].Span.End},
			})
			words = cmd
			continue
		}
		spec, ok := wrapperSpecs.get()[name]
		if !ok {
			break
		}
		if name == "pnpm" {
			words = pnpmRecursive(words) // wrappers_pnpmrecursive.go
		}
		at, shell, unknown := spec.command(words)
		if at < 0 {
			out.shell, out.unknown = shell, unknown
			break
		}
		if spec.joinsAt(words, at) {
			out.joined = at
			break
		}
		out.wrappers = append(out.wrappers, Wrapper{
			Name: name, Words: words[:at:at],
			Span: Span{words[0].Span.Start, words[at-1].Span.End},
		})
		words = words[at:]
		if isNixRun(out.wrappers[len(out.wrappers)-1]) {
			words = afterNixRun(words)
		}
	}
	out.words = words
	return out
}

// command returns the index in words (words[0] being the wrapper) of the
// command the wrapper runs, or -1 when it runs none; shell reports that it
// then runs a shell reading standard input, and unknown is the index of an
// option it does not know (-1 when there is none), before which it stops.
// --help and --version, which every wrapper with long options takes, run
// nothing.
func (ws *wrapperSpec) command(words []Word) (at int, shell bool, unknown int) {
	from := 1
	if len(ws.subs) > 0 {
		var unknown int
		from, unknown = ws.subAt(words)
		if from < 0 {
			return -1, false, unknown
		}
		if ws.flakeRun && isLit(words[from-1], "run") {
			at, unknown := nixRunAt(words, from)
			return at, false, unknown
		}
	}
	switch {
	case ws.after != nil:
		return ws.afterMarker(words, from)
	case ws.attached:
		return ws.attachedCommand(words, from)
	}
	scan := ws.opts.scan(words, from)
	switch scan.status {
	case optDynamic:
		if ws.operands == 0 || !quotedOnly(words[scan.next]) {
			return scan.next, false, -1
		}
		// timeout "$T" cmd: a quoted word stays one word; where an
		// operand is due it is taken for the operand.
	case optUnknown:
		if isLit(words[scan.next], "--help") || isLit(words[scan.next], "--version") {
			return -1, false, -1
		}
		return -1, false, scan.next
	case optMissing:
		return -1, false, -1
	}
	needs := ws.needs
	if len(ws.subs) > 0 && ws.subNeeds != nil {
		if n, ok := ws.subNeeds[litOf(words[from-1])]; ok {
			needs = n
		}
	}
	if scan.has(ws.stop...) || needs != nil && !scan.has(needs...) {
		return -1, false, -1
	}
	i := scan.next
	if ws.dashEnv && i < len(words) && isLit(words[i], "-") {
		i++
	}
	for ws.assigns && i < len(words) && isAssignWord(words[i]) {
		i++
	}
	i += ws.operandsAt(words, i)
	for ws.plusWords && i < len(words) && strings.HasPrefix(litOf(words[i]), "+") {
		i++
	}
	if ws.dashAfter && i < len(words) && isLit(words[i], "--") {
		i++
	}
	if i < len(words) {
		for _, s := range ws.stopWords {
			if isLit(words[i], s) {
				return -1, false, -1
			}
		}
		return i, false, -1
	}
	for _, s := range ws.shell {
		if s == "*" || scan.has(s) {
			return -1, true, -1
		}
	}
	return -1, false, -1
}

// isLit reports whether w is the literal s.
func isLit(w Word, s string) bool {
	v, ok := w.Literal()
	return ok && v == s
}

// isAssignWord reports whether w starts with NAME=, literally. NAME is
// anything before the first "=" without a slash: env and sudo put any
// such word in the environment (BASH_FUNC_git%%=… included), whether or
// not a shell could name it.
func isAssignWord(w Word) bool {
	lit, _ := litPrefix(w)
	name, _, ok := strings.Cut(lit, "=")
	return ok && name != "" && !strings.Contains(name, "/")
}

// operandsAt returns how many operands stand at words[i:] before the
// command: ws.operands, or with operandIf none when the word there is not
// one.
func (ws *wrapperSpec) operandsAt(words []Word, i int) int {
	if ws.operandIf == nil || ws.operands == 0 {
		return ws.operands
	}
	if i < len(words) {
		if v, ok := words[i].Literal(); ok && !ws.operandIf(v) {
			return 0
		}
	}
	return ws.operands
}

// litOf returns the literal text w starts with.
func litOf(w Word) string {
	lit, _ := litPrefix(w)
	return lit
}
