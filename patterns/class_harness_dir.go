package patterns

import "strings"

// A harness told by an option which directory to work in loads that
// directory's settings and hooks as if started there (fx39b, issue 10):
// codex's `-C DIR`/`--cd DIR` (also `codex exec -C DIR`), crush's `-c
// DIR`/`--cwd DIR`, opencode's project operand (`opencode DIR`) and
// `opencode run --dir DIR`. [harness-elsewhere] judges the directory so
// named as it judges the one a cd moved the harness to. Options that only
// let a harness reach more files are not read: claude's `--add-dir` and
// gemini's `--include-directories` load no settings or hooks from the
// directories they add (Claude Code and gemini read their project
// settings from the directory they start in alone).

// opencodeCommand reports whether v is one of opencode's subcommands: a
// first operand not among them is the project directory the TUI starts
// in.
func opencodeCommand(v string) bool {
	switch v {
	case "completion", "acp", "mcp", "attach", "run", "debug", "providers", "auth", "agent", "upgrade",
		"uninstall", "serve", "web", "models", "stats", "export", "import", "github", "pr", "session",
		"plugin", "plug", "db", "help":
		return true
	}
	return false
}

// harnessDirWord returns the word part p's harness is told to work in by
// its own option, and whether it has one; a word whose option the reader
// cannot tell apart from another is taken as such a directory only when
// it surely is.
func harnessDirWord(p *Part) (Word, bool) {
	if p == nil {
		return Word{}, false
	}
	args := p.Args()
	var short, long string
	switch p.Program {
	case "codex":
		short, long = "-C", "--cd"
	case "crush":
		short, long = "-c", "--cwd"
	case "opencode":
		long = "--dir"
	default:
		return Word{}, false
	}
	for i, a := range args {
		lit, _ := litPrefix(a)
		switch {
		case (lit == short || lit == long) && lit != "":
			if i+1 < len(args) {
				return args[i+1], true
			}
		case long != "" && strings.HasPrefix(lit, long+"="):
			return subWord(a, len(long)+1), true
		case short != "" && len(lit) > 2 && lit[0] == '-' && lit[1] != '-' && strings.IndexByte(lit, short[1]) > 0:
			// -Csub, and a bundle ending in it (-yc sub)
			if k := strings.IndexByte(lit, short[1]); k+1 < len(lit) {
				return subWord(a, k+1), true
			}
			if i+1 < len(args) {
				return args[i+1], true
			}
		}
	}
	if p.Program == "opencode" {
		for i := 0; i < len(args); i++ {
			a := args[i]
			lit, ok := a.Literal()
			if ok && strings.HasPrefix(lit, "-") {
				if opencodeValueOption(lit) {
					i++ // its value (--port 4096) is no directory
				}
				continue
			}
			if ok && opencodeCommand(lit) {
				return Word{}, false
			}
			return a, true
		}
	}
	return Word{}, false
}

// harnessDirJudgement is [harness-elsewhere] of the directory w, named
// by a harness's option, from the part's directory cwd: certain where
// it is known and not the workdir, might where it is not known.
func harnessDirJudgement(w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || v == "" {
		return Judgement{Might: true}
	}
	if !strings.HasPrefix(v, "/") && (ctx.Cwd == unknownDir || strings.IndexByte(ctx.Cwd, 0) >= 0) {
		return Judgement{Might: true}
	}
	if cleanAbs(joinDir(ctx.Cwd, v)) != cleanAbs(ctx.Workdir) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// opencodeValueOption reports whether an opencode option takes the next
// word as its value.
func opencodeValueOption(v string) bool {
	switch v {
	case "--log-level", "--port", "--hostname", "--mdns-domain", "--cors", "-m", "--model", "-s", "--session",
		"--prompt", "--agent":
		return true
	}
	return false
}
