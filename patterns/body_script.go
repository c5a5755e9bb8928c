package patterns

import (
	"errors"
	"path"
	"slices"
	"strconv"
	"strings"
)

// The file a shell runs by its path (body_eval.go): `bash F`, `sh F` (and
// dash, zsh, ksh, ash), `source F`, `. F`, and `./F` or `dir/F` run
// directly when F starts with no #! line or a shell's. F is read where
// the part runs (through Context.ScriptFile where the caller gives it,
// any regular file; else ProjectFile, files of the project), bounded at
// scriptFileMax; a compiled file (body_script_nul.go) or a shell option
// the reader does not know leaves the part as it was.

// scriptFileMax bounds a script read.
const scriptFileMax = 64 << 10

// shellRunners are the shells whose first operand is a script they run.
// rbash is bash restricted, which runs a script as bash does, and the
// POSIX-like shells of shellPrograms run one as sh does (rt53 N1).
var shellRunners = []string{"bash", "sh", "dash", "zsh", "ksh", "ash", "mksh", "busybox-sh", "fish",
	"rbash", "yash", "posh", "oksh", "loksh", "pdksh", "lksh", "ksh93", "osh", "sash", "bosh", "hush",
	"brush", "mrsh", "sh.distrib"}

// scriptBodies returns the scripts a part runs by its path, a shell's
// start-up file (--rcfile, --init-file) and the file a shell (or GNU
// parallel with no command) is fed on its standard input (`bash < F`,
// `bash -s -- a < F`, `bash /dev/stdin < F`: rt50k N1).
func scriptBodies(p *Part, ctx *Context) []runnerBody {
	if p.Program == "parallel" {
		if len(p.Words) == 1 {
			return stdinScript(p, ctx)
		}
		return parallelArgFile(p, ctx) // body_parallelargfile.go
	}
	if p.stdinShell != shellNone {
		return stdinScript(p, ctx) // sudo -i < F, su - < F (read_stdinshell.go)
	}
	at, direct := scriptWord(p)
	var out []runnerBody
	if contains(shellRunners, p.Program) {
		sh := readShellCall(p.Words, 1, p.Program == "fish")
		if sh.command >= 0 || sh.wantC || len(sh.fish) > 0 || sh.dynamic >= 0 {
			return nil // a command string, read as a nested command; a word not known
		}
		if noExec(p.Words, sh.script) {
			return nil // bash -n F reads F and runs nothing of it
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

// noExec reports whether a shell's options before word end (all of them
// when end < 0) hold -n (noexec): `bash -n F`, `find … -exec bash -n {}`
// check a script's syntax and run none of it.
func noExec(ws []Word, end int) bool {
	if end < 0 || end > len(ws) {
		end = len(ws)
	}
	for _, w := range ws[1:end] {
		v, ok := w.Literal()
		if ok && len(v) > 1 && v[0] == '-' && v[1] != '-' && strings.IndexByte(v, 'n') > 0 {
			return true
		}
	}
	return false
}

// isStdinScript reports whether v names a shell's own standard input as
// its script.
func isStdinScript(v string) bool {
	return v == "/dev/stdin" || v == "/dev/fd/0" || v == "/proc/self/fd/0"
}

// scriptAt returns the script word at of part p names: a literal path,
// each value the line gives a variable it is (`f=s.sh; bash "$f"`, `for
// s in a.sh; do bash "$s"; done`: rt50 A7), or each file a glob naming it
// matches (`bash scripts/w*.sh`, `bash /tmp/s[x]`: rt50k N1). The words
// after it are its positional parameters (script_args.go). A script past
// the bound (but autoconf's configure: body_autoconf.go), or a glob that
// cannot be listed, asks by the floor where a
// shell or source runs it; a file run directly past the bound (`./app`,
// a compiled program as often as a script) is left as it was.
func scriptAt(p *Part, ctx *Context, at int, direct bool) []runnerBody {
	names, unread := scriptNames(p, ctx, at)
	if at == 0 && computedPathProgram(p) {
		names = pathPrograms(names) // body_progword.go
	}
	if unread != "" {
		return []runnerBody{{key: "script-glob " + p.Words[at].Raw, unread: unread, word: at}}
	}
	args := scriptArgs(p, ctx, at)
	var out []runnerBody
	for _, v := range names {
		if isStdinScript(v) {
			out = append(out, stdinScript(p, ctx)...)
			continue
		}
		text, file, err := readScriptAs(ctx, v, direct)
		if err != nil {
			if errors.Is(err, ErrNoProjectFile) && scriptRunsLater(p, ctx, direct) {
				// body_script_later.go
				out = append(out, runnerBody{key: "script " + file, word: at,
					unread: "the script " + v + " is not there when judged and runs later (in the background, after a sleep, in a loop or handed to another program): what it will hold is not known"})
				continue
			}
			if !direct && errors.Is(err, ErrFileTooLarge) && !autoconfScript(ctx, file) {
				out = append(out, runnerBody{key: "script " + file, word: at,
					unread: "the script " + v + " is larger than ozdesk reads (" + strconv.Itoa(scriptFileMax>>10) + " KiB)"})
			}
			continue
		}
		if direct && !shellScript(text) {
			// a file run by its #! line's interpreter: another language's
			// program file (body_shebang.go)
			if b, ok := shebangBody(text, v, file, at, ctx.Cwd); ok {
				out = append(out, b)
			}
			continue
		}
		// what bash runs before a syntax error (body_parsed.go), its own
		// directory written as the directory (script_selfdir.go)
		text = parsedPrefix(text)
		body := selfDirBody(bindPositional(text, args), file, scriptZero(p, at))
		out = append(out, runnerBody{key: "script " + file, from: "the script " + v,
			text: body, shown: text, dir: ctx.Cwd, word: at, lines: true})
	}
	return out
}

// scriptNamesMax bounds the files one script word is read as (the values
// of its variable, a glob's matches).
const scriptNamesMax = 8

// scriptNames returns the paths the script word at of part p may name,
// or why the file it names cannot be known where that must ask.
func scriptNames(p *Part, ctx *Context, at int) ([]string, string) {
	w := p.Words[at]
	if at == 0 && computedPathProgram(p) {
		w = resolvedWord(w, p, ctx) // ~+/p, "$PWD/p" (body_progword.go)
	}
	if v, ok := w.Literal(); ok {
		if !plainScriptName(v) {
			return nil, ""
		}
		return []string{v}, ""
	}
	if pat, glob := matchGlob(&w); glob {
		return scriptGlob(ctx, w.Raw, pat)
	}
	if unknownDirWord(w) {
		return nil, "the script word " + w.Raw + " names a file ozdesk cannot know (~-, $OLDPWD, another user's ~name, a ~, $HOME or $PWD the line may set first, or braces it does not expand)"
	}
	var out []string
	for _, f := range varForms(w, ctx) {
		if v, ok := resolvedWord(f, p, ctx).Literal(); ok && plainScriptName(v) && !slices.Contains(out, v) && len(out) < scriptNamesMax {
			out = append(out, v)
			continue
		}
		// a loop's glob (`for f in ./*.sh; do . "$f"; done`: body_loopglob.go)
		got, unread := varGlobNames(f, p, ctx)
		if unread != "" {
			return nil, unread
		}
		for _, v := range got {
			if !slices.Contains(out, v) && len(out) < scriptNamesMax {
				out = append(out, v)
			}
		}
	}
	return out, ""
}

// plainScriptName reports whether v names a file the reader looks up.
func plainScriptName(v string) bool {
	return v != "" && !strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "~")
}

// scriptGlob returns the files glob pat (written raw) matches from
// ctx.Cwd, through Context.ScriptGlob: none where the caller cannot look
// or nothing matches (bash then runs the text as written, no file); why
// not where the matches cannot be listed (too many, a glob in a
// directory's name, a directory that cannot be read).
func scriptGlob(ctx *Context, raw, pat string) ([]string, string) {
	if ctx.ScriptGlob == nil {
		return nil, ""
	}
	if !path.IsAbs(pat) {
		pat = path.Join(ctx.Cwd, pat)
	}
	files, err := ctx.ScriptGlob(pat, scriptNamesMax)
	if err != nil {
		return nil, "the files the script word " + raw + " names cannot be listed (" + err.Error() + ")"
	}
	return files, ""
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
	v, ok := resolvedWord(from.Target, p, ctx).Literal()
	if !ok || v == "" || strings.HasPrefix(v, "~") {
		return nil
	}
	// the shell running the part opens the file, where it stands
	// (eval_cwd_opens.go); what it feeds runs where the part runs
	opens := ctx
	if ctx.opensMoved {
		if !path.IsAbs(v) && !path.IsAbs(ctx.opensIn) {
			return nil // fed from a directory not known
		}
		opens = ctx.movedTo(ctx.opensIn)
	} else if !path.IsAbs(v) && !path.IsAbs(ctx.Cwd) {
		return nil
	}
	text, file, err := readScriptAs(opens, v, false)
	if errors.Is(err, ErrFileTooLarge) {
		return []runnerBody{{key: "script " + file, word: -1,
			unread: "the script fed from " + v + " is larger than ozdesk reads (" + strconv.Itoa(scriptFileMax>>10) + " KiB)"}}
	}
	if err != nil {
		return nil
	}
	dir := ctx.Cwd
	if p.stdinShell == shellAway {
		dir = awayHome // another user's or host's login shell (read_stdinshell.go)
	}
	return []runnerBody{{key: "script " + file, from: "the script fed from " + v, text: parsedPrefix(text), dir: dir, word: -1, lines: true}}
}

// readScript reads the file v names from ctx.Cwd as a file run by its
// path: its text and path; an error when it cannot be read, is past
// scriptFileMax ([ErrFileTooLarge]) or is binary (body_script_nul.go).
func readScript(ctx *Context, v string) (string, string, error) {
	return readScriptAs(ctx, v, true)
}

// readScriptAs is readScript, for a file a shell is handed when not
// direct: its NUL bytes are dropped as the shell drops them.
func readScriptAs(ctx *Context, v string, direct bool) (string, string, error) {
	return readBounded(ctx, v, scriptFileMax, direct)
}

// readBounded is readScriptAs bounded at max bytes.
func readBounded(ctx *Context, v string, max int, direct bool) (string, string, error) {
	file := v
	if !path.IsAbs(file) {
		file = path.Join(ctx.Cwd, file)
	}
	read := ctx.ProjectFile
	if ctx.ScriptFile != nil {
		read = ctx.ScriptFile
	}
	b, err := read(file, max)
	if err != nil {
		return "", file, err
	}
	text, err := scriptText(b, direct) // body_script_nul.go
	return text, file, err
}

// errScriptNUL is readScript's answer for a file holding a NUL byte
// where it is not read as a script (body_script_nul.go).
const errScriptNUL = projectFileErr("holds a NUL byte")

// scriptWord returns the index of the word naming the script part p runs
// (-1 for none), and whether the part runs it directly (./F). A shell's
// are read by readShellCall.
func scriptWord(p *Part) (int, bool) {
	switch {
	case p.Program == "source" || p.Program == ".":
		at := 1
		if len(p.Words) > 2 {
			if v, ok := p.Words[1].Literal(); ok && v == "--" {
				at = 2 // bash's source and . take `--` to end their options (rt54 M12)
			}
		}
		if len(p.Words) > at {
			return at, false
		}
		return -1, false
	case contains(shellRunners, p.Program):
		return -1, false
	}
	if len(p.Words) > 0 {
		if v, ok := p.Words[0].Literal(); ok && runsByPath(v) {
			return 0, true
		}
		if computedPathProgram(p) {
			return 0, true // ~+/p, "$PWD/p" (body_progword.go)
		}
	}
	if findExecProgram(p) {
		return 0, true // find's {} run by its path (body_findexec.go)
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
