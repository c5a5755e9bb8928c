package patterns

import "strings"

// Files written from inside a program's own language (rt14d finding 1):
// sed's w FILE and s///w FILE, awk's print > "FILE", vim's :w FILE,
// sqlite3's .once and .output, mysql's --tee and tee, git config --file.
// Each is a write of that path, judged by every class that looks at
// written paths, as a redirection of the same path is.

// scriptWriteTable holds the programs whose scripts write files.
func scriptWriteTable() map[string]doer {
	t := map[string]doer{
		"sed": sedScriptWrites, "gsed": sedScriptWrites,
		"sqlite3": sqliteWrites, "mysql": mysqlWrites, "mariadb": mysqlWrites,
		"git": gitConfigFileWrites,
	}
	for _, a := range []string{"awk", "gawk", "mawk", "nawk"} {
		t[a] = awkScriptWrites
	}
	for v := range vimPrograms.get() {
		t[v] = vimScriptWrites
	}
	return t
}

// scriptPath is a path named inside script word w: it stands where w
// stands (the because of an ask quotes w). home says the program reads a
// leading ~/ or $HOME/ as the home directory (vim does; sed and awk take
// the text as it is).
func scriptPath(w Word, path string, home bool) Word {
	var segs []Seg
	if home {
		for _, pre := range []string{"~/", "$HOME/", "${HOME}/"} {
			if rest, ok := strings.CutPrefix(path, pre); ok {
				segs = []Seg{{Kind: SegTilde}, {Kind: SegLit, Text: "/" + rest}}
				break
			}
		}
	}
	if segs == nil {
		segs = []Seg{{Kind: SegLit, Text: path}}
	}
	return Word{Raw: w.Raw, Span: w.Span, Segs: segs}
}

// sedScriptWrites: the files a sed script's w and W commands and s///w
// flag write (/dev/stdout and /dev/stderr are sed's own streams); a
// script that is not literal might write any path when it could hold w.
func sedScriptWrites(p *Part) doings {
	scan := sedOpts.scan(p.Words, 1)
	var scripts []Word
	for _, o := range scan.opts {
		if (o.name == "-e" || o.name == "--expression") && o.hasVal {
			scripts = append(scripts, valueWord(p.Words, o, false))
		}
	}
	if !scan.has("-e", "--expression", "-f", "--file") && scan.status == optOK && scan.next < len(p.Words) {
		scripts = append(scripts, p.Words[scan.next])
	}
	var out []Word
	for _, w := range scripts {
		v, ok := w.Literal()
		if !ok {
			continue // unreadable already when it could hold e; w alone is left to the literal case
		}
		for _, f := range sedWriteFiles(v) {
			if f != "/dev/stdout" && f != "/dev/stderr" {
				out = append(out, scriptPath(w, f, false))
			}
		}
	}
	return doings{writes: out}
}

// awkScriptWrites: the files an awk program's print and printf write
// with > and >>. A target built from strings and other expressions
// keeps the strings as literal text and the rest as unknown
// (ENVIRON["HOME"] "/.bashrc" might be any path ending in /.bashrc).
func awkScriptWrites(p *Part) doings {
	scan := awkOpts.scan(p.Words, 1)
	var progs []Word
	for _, o := range scan.opts {
		if (o.name == "-e" || o.name == "--source") && o.hasVal {
			progs = append(progs, valueWord(p.Words, o, false))
		}
	}
	if !scan.has("-f", "--file", "-E", "--exec", "-e", "--source") && scan.status != optUnknown && scan.next < len(p.Words) {
		progs = append(progs, p.Words[scan.next])
	}
	var out []Word
	for _, w := range progs {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		for _, segs := range awkRedirects(v) {
			out = append(out, Word{Raw: w.Raw, Span: w.Span, Segs: segs})
		}
	}
	return doings{writes: out}
}

// awkRedirects returns the targets of the > and >> redirections of an
// awk program's print and printf statements: a > outside parentheses
// after print or printf in the same statement. Each target is its
// string literals as text and its other pieces as unknown.
func awkRedirects(prog string) [][]Seg {
	var out [][]Seg
	inPrint, depth := false, 0
	for i := 0; i < len(prog); i++ {
		c := prog[i]
		switch {
		case c == '"':
			_, end := awkString(prog, i)
			if end < 0 {
				return out
			}
			i = end
		case c == '#':
			for i < len(prog) && prog[i] != '\n' {
				i++
			}
			inPrint = false
		case c == '/' && !inPrint:
			// a regular expression: skip to its end
			for j := i + 1; j < len(prog) && prog[j] != '\n'; j++ {
				if prog[j] == '\\' {
					j++
					continue
				}
				if prog[j] == '/' {
					i = j
					break
				}
			}
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			depth--
		case c == ';' || c == '\n' || c == '{' || c == '}':
			inPrint, depth = false, 0
		case isIdentByte(c) && (i == 0 || !isIdentByte(prog[i-1])):
			j := i
			for j < len(prog) && isIdentByte(prog[j]) {
				j++
			}
			if w := prog[i:j]; w == "print" || w == "printf" {
				inPrint = true
			}
			i = j - 1
		case c == '>' && inPrint && depth == 0:
			if i+1 < len(prog) && prog[i+1] == '>' {
				i++
			}
			segs, end := awkTarget(prog, i+1)
			if len(segs) > 0 {
				out = append(out, segs)
			}
			i = end - 1
		}
	}
	return out
}

// awkTarget reads a redirection's target expression from prog[i:] up to
// the statement's end: string literals as text, the rest as unknown.
func awkTarget(prog string, i int) ([]Seg, int) {
	var segs []Seg
	unknown := func(t string) {
		// parentheses only group the target's pieces: ("out/" $1 ".txt")
		// begins with its string (rt20d #15)
		if t = strings.Trim(t, " \t()"); t == "" {
			return
		}
		segs = append(segs, Seg{Kind: SegSubst, Text: t})
	}
	start, depth := i, 0
	for ; i < len(prog); i++ {
		c := prog[i]
		switch {
		case c == '"':
			unknown(prog[start:i])
			s, end := awkString(prog, i)
			if end < 0 {
				return segs, len(prog)
			}
			segs = append(segs, Seg{Kind: SegLit, Text: s})
			i, start = end, end+1
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			if depth == 0 {
				unknown(prog[start:i])
				return mergeLits(segs), i
			}
			depth--
		case depth == 0 && (c == ';' || c == '\n' || c == '}' || c == '|'):
			unknown(prog[start:i])
			return mergeLits(segs), i
		}
	}
	unknown(prog[start:])
	return mergeLits(segs), len(prog)
}

// vimWriteCommands are the ex commands that write the buffer to a file
// named after them (w FILE, w >> FILE, wq FILE, x FILE, saveas FILE).
var vimWriteCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"w": true, "write": true, "wq": true, "x": true, "xi": true, "xit": true, "exi": true, "exit": true,
		"sav": true, "saveas": true, "up": true, "update": true, "wn": true, "wnext": true, "wN": true, "wp": true,
	}
}}

// vimScriptWrites: the files vim's -c, --cmd and +CMD commands write.
func vimScriptWrites(p *Part) doings {
	var out []Word
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		var w Word
		switch {
		case lit == "--":
			return doings{writes: out}
		case vimCommandFlag(lit) && i+1 < len(words):
			i++
			w = words[i]
		case strings.HasPrefix(lit, "+") && len(lit) > 1:
			w = words[i]
		default:
			continue
		}
		v, ok := w.Literal()
		if !ok {
			continue
		}
		for _, f := range vimWriteFiles(strings.TrimPrefix(v, "+")) {
			out = append(out, scriptPath(w, f, true))
		}
	}
	return doings{writes: out}
}

// vimWriteFiles returns the files an ex command line writes by name.
func vimWriteFiles(line string) []string {
	var out []string
	for _, cmd := range strings.Split(line, "|") {
		cmd = strings.TrimLeft(cmd, " \t:")
		cmd = strings.TrimLeft(cmd, "%.,$0123456789'<> \t")
		i := 0
		for i < len(cmd) && (cmd[i] >= 'a' && cmd[i] <= 'z' || cmd[i] >= 'A' && cmd[i] <= 'Z') {
			i++
		}
		if !vimWriteCommands.get()[cmd[:i]] {
			continue
		}
		rest := strings.TrimPrefix(cmd[i:], "!")
		rest = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(rest), ">>"))
		for strings.HasPrefix(rest, "++") { // ++enc=… ++bin
			_, rest, _ = strings.Cut(rest, " ")
			rest = strings.TrimSpace(rest)
		}
		if rest != "" && !strings.HasPrefix(rest, "!") {
			out = append(out, rest)
		}
	}
	return out
}

// sqliteWrites: the files sqlite3's dot-commands write, in its SQL
// operands and -cmd values: .once, .output, .log, .backup, .save.
func sqliteWrites(p *Part) doings {
	var out []Word
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok || !strings.Contains(v, ".") {
			continue
		}
		for _, line := range strings.Split(v, "\n") {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			switch f[0] {
			case ".once", ".output", ".out", ".log", ".backup", ".save":
				if file := f[len(f)-1]; !strings.HasPrefix(file, "-") && file != "stdout" && file != "stderr" && file != "off" {
					out = append(out, scriptPath(w, strings.Trim(file, `'"`), false))
				}
			}
		}
	}
	return doings{writes: out}
}

// mysqlWrites: mysql's --tee FILE, and tee FILE (\T FILE) in -e's
// statements.
func mysqlWrites(p *Part) doings {
	s := scanArgs(p, "--tee", "-e", "--execute", "-u", "--user", "-h", "--host", "-P", "--port", "-D", "--database")
	out := notDash(s.all("--tee"))
	for _, w := range s.all("-e", "--execute") {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		for _, st := range strings.FieldsFunc(v, func(r rune) bool { return r == ';' || r == '\n' }) {
			f := strings.Fields(st)
			if len(f) == 2 && (strings.EqualFold(f[0], "tee") || f[0] == `\T`) {
				out = append(out, scriptPath(w, strings.Trim(f[1], `'"`), false))
			}
		}
	}
	return doings{writes: out}
}

// gitConfigFileWrites: git config --file FILE (-f) writes FILE when it
// sets, adds, unsets or renames: any form but a read (--get*, --list,
// get, list, a name alone).
func gitConfigFileWrites(p *Part) doings {
	if !hasLitArg(p, "config") {
		return doings{}
	}
	s := scanArgs(p, "-C", "-c", "--git-dir", "--work-tree", "-f", "--file", "--blob", "--type",
		"--default", "--comment", "--value")
	files := notDash(s.all("-f", "--file"))
	if len(files) == 0 || len(s.ops) == 0 || !isLit(s.ops[0], "config") {
		return doings{}
	}
	for _, f := range s.flags {
		if strings.HasPrefix(f, "--get") || f == "--list" || f == "-l" || f == "--edit" || f == "-e" {
			return doings{}
		}
	}
	ops := s.ops[1:]
	if len(ops) > 0 {
		if v, _ := ops[0].Literal(); v == "get" || v == "list" || v == "edit" {
			return doings{}
		}
	}
	if len(ops) < 2 && !hasPrefixFlag(s.flags, "--unset", "--rename-section", "--remove-section", "--add", "--replace-all") {
		return doings{}
	}
	return doings{writes: files}
}
