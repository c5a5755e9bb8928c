package patterns

import (
	"errors"
	"path"
	"strings"
)

// A program file another language's reader runs (rt50k NEW-5): `awk -f
// F`, `sed -f F` (GNU sed's e command), `gdb -x F` (shell), `vim -S F`
// (:!), `screen -c F`, and the file an interpreter runs (python3 F, perl
// F, ruby F, node F, php F, lua F, tclsh F, expect F). Those languages
// are not read here. What is read is narrow and sound only one way: each
// line of the file (bounded at programFileMax, through
// Context.ScriptFile) that names ozdesk yields the commands it may hand a
// shell, judged as `sh -c BODY` is: each quoted string on the line that
// names ozdesk, all its quoted strings joined by spaces (an argv list,
// ["ozdesk", "queue", "approve", "1"]), and the line from the word naming
// ozdesk to its end (sed's `e CMD`, gdb's `shell CMD`, vim's `:!CMD`,
// Perl's backticks). Only a certain finding asks: a script's guard-tamper
// might asks too (body_guard.go), but these lines are cut from another
// language's file, not read as it runs them. A
// program that builds the name at run time ("oz" + "desk", a variable, a
// file it reads) is not seen: protected mode is the boundary
// (docs/protected-mode.md).

// programFileOptions returns the options that name the program file of
// prog, a program whose program file an option names (each also written
// -fF, --file=F); nil for another program. A function, not a table: the
// package's initialisers stay small (TestAdapterInits).
func programFileOptions(prog string) []string {
	switch prog {
	case "awk", "nawk", "mawk", "busybox-awk":
		return []string{"-f", "--file"}
	case "gawk":
		return []string{"-f", "--file", "-E", "--exec"}
	case "sed", "gsed":
		return []string{"-f", "--file"}
	case "gdb":
		return []string{"-x", "--command", "-command", "-ix", "--init-command", "-init-command"}
	case "vim", "nvim", "vi", "ex", "view", "gvim":
		return []string{"-S", "-s", "-u"}
	case "screen":
		return []string{"-c"}
	case "lldb":
		return []string{"-s", "--source", "-S", "--source-before-file", "-K", "--source-on-crash"}
	case "emacs":
		return []string{"-l", "--load", "-load", "--script", "-script"}
	case "m4", "gm4":
		return []string{} // its operands (langExtraFiles)
	case "ssh":
		return []string{"-F"} // its config file (body_langfile_sshconfig.go)
	case "curl":
		return []string{"-K", "--config"} // body_langfile_curlrc.go
	}
	return nil
}

// isProgramReader reports whether part p may run a program file.
func isProgramReader(p *Part) bool {
	return programFileOptions(p.Program) != nil || isProgramInterpreter(p.Program) || isPytest(p.Program)
}

// isProgramInterpreter reports whether prog runs its first operand as a
// program file, a versioned one (python3.12) included.
func isProgramInterpreter(prog string) bool {
	switch strings.TrimRight(prog, "0123456789.") {
	case "python", "pypy", "perl", "ruby", "node", "nodejs", "php", "lua", "luajit", "tclsh", "wish", "expect", "Rscript":
		return true
	}
	return false
}

// interpreterStop reports whether an interpreter runs no program file
// after option v (a code string, a module).
func interpreterStop(v string) bool {
	switch v {
	case "-c", "-m", "-e", "-E", "-p", "-r", "--eval", "--print":
		return true
	}
	return false
}

// interpreterValue reports whether an interpreter's option v takes the
// next word as its value.
func interpreterValue(v string) bool {
	switch v {
	case "-W", "-X", "-I", "-l", "-d", "--require", "--import", "--loader":
		return true
	}
	return false
}

// programFileBodies returns the commands the program files part p runs
// may hand a shell, by the lines that name ozdesk.
func programFileBodies(p *Part, ctx *Context) []runnerBody {
	var out []runnerBody
	files := append(programFiles(p), pythonModuleFiles(p, ctx)...) // body_pymodule.go
	files = append(files, stdinProgramFiles(p, ctx)...)            // body_programfile_stdin.go
	lang := langOf(p)                                              // body_langfile.go
	if lang != "" {
		files = append(files, langExtraFiles(p)...)
	}
	for _, f := range files {
		if rest, ok := strings.CutPrefix(f.name, "~/"); ok && lang != "" && ctx.Home != "" {
			f.name = path.Join(ctx.Home, rest)
		}
		if f.name == "" || f.name == "-" || strings.HasPrefix(f.name, "~") {
			continue
		}
		text, file, err := readBounded(ctx, f.name, programFileMax, true)
		if errors.Is(err, ErrFileTooLarge) { // body_programfile_size.go
			out = append(out, programFileTooLarge(f, file))
			continue
		}
		if lang != "" && errors.Is(err, ErrNoProjectFile) && !isStdinPath(f.name) && scriptRunsLater(p, ctx, false) {
			out = append(out, langFileLater(f, file))
			continue
		}
		if err != nil {
			continue
		}
		if lang != "" && langScriptFile(p, f) {
			if b, ok := langBody(p, ctx, lang, f, file, text); ok {
				out = append(out, b)
			}
		} else if vimKeysFile(p, f) {
			if b, ok := langBody(p, ctx, lang, f, file, vimKeyExLines(text)); ok { // body_langfile.go
				out = append(out, b)
			}
		}
		if body, shown := ozdeskLines(text); body != "" {
			out = append(out, runnerBody{key: "program " + file, from: "the program file " + f.name,
				text: body, shown: shown, dir: ctx.Cwd, word: f.word, guessed: true})
		}
	}
	return out
}

// programFile is a program file a part names: its name, and the word
// holding it.
type programFile struct {
	name string
	word int
}

// programFiles returns the program files part p runs.
func programFiles(p *Part) []programFile {
	var at []programFile
	ws := p.Words
	next := func(k int) []programFile {
		if v, lit := ws[k].Literal(); lit {
			return []programFile{{v, k}}
		}
		return nil
	}
	if opts := programFileOptions(p.Program); opts != nil {
		for k := 1; k < len(ws); k++ {
			v, lit := ws[k].Literal()
			if !lit || !strings.HasPrefix(v, "-") {
				continue
			}
			for _, o := range opts {
				if v == o && k+1 < len(ws) {
					at = append(at, next(k+1)...)
				} else if f, cut := strings.CutPrefix(v, o+"="); cut && strings.HasPrefix(o, "--") {
					at = append(at, programFile{f, k})
				} else if f, cut := strings.CutPrefix(v, o); cut && len(o) == 2 && f != "" && o != "-s" {
					at = append(at, programFile{f, k}) // -fF
				}
			}
			if len(v) > 2 && v[1] != '-' && strings.HasSuffix(v, "f") && k+1 < len(ws) &&
				(strings.HasSuffix(p.Program, "sed") || strings.HasSuffix(p.Program, "awk")) {
				at = append(at, next(k+1)...) // -nf F
			}
		}
		return at
	}
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return nil
		}
		switch {
		case interpreterStop(v):
			return nil
		case v == "-f" && k+1 < len(ws): // php -f F, expect -f F
			return next(k + 1)
		case interpreterValue(v):
			k++
		case v == "--":
			if k+1 < len(ws) {
				return next(k + 1)
			}
			return nil
		case strings.HasPrefix(v, "-"):
		default:
			return []programFile{{v, k}}
		}
	}
	return nil
}

// ozdeskLines returns the shell text of the commands the lines of a
// program file that name ozdesk may hand a shell, each in a subshell of
// its own, and those commands joined by "; " for the reason.
func ozdeskLines(text string) (body, shown string) {
	var cmds []string
	for _, line := range strings.Split(text, "\n") {
		i := strings.Index(line, "ozdesk")
		if i < 0 {
			continue
		}
		lits := quotedStrings(line)
		for _, l := range lits {
			if strings.Contains(l, "ozdesk") {
				cmds = append(cmds, l)
			}
		}
		if len(lits) > 1 {
			cmds = append(cmds, strings.Join(lits, " "))
		}
		start := strings.LastIndexAny(line[:i], " \t\"'`(!:;=[{,") + 1
		cmds = append(cmds, strings.TrimRight(line[start:], " \t\"'`);}],\r"))
	}
	var b strings.Builder
	for _, c := range cmds {
		b.WriteString("( ")
		b.WriteString(c)
		b.WriteString("\n)\n")
	}
	return b.String(), strings.Join(cmds, "; ")
}

// quotedStrings returns the texts of line's quoted strings ("…", '…',
// `…`), a backslash escaping the next byte within "…" and `…`.
func quotedStrings(line string) []string {
	var out []string
	for i := 0; i < len(line); i++ {
		q := line[i]
		if q != '"' && q != '\'' && q != '`' {
			continue
		}
		var b strings.Builder
		j := i + 1
		for ; j < len(line) && line[j] != q; j++ {
			if line[j] == '\\' && q != '\'' && j+1 < len(line) {
				j++
			}
			b.WriteByte(line[j])
		}
		if j >= len(line) {
			break
		}
		out = append(out, b.String())
		i = j
	}
	return out
}
