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
var shellRunners = []string{"bash", "sh", "dash", "zsh", "ksh", "ash", "mksh", "busybox-sh"}

// scriptBodies returns the script a part runs by its path.
func scriptBodies(p *Part, ctx *Context) []runnerBody {
	at, direct := scriptWord(p)
	if at < 0 {
		return nil
	}
	v, ok := p.Words[at].Literal()
	if !ok || v == "" || strings.HasPrefix(v, "-") || strings.HasPrefix(v, "~") {
		return nil
	}
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
		return nil
	}
	text := string(b)
	if direct && !shellScript(text) {
		return nil // a file run by its #! line's interpreter
	}
	return []runnerBody{{key: "script " + file, from: "the script " + v, text: text, dir: ctx.Cwd, word: at}}
}

// scriptWord returns the index of the word naming the script part p runs
// (-1 for none), and whether the part runs it directly (./F).
func scriptWord(p *Part) (int, bool) {
	switch {
	case p.Program == "source" || p.Program == ".":
		if len(p.Words) > 1 {
			return 1, false
		}
		return -1, false
	case contains(shellRunners, p.Program):
		for k := 1; k < len(p.Words); k++ {
			v, ok := p.Words[k].Literal()
			if !ok {
				return -1, false
			}
			switch {
			case v == "--":
				if k+1 < len(p.Words) {
					return k + 1, false
				}
				return -1, false
			case v == "--norc" || v == "--noprofile" || v == "--posix" || v == "--login":
			case strings.HasPrefix(v, "-") || strings.HasPrefix(v, "+"):
				if strings.ContainsAny(v[1:], "cisoO") || strings.HasPrefix(v, "--") {
					return -1, false // a command string, stdin, an option's value
				}
			default:
				return k, false
			}
		}
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
