package patterns

import "strings"

// vim, awk and sed run commands from inside their own languages: vim's ex
// commands (-c '!CMD'), awk's system() and pipes to and from commands, and
// GNU sed's e command and s///e flag.

// vimPrograms are vim and the editors that take its options.
var vimPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"vim": true, "nvim": true, "vi": true, "ex": true, "view": true, "vimdiff": true,
		"gvim": true, "nvi": true, "evim": true, "vimx": true,
		// restricted (no :!, but :w writes any file), and Debian's builds
		"rvim": true, "rview": true, "rgvim": true, "rgview": true, "gview": true, "gvimdiff": true,
		"vim.tiny": true, "vim.basic": true, "vim.nox": true, "vim.gtk": true, "vim.gtk3": true, "vim.athena": true,
		"nvim-qt": true,
	}
}}

// vimExRunners are ex commands that run code the reader does not read
// (the shell through an expression, another language, keystrokes).
var vimExRunners = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"sh": true, "shell": true, "ter": true, "term": true, "terminal": true, "exe": true,
		"execute": true, "norm": true, "normal": true, "lua": true, "luado": true, "luafile": true,
		"py": true, "py3": true, "python": true, "python3": true, "pyx": true, "pythonx": true,
		"pydo": true, "py3do": true, "perl": true, "perldo": true, "ruby": true, "rubydo": true,
		"tcl": true, "mz": true, "call": true, "cal": true, "let": true, "mak": true, "make": true,
		"gr": true, "grep": true, "lgr": true, "lgrep": true, "so": true, "source": true,
	}
}}

// vim reads the ex commands vim runs from -c CMD, +CMD and --cmd CMD.
func (r *reading) vim(p *Part, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		switch {
		case lit == "--":
			return nodes
		case vimCommandFlag(lit) && i+1 < len(words):
			i++
			nodes = append(nodes, r.vimCommand(p, words[i], sc)...)
		case strings.HasPrefix(lit, "+") && len(lit) > 1 || lit == "+" && words[i].Dynamic():
			nodes = append(nodes, r.vimCommand(p, trimWordPrefix(words[i], "+", exact), sc)...)
		}
	}
	return nodes
}

// vimCommandFlag reports whether an argument of vim's is -c or --cmd, or
// a bundle of short flags that ends in c (ex -sc CMD), which take the
// next argument as an ex command.
func vimCommandFlag(lit string) bool {
	if lit == "-c" || lit == "--cmd" {
		return true
	}
	if len(lit) < 3 || lit[0] != '-' || lit[1] == '-' || lit[len(lit)-1] != 'c' {
		return false
	}
	for _, c := range lit[1:] {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// vimCommand reads one ex command line (vimExLine).
func (r *reading) vimCommand(p *Part, w Word, sc scope) []*Node {
	v, ok := w.Literal()
	if !ok {
		return r.nestedWord(p, "vim -c", w, FeedNone, sc)
	}
	x := vimExLine(v)
	switch {
	case x.shell != "":
		return r.nestedText(p, "vim -c "+x.how, x.shell, w.Span, FeedNone, sc)
	case x.source != "" && !strings.ContainsAny(x.source, "~$`<%#*?[ "):
		return nil // a file named plainly, read with the bodies (body_langfile.go)
	case x.foreign != "":
		return []*Node{r.foreign(p, w, "vim -c "+x.foreign)}
	}
	return nil
}

// vimRead is what one ex command line runs: a command string the shell
// runs (shell, and how vim ran it), the command that runs code the
// reader does not read (foreign), or the script it sources (source, a
// command vimExRunners holds too).
type vimRead struct {
	shell, how, foreign, source string
}

// vimExLine reads one ex command line: each command split at "|"; !CMD,
// a range's !CMD (a filter), r !CMD and w !CMD run CMD with the shell;
// the commands of vimExRunners and an expression calling system() (and
// its kin) run code the reader does not read.
func vimExLine(v string) vimRead {
	if strings.Contains(v, "system(") || strings.Contains(v, "systemlist(") ||
		strings.Contains(v, "jobstart(") || strings.Contains(v, "termopen(") || strings.Contains(v, "libcall") {
		return vimRead{foreign: "system"}
	}
	for line := v; line != ""; {
		cmd, next, _ := strings.Cut(line, "|")
		line = next
		cmd = strings.TrimLeft(cmd, " \t:")
		cmd = strings.TrimLeft(cmd, "%.,$0123456789'<> \t")
		for _, pre := range []string{"silent!", "silent", "sil!", "sil"} {
			if rest, ok := strings.CutPrefix(cmd, pre); ok {
				cmd = strings.TrimLeft(rest, " \t")
				break
			}
		}
		if next != "" {
			cmd += "|" + next // a shell command takes the rest of the line, bars included
		}
		if rest, ok := strings.CutPrefix(cmd, "!"); ok {
			return vimRead{shell: rest, how: "!"}
		}
		if next != "" {
			cmd = cmd[:len(cmd)-len(next)-1]
		}
		name := cmd
		if i := strings.IndexFunc(cmd, func(c rune) bool { return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') }); i >= 0 {
			name = cmd[:i]
		}
		rest := strings.TrimLeft(cmd[len(name):], " \t")
		switch {
		case (name == "norm" || name == "normal") && !strings.ContainsAny(rest+next, "!:@"):
			return vimRead{} // keys that filter nothing through a command, enter no ex line, play no register
		case (name == "se" || name == "set" || name == "setl" || name == "setlocal" || name == "setg" || name == "setglobal") &&
			vimSetsProgram(rest):
			return vimRead{foreign: name}
		case vimExRunners.get()[name]:
			x := vimRead{foreign: name}
			if name == "so" || name == "source" {
				x.source = strings.TrimSpace(strings.TrimPrefix(rest, "!"))
			}
			return x
		case (name == "r" || name == "read" || name == "w" || name == "write") && strings.HasPrefix(rest, "!") &&
			(name[0] == 'r' || cmd[len(name)] != '!'):
			if next != "" {
				rest += "|" + next
			}
			return vimRead{shell: rest[1:], how: name + " !"}
		}
	}
	return vimRead{}
}

// vimSetsProgram reports whether a :set line gives an option that names a
// program or a shell vim runs later (equalprg, formatprg, makeprg,
// grepprg, keywordprg, shell and its flags), an expression vim evaluates
// to run one (diffexpr, patchexpr …), or enables exrc.
func vimSetsProgram(rest string) bool {
	for _, f := range strings.Fields(rest) {
		name := strings.TrimPrefix(f, "no")
		if i := strings.IndexAny(name, "=:+-^!&?<"); i >= 0 {
			name = name[:i]
		}
		switch name {
		case "equalprg", "ep", "formatprg", "fp", "makeprg", "mp", "grepprg", "gp", "keywordprg", "kp",
			"shell", "sh", "shellcmdflag", "shcf", "shellpipe", "sp", "shellredir", "srr", "shellquote", "shq",
			"shellxquote", "sxq", "exrc", "ex", "diffexpr", "dex", "patchexpr", "pex", "charconvert", "ccv",
			"printexpr", "pexpr", "secure":
			return true
		}
	}
	return false
}

// awkOpts are awk's options (POSIX, gawk, mawk).
var awkOpts = optSpec{short: "bcCd::D::e:E:f:F:ghi:l:L::MnNo::Op::PrsStv:VW:y", long: []string{
	"characters-as-bytes", "traditional", "copyright", "dump-variables?", "debug?", "source=",
	"exec=", "file=", "field-separator=", "gen-pot", "help", "include=", "load=", "lint?",
	"bignum", "use-lc-numeric", "non-decimal-data", "pretty-print?", "optimize", "profile?",
	"posix", "re-interval", "no-optimize", "sandbox", "lint-old", "assign=", "version", "csv"}}

// awk reads awk's program (the first operand, or -e/--source texts) for
// the commands it runs: system(STRING), print … | STRING and STRING |
// getline. A literal string is read as a command string; a command made
// at run time leaves the part unreadable, as does a program that is not
// literal.
func (r *reading) awk(p *Part, sc scope) []*Node {
	nodes := r.awkStdin(p)
	scan := awkOpts.scan(p.Words, 1)
	if scan.has("--sandbox") {
		return nodes
	}
	var progs []Word
	for _, o := range scan.opts {
		if (o.name == "-e" || o.name == "--source") && o.hasVal {
			progs = append(progs, valueWord(p.Words, o, sc.m.whole == nil))
		}
	}
	if !scan.has("-f", "--file", "-E", "--exec", "-e", "--source") && scan.status != optUnknown && scan.next < len(p.Words) {
		progs = append(progs, p.Words[scan.next])
	}
	for _, w := range progs {
		v, ok := w.Literal()
		if !ok {
			nodes = append(nodes, r.foreign(p, w, p.Program))
			continue
		}
		cmds, known := awkCommands(v)
		if !known {
			nodes = append(nodes, r.foreign(p, w, p.Program))
			continue
		}
		for _, c := range cmds {
			feed := FeedNone
			if c.fed {
				feed = FeedPipe
			}
			nodes = append(nodes, r.nestedText(p, p.Program+" "+c.how, c.text, w.Span, feed, sc)...)
		}
	}
	return nodes
}

// awkCmd is a command string an awk program runs: how (system, a pipe
// to it, a pipe from it), and whether awk feeds it (print | CMD).
type awkCmd struct {
	text, how string
	fed       bool
}

// awkCommands returns the command strings an awk program runs, and false
// when it runs one that is not a string literal (system($0), cmd | getline).
// A regular expression literal (/a|b/) is skipped where awk's grammar
// starts one (awkRegexStarts); any other "|" outside strings that is not
// "||" is taken for a pipe, which makes the reading strict, never loose.
func awkCommands(prog string) ([]awkCmd, bool) {
	var cmds []awkCmd
	var lastStr string
	lastWasStr := false
	for i := 0; i < len(prog); i++ {
		c := prog[i]
		switch {
		case c == '/' && awkSlash(prog, i) != awkDivides:
			end := awkRegexEnd(prog, i)
			if awkSlash(prog, i) == awkRegex {
				if end < 0 {
					return nil, false
				}
				i = end
			} else if end >= 0 && strings.ContainsAny(prog[i+1:end], "\"#|") {
				return nil, false // read either way, it would hide code read the other
			}
		case c == '"':
			s, end := awkString(prog, i)
			if end < 0 {
				return nil, false
			}
			lastStr, lastWasStr, i = s, true, end
			continue
		case c == '#':
			for i < len(prog) && prog[i] != '\n' {
				i++
			}
		case c == '|' && i+1 < len(prog) && prog[i+1] == '|':
			i++
		case c == '|':
			j := i + 1
			if j < len(prog) && prog[j] == '&' {
				j++
			}
			for j < len(prog) && (prog[j] == ' ' || prog[j] == '\t') {
				j++
			}
			switch {
			case strings.HasPrefix(prog[j:], "getline"):
				if !lastWasStr {
					return nil, false
				}
				cmds = append(cmds, awkCmd{lastStr, "| getline", false})
			case j < len(prog) && prog[j] == '"':
				s, end := awkString(prog, j)
				if end < 0 || !awkStringEnds(prog[end+1:]) {
					return nil, false
				}
				cmds = append(cmds, awkCmd{s, "print |", true})
				i = end
			default:
				return nil, false
			}
		case strings.HasPrefix(prog[i:], "system") && (i == 0 || !isIdentByte(prog[i-1])):
			j := i + len("system")
			for j < len(prog) && (prog[j] == ' ' || prog[j] == '\t') {
				j++
			}
			if j < len(prog) && prog[j] == '(' {
				k := j + 1
				for k < len(prog) && prog[k] == ' ' {
					k++
				}
				if k >= len(prog) || prog[k] != '"' {
					return nil, false
				}
				s, end := awkString(prog, k)
				if end < 0 || !strings.HasPrefix(strings.TrimLeft(prog[end+1:], " "), ")") {
					return nil, false
				}
				cmds = append(cmds, awkCmd{s, "system", false})
				i = end
			}
		}
		if c != ' ' && c != '\t' {
			lastWasStr = false
		}
	}
	return cmds, true
}

// What a "/" in an awk program is, by what comes before it
// (awkSlash).
const (
	awkDivides = iota
	awkRegex
	awkEither
)

// awkSlash says whether the "/" at prog[i] starts a regular expression
// literal or divides: a regular expression at the start of the program
// or after a byte after which awk takes no operand to divide ("(", ",",
// "{", ";", "!", "~", "&&", "||", a newline not escaped, an operator) or
// after print, printf, return, else or do; a division after a name, a
// number, a string, "]", "$" or "++"/"--"; either after ")" (`if (x)
// /re/` and `(a) / 2` are both awk).
func awkSlash(prog string, i int) int {
	j := i - 1
	for j >= 0 && (prog[j] == ' ' || prog[j] == '\t') {
		j--
	}
	if j < 0 {
		return awkRegex
	}
	c := prog[j]
	switch {
	case c == '\n':
		if j == 0 || prog[j-1] != '\\' {
			return awkRegex
		}
		return awkEither
	case c == ')':
		return awkEither
	case (c == '+' || c == '-') && j > 0 && prog[j-1] == c:
		return awkDivides
	case isIdentByte(c):
		k := j
		for k >= 0 && isIdentByte(prog[k]) {
			k--
		}
		switch prog[k+1 : j+1] {
		case "print", "printf", "return", "else", "do":
			return awkRegex
		case "getline":
			return awkEither
		}
		return awkDivides
	case strings.IndexByte("(,{};!~&|=<>+-*%?:^", c) >= 0:
		return awkRegex
	}
	return awkDivides
}

// awkRegexEnd returns the index of the "/" closing the regular expression
// literal at prog[i], a backslash escaping the next byte and a bracket
// expression holding a "/", or -1 where a newline or the end comes first.
func awkRegexEnd(prog string, i int) int {
	bracket := false
	for j := i + 1; j < len(prog); j++ {
		switch c := prog[j]; {
		case c == '\n':
			return -1
		case c == '\\':
			j++
		case c == '[' && !bracket:
			bracket = true
			if j+1 < len(prog) && prog[j+1] == '^' {
				j++
			}
			if j+1 < len(prog) && prog[j+1] == ']' {
				j++ // a "]" first in the bracket is a member
			}
		case c == ']' && bracket:
			bracket = false
		case c == '/' && !bracket:
			return j
		}
	}
	return -1
}

// awkStringEnds reports whether what follows a string literal ends the
// expression it stands in, so the string is the whole command.
func awkStringEnds(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	return rest == "" || strings.ContainsRune(";}\n)", rune(rest[0]))
}

// awkString returns the value of the awk string literal starting at
// prog[i] (a '"') and the index of its closing quote, or -1.
func awkString(prog string, i int) (string, int) {
	var b strings.Builder
	for j := i + 1; j < len(prog); j++ {
		switch prog[j] {
		case '"':
			return b.String(), j
		case '\\':
			if j+1 < len(prog) {
				j++
				switch prog[j] {
				case 'n':
					b.WriteByte('\n')
				case 't':
					b.WriteByte('\t')
				default:
					b.WriteByte(prog[j])
				}
			}
		default:
			b.WriteByte(prog[j])
		}
	}
	return "", -1
}

// isIdentByte reports whether c can stand in an identifier.
func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
