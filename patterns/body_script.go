package patterns

import (
	"path"
	"strings"
)

// The file a shell runs by its path (body_eval.go): `bash F`, `sh F` (and
// dash, zsh, ksh, ash), `source F`, `. F`, and `./F` or `dir/F` run
// directly when F starts with no #! line or a shell's. F is read where
// the part runs (through Context.ScriptFile where the caller gives it,
// any regular file; else ProjectFile, files of the project), bounded at
// scriptFileMax; a larger file, one that holds a NUL byte, or a shell
// option the reader does not know leaves the part as it was.

// scriptFileMax bounds a script read.
const scriptFileMax = 64 << 10

// shellRunners are the shells whose first operand is a script they run.
var shellRunners = []string{"bash", "sh", "dash", "zsh", "ksh", "ash", "mksh", "busybox-sh", "fish"}

// scriptBodies returns the scripts a part runs by its path, a shell's
// start-up file (--rcfile, --init-file) and the file a shell (or GNU
// parallel with no command) is fed on its standard input (`bash < F`,
// `bash -s -- a < F`, `bash /dev/stdin < F`: rt50k N1).
func scriptBodies(p *Part, ctx *Context) []runnerBody {
	if p.Program == "parallel" {
		if len(p.Words) == 1 {
			return stdinScript(p, ctx)
		}
		return nil
	}
	at, direct := scriptWord(p)
	var out []runnerBody
	if contains(shellRunners, p.Program) {
		sh := readShellCall(p.Words, 1, p.Program == "fish")
		if sh.command >= 0 || sh.wantC || len(sh.fish) > 0 || sh.dynamic >= 0 {
			return nil // a command string, read as a nested command; a word not known
		}
		if sh.rcfile >= 0 {
			out = append(out, scriptAt(p, ctx, sh.rcfile, false)...)
		}
		if sh.stdin || sh.script < 0 {
			return append(out, stdinScript(p, ctx)...)
		}
		at = sh.script
	}
	if at < 0 {
		return out
	}
	return append(out, scriptAt(p, ctx, at, direct)...)
}

// isStdinScript reports whether v names a shell's own standard input as
// its script.
func isStdinScript(v string) bool {
	return v == "/dev/stdin" || v == "/dev/fd/0" || v == "/proc/self/fd/0"
}

// scriptAt returns the script word at of part p names.
func scriptAt(p *Part, ctx *Context, at int, direct bool) []runnerBody {
	v, ok := p.Words[at].Literal()
	if !ok || v == "" || strings.HasPrefix(v, "-") || strings.HasPrefix(v, "~") {
		return nil
	}
	if isStdinScript(v) {
		return stdinScript(p, ctx)
	}
	text, file, ok := readScript(ctx, v)
	if !ok || direct && !shellScript(text) {
		return nil // a file run by its #! line's interpreter
	}
	return []runnerBody{{key: "script " + file, from: "the script " + v, text: text, dir: ctx.Cwd, word: at, lines: true}}
}

// stdinScript returns the file part p's standard input is redirected
// from (its last `<` or `0<` of a literal file), as the script it runs.
func stdinScript(p *Part, ctx *Context) []runnerBody {
	var from *Redir
	for i := range p.Redirs {
		r := &p.Redirs[i]
		if r.Op == "<" && (r.Fd == "" || r.Fd == "0") {
			from = r
		}
	}
	if from == nil {
		return nil
	}
	v, ok := from.Target.Literal()
	if !ok || v == "" || strings.HasPrefix(v, "~") {
		return nil
	}
	text, file, ok := readScript(ctx, v)
	if !ok {
		return nil
	}
	return []runnerBody{{key: "script " + file, from: "the script fed from " + v, text: text, dir: ctx.Cwd, word: -1, lines: true}}
}

// readScript reads the script file v names from ctx.Cwd: its text and
// path, false when it cannot be read, is past scriptFileMax or holds a
// NUL byte.
func readScript(ctx *Context, v string) (string, string, bool) {
	file := v
	if !path.IsAbs(file) {
		file = path.Join(ctx.Cwd, file)
	}
	read := ctx.ProjectFile
	if ctx.ScriptFile != nil {
		read = ctx.ScriptFile
	}
	b, err := read(file, scriptFileMax)
	if err != nil || strings.IndexByte(string(b), 0) >= 0 {
		return "", "", false
	}
	return string(b), file, true
}

// scriptWord returns the index of the word naming the script part p runs
// (-1 for none), and whether the part runs it directly (./F). A shell's
// are read by readShellCall.
func scriptWord(p *Part) (int, bool) {
	switch {
	case p.Program == "source" || p.Program == ".":
		if len(p.Words) > 1 {
			return 1, false
		}
		return -1, false
	case contains(shellRunners, p.Program):
		return -1, false
	}
	if len(p.Words) > 0 {
		if v, ok := p.Words[0].Literal(); ok && strings.Contains(v, "/") && !strings.HasPrefix(v, "/") {
			return 0, true
		}
	}
	return -1, false
}

// shellScript reports whether a file run directly runs as a shell script:
// it starts with no #! line, or one naming a shell.
func shellScript(text string) bool {
	first, _, _ := strings.Cut(text, "\n")
	interp, ok := strings.CutPrefix(first, "#!")
	if !ok {
		return true
	}
	f := strings.Fields(interp)
	if len(f) == 0 {
		return false
	}
	prog := path.Base(f[0])
	if prog == "env" {
		rest := f[1:]
		for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return false
		}
		prog = path.Base(rest[0])
	}
	return contains(shellRunners, prog)
}
