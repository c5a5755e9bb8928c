package patterns

import (
	"errors"
	"path"
	"strings"
)

// A program file read in its own language (issue 7, rt61 §4, rt62 §6):
// `awk -f F`, `sed -f F`, `gdb -x F` and `vim -S F` ran `system("rm -rf
// ~")`, `1e rm -rf ~`, `shell rm -rf ~` and `:!rm -rf ~` unasked, the
// program-file reader (body_programfile.go) looking only for lines that
// name ozdesk. Such a file (each file awk's -f, --file, -E and gawk's -i,
// --include and @include name; sed's -f; gdb's -x, --command, -ix and
// -ex 'source F'; vim's -S, -u, +source F and -c/--cmd 'so F') is read
// wherever it is, to programFileMax as a program file is, by the reader
// of the language the line's literal programs are read with
// (awkCommands, sedScan, gdbLine, vimExLine), and the commands it runs
// are judged as the body `sh -c CMD` is, certain findings asking as a
// script's do. A file the reader cannot follow (awk's system($0), sed's
// s///e, gdb's eval, vim's :shell), one that loads native code (gawk's
// @load), one past the bound, and one that is not there and that runs
// later (body_script_later.go) ask by the floor, naming the file. Files
// it sources are read in turn, to langDepthMax deep. Python and Guile
// that gdb runs, and vim's Lua, Python, :normal keys and :exe of a
// string holding no "!", are left to the lines naming ozdesk, as a
// Python program file is.

// langDepthMax bounds how deep files a program file sources are read,
// and langFilesMax how many one part reads.
const (
	langDepthMax = 4
	langFilesMax = 16
)

// langOf returns the language part p reads its program files in: "awk",
// "sed", "gdb", "vim", "lldb", "m4", "expect", "elisp", and "ssh" and
// "curl" for their config files; "" for another, and for awk and sed run with
// --sandbox (no command runs).
func langOf(p *Part) string {
	lang := ""
	switch {
	case strings.HasSuffix(p.Program, "awk"):
		lang = "awk"
	case p.Program == "sed" || p.Program == "gsed":
		lang = "sed"
	case p.Program == "gdb":
		lang = "gdb"
	case vimPrograms.get()[p.Program]:
		lang = "vim"
	case p.Program == "lldb":
		lang = "lldb" // body_langfile_lldb.go
	case p.Program == "m4" || p.Program == "gm4":
		lang = "m4" // body_langfile_m4.go
	case p.Program == "expect":
		lang = "expect" // body_langfile_expect.go
	case p.Program == "emacs":
		lang = "elisp" // body_langfile_elisp.go
	case p.Program == "ssh":
		lang = "ssh" // body_langfile_sshconfig.go
	case p.Program == "curl":
		lang = "curl" // body_langfile_curlrc.go
	}
	if lang == "awk" || lang == "sed" {
		for _, w := range p.Words[1:] {
			if v, _ := w.Literal(); v == "--sandbox" {
				return ""
			}
		}
	}
	return lang
}

// langExtraFiles returns the files part p reads in its language that
// programFiles does not name: gawk's -i/--include and the @include of a
// literal program, gdb's -ex 'source F', vim's +source F, -c 'so F' and
// --cmd 'so F', lldb's -o 'command source F', m4's operands.
func langExtraFiles(p *Part) []programFile {
	if langOf(p) == "m4" {
		return m4Files(p)
	}
	var out []programFile
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			continue
		}
		val, at := "", k+1
		if at < len(ws) {
			val, _ = ws[at].Literal()
		}
		switch langOf(p) {
		case "awk":
			switch {
			case v == "-i" || v == "--include":
				out = append(out, programFile{val, at})
			case strings.HasPrefix(v, "--include="):
				out = append(out, programFile{v[len("--include="):], k})
			default:
				for _, f := range awkIncludes(v) {
					out = append(out, programFile{f, k})
				}
			}
		case "gdb":
			if contains(gdbEvalOptions, v) {
				if s := gdbLine(val).source; s != "" {
					out = append(out, programFile{s, at})
				}
			}
		case "lldb":
			if contains(lldbLineOptions, v) {
				if s := lldbLine(val).source; s != "" {
					out = append(out, programFile{s, at})
				}
			}
		case "vim":
			line, w := "", k
			switch {
			case vimCommandFlag(v):
				line, w = val, at
			case strings.HasPrefix(v, "+"):
				line = v[1:]
			}
			if s := vimExLine(line).source; s != "" {
				out = append(out, programFile{s, w})
			}
		}
	}
	return out
}

// langScriptFile reports whether f, a file part p names, is a script in
// p's own language: not vim's -s (keys typed in Normal mode), nor a
// Python, Guile or Lua file gdb or vim sources.
func langScriptFile(p *Part, f programFile) bool {
	if vimKeysFile(p, f) {
		return false
	}
	switch path.Ext(f.name) {
	case ".py", ".scm", ".lua":
		return false
	}
	switch f.name {
	case "NONE", "NORC", "DEFAULTS":
		return false // vim -u NONE: no file at all
	}
	return true
}

// langRead is the reading of one part's program files in their language.
type langRead struct {
	ctx  *Context
	lang string
	// cmds are the command strings the files run.
	cmds []string
	// unread, when not "", says why what they run is not known.
	unread string
	// read are the files read, by their absolute path.
	read map[string]bool
}

// langBody returns the body of program file f of part p, read from file
// (text its contents) in the language lang, and whether there is one.
func langBody(p *Part, ctx *Context, lang string, f programFile, file, text string) (runnerBody, bool) {
	lr := &langRead{ctx: ctx, lang: lang, read: map[string]bool{file: true}}
	lr.text(f.name, text, 0)
	from := "the " + langNoun(lang) + " " + f.name
	if lr.unread != "" {
		return runnerBody{key: "lang " + file, word: f.word, unread: lr.unread}, true
	}
	if len(lr.cmds) == 0 {
		return runnerBody{}, false
	}
	if lang == "curl" {
		lr.cmds = []string{"curl " + strings.Join(lr.cmds, " ") + curlLineRest(p)} // body_langfile_curlrc.go
	}
	var b strings.Builder
	for _, c := range lr.cmds {
		b.WriteString("( ")
		b.WriteString(c)
		b.WriteString("\n)\n")
	}
	return runnerBody{key: "lang " + file, from: from, text: b.String(), shown: strings.Join(lr.cmds, "; "),
		dir: ctx.Cwd, word: f.word}, true
}

// text reads the program text of the file name, depth files deep.
func (lr *langRead) text(name, text string, depth int) {
	var cmds, sources []string
	var unknown string
	switch lr.lang {
	case "awk":
		cmds, sources, unknown = awkFileCommands(text)
	case "sed":
		cmds, unknown = sedFileCommands(text)
	case "gdb":
		cmds, sources, unknown = gdbFileCommands(text)
	case "vim":
		cmds, sources, unknown = vimFileCommands(text)
	case "lldb":
		cmds, sources, unknown = lldbFileCommands(text)
	case "m4":
		cmds, sources, unknown = m4FileCommands(text)
	case "expect":
		cmds, sources, unknown = expectFileCommands(text)
	case "elisp":
		cmds, sources, unknown = elispFileCommands(text)
	case "ssh":
		cmds, sources, unknown = sshConfigFileCommands(text)
	case "curl":
		cmds, sources, unknown = curlrcFileCommands(text)
	}
	lr.cmds = append(lr.cmds, cmds...)
	if unknown != "" && lr.unread == "" {
		lr.unread = "the " + langNoun(lr.lang) + " " + name + " " + unknown + ": what it runs is not known"
	}
	for _, s := range sources {
		lr.source(name, s, depth+1)
	}
}

// source reads the file s that the file from sources, depth files deep.
func (lr *langRead) source(from, s string, depth int) {
	if lr.unread != "" {
		return
	}
	switch path.Ext(s) {
	case ".py", ".scm", ".lua":
		return // left to the lines naming ozdesk
	}
	if depth > langDepthMax || len(lr.read) >= langFilesMax {
		lr.unread = "the " + langNoun(lr.lang) + " " + from + " sources " + s + ", deeper than ozdesk follows"
		return
	}
	name := s
	if rest, ok := strings.CutPrefix(s, "~/"); ok && lr.ctx.Home != "" {
		name = path.Join(lr.ctx.Home, rest)
	} else if strings.HasPrefix(s, "~") || strings.ContainsAny(s, "$`<%#") {
		lr.unread = "the " + langNoun(lr.lang) + " " + from + " sources " + s + ", a name not known"
		return
	}
	text, file, err := readBounded(lr.ctx, name, programFileMax, true)
	switch {
	case lr.read[file]:
		return
	case errors.Is(err, ErrFileTooLarge):
		lr.unread = "the " + langNoun(lr.lang) + " " + s + " (sourced by " + from + ") is larger than ozdesk reads"
		return
	case err != nil:
		return // not there: it runs nothing (gawk and gdb stop at once)
	}
	lr.read[file] = true
	lr.text(s, text, depth)
}

// langFileLater is the unread body of program file f of part p, not
// there when judged, where p runs later, after another command may have
// written it.
func langFileLater(f programFile, file string) runnerBody {
	return runnerBody{key: "lang " + file, word: f.word,
		unread: "the program file " + f.name + " is not there when judged and runs later (in the background, after a sleep, in a loop or handed to another program): what it will hold is not known"}
}

// langNoun names a file read in lang, for a reason.
func langNoun(lang string) string {
	switch lang {
	case "ssh":
		return "ssh config file"
	case "curl":
		return "curl config file"
	case "elisp":
		return "Emacs Lisp file"
	}
	return lang + " program file"
}

// vimKeysFile reports whether f is the file vim's -s names: keys typed in
// Normal mode, not a script.
func vimKeysFile(p *Part, f programFile) bool {
	if f.word > 0 && f.word < len(p.Words) && langOf(p) == "vim" {
		v, _ := p.Words[f.word-1].Literal()
		return v == "-s"
	}
	return false
}

// vimKeyExLines returns the Ex command lines of a keys file vim's -s
// types (fx68b, rt67 A.5): each line that starts, after blanks (which
// move the cursor in Normal mode), with `:` is typed as an Ex command and
// run by its newline, `:!rm -rf ~`; its colons cut, it is read as a line
// of a `vim -S` script is. Not read: a `:` after other keys on the line
// (`ggdd:!x`), keys that enter Ex mode (Q, gQ), mappings, and registers
// run with @: those need a Normal-mode reader, which ozdesk lacks.
func vimKeyExLines(text string) string {
	var b strings.Builder
	for _, line := range strings.Split(text, "\n") {
		l := strings.TrimLeft(line, " \t")
		if !strings.HasPrefix(l, ":") {
			continue
		}
		b.WriteString(strings.TrimLeft(l, ": \t"))
		b.WriteByte('\n')
	}
	return b.String()
}
