package patterns

import (
	"fmt"
	"strings"
)

// Programs whose own language has a shell escape, fed their script on
// standard input or from a file (rt22e #16, rt22d #8; checked with GNU ed
// and sed here, from the manuals for dc, m4 and gnuplot, not installed
// here): ed's `!CMD`, `r !CMD` and `w !CMD`; GNU dc's `!CMD`; m4's
// syscmd and esyscmd; gnuplot's `system`, `!CMD` and `'< CMD'`; sed's `e`
// from a script read with `-f -`. Fed from a pipe, a here-string, a
// here-document or a process substitution they are a shell fed its
// script (stdinScript), except text the line holds whole in which the
// escape cannot stand (ed and dc text with no `!`; a sed script the
// reader follows is read as sed's -e is); fed from a file, or given a
// script file, that an earlier part made, they run a file made earlier
// (escapeScripts, effects_made.go). bc has no shell escape and is left
// alone, and so is red, ed's restricted form.

// escapeStdin reads ed, dc, m4 and gnuplot: where their commands come
// from, and the literal code dc -e and gnuplot -e are given.
func (r *reading) escapeStdin(p *Part) []*Node {
	nodes := r.escapeCode(p)
	if !escapeReadsStdin(p) {
		return nodes
	}
	if text, ok := r.fedText(p); ok && escapeTextPlain(p.Program, text) {
		return nodes
	}
	return append(nodes, r.stdinScript(p, p.Program)...)
}

// escapeReadsStdin reports whether part p is a program with a shell
// escape that reads its commands from standard input: ed always (its
// operand is the file it edits); dc, m4 and gnuplot given no script (no
// operand, no -e or -f) or given standard input as one (-, /dev/stdin);
// sed given its script with -f - or -f /dev/stdin.
func escapeReadsStdin(p *Part) bool {
	args := p.Args()
	switch p.Program {
	case "ed":
		return true
	case "sed", "gsed":
		for i, w := range args {
			lit, _ := litPrefix(w)
			short := len(lit) >= 2 && lit[0] == '-' && lit[1] != '-'
			var val string
			switch {
			case lit == "--":
				return false
			case lit == "--file" || short && strings.HasSuffix(lit, "f"):
				if i+1 >= len(args) {
					continue
				}
				val, _ = litPrefix(args[i+1])
			case strings.HasPrefix(lit, "--file="):
				val = lit[len("--file="):]
			case short && strings.Contains(lit, "f"):
				val = lit[strings.IndexByte(lit, 'f')+1:] // -f- and -nf/dev/stdin
			default:
				continue
			}
			if isStdinPath(val) {
				return true
			}
		}
		return false
	case "dc", "m4", "gnuplot":
	default:
		return false
	}
	script := false
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "-" || isStdinPath(lit):
			return true
		case p.Program == "dc" && (lit == "-f" || lit == "--file") && i+1 < len(args):
			i++
			if v, _ := litPrefix(args[i]); isStdinPath(v) {
				return true
			}
			script = true
		case p.Program == "dc" && strings.HasPrefix(lit, "--file="):
			if isStdinPath(lit[len("--file="):]) {
				return true
			}
			script = true
		case lit == "-e" || p.Program == "dc" && (lit == "--expression" || strings.HasPrefix(lit, "--expression=")):
			if p.Program == "dc" {
				script = true // dc runs -e's code and reads no more
			}
			if lit == "-e" || lit == "--expression" {
				i++
			}
		case p.Program == "dc" && strings.HasPrefix(lit, "-e"):
			script = true
		case !strings.HasPrefix(lit, "-"):
			script = true
		}
	}
	return !script
}

// escapeTextPlain reports whether text, fed whole to prog, holds no shell
// escape: ed's and dc's escapes all begin with `!`; m4's and gnuplot's
// languages reach the shell too many ways to follow.
func escapeTextPlain(prog, text string) bool {
	switch prog {
	case "ed", "dc":
		return !strings.Contains(text, "!")
	}
	return false
}

// gnuplotEscapes are the words that let gnuplot code run a command or
// write a file.
var gnuplotEscapes = []string{"!", "`", "system", "<", "|", "load", "call", "output", "save", "print", "shell", "pipe"}

// escapeCode reads the literal code dc -e and gnuplot -e run: code that
// might reach the shell is foreign-code, and code not literal is not
// known.
func (r *reading) escapeCode(p *Part) []*Node {
	var nodes []*Node
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		var code Word
		switch {
		case lit == "-e" || p.Program == "dc" && lit == "--expression":
			if i+1 >= len(args) {
				continue
			}
			i++
			code = args[i]
		case p.Program == "dc" && strings.HasPrefix(lit, "--expression="):
			code = subWord(args[i], len("--expression="))
		case strings.HasPrefix(lit, "-e") && len(lit) > 2:
			code = subWord(args[i], 2)
		default:
			continue
		}
		v, ok := code.Literal()
		if !ok {
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, code.Span, fmt.Sprintf(
				"%s runs the code %s, which is not literal and might run a command, so what it does is not known.", p.Program, quoteRaw(code.Raw))))
			continue
		}
		bad := []string{"!"}
		if p.Program == "gnuplot" {
			bad = gnuplotEscapes
		}
		for _, b := range bad {
			if strings.Contains(v, b) {
				nodes = append(nodes, r.foreign(p, code, p.Program+" -e"))
				break
			}
		}
	}
	return nodes
}

// sedStdin reads sed given its script on standard input (-f -, --file=-,
// -f /dev/stdin): a script the line feeds it whole is read as sed's -e
// is; any other is a script fed from a pipe.
func (r *reading) sedStdin(p *Part, scan optScan, sc scope) []*Node {
	for _, o := range scan.opts {
		if o.name != "-f" && o.name != "--file" || !o.hasVal {
			continue
		}
		if w := valueWord(p.Words, o, true); isProcSubstWord(w) {
			return r.scriptOperand(p, w, "sed "+o.name) // sed -f <(…): rt22e #27
		}
		if !isStdinPath(o.value) {
			continue
		}
		text, ok := r.fedText(p)
		if !ok {
			return r.stdinScript(p, "sed "+o.name+" "+o.value)
		}
		cmds, known := sedCommands(text)
		if !known {
			return []*Node{r.foreign(p, p.Words[o.valWord], "sed "+o.name+" "+o.value)}
		}
		var nodes []*Node
		for _, c := range cmds {
			nodes = append(nodes, r.nestedText(p, "sed e", c, p.Span, FeedNone, sc)...)
		}
		return nodes
	}
	return nil
}

// escapeScripts returns the files that ed, dc, m4, gnuplot, sftp's batch
// aside, and vim reading Ex commands run as their script: what the part's
// standard input is redirected from, for a program that reads its
// commands there, and dc's, m4's and gnuplot's script operands and -f
// files.
func escapeScripts(p *Part) []Word {
	var out []Word
	switch p.Program {
	case "ed", "dc", "m4", "gnuplot":
	default:
		if !vimPrograms.get()[p.Program] {
			return nil
		}
	}
	for _, rd := range p.Redirs {
		if rd.Reads && rd.Body == nil && rd.Op == "<" && (rd.Fd == "" || rd.Fd == "0") {
			out = append(out, rd.Target)
		}
	}
	if p.Program == "ed" || vimPrograms.get()[p.Program] {
		return out
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case p.Program == "dc" && (lit == "-f" || lit == "--file") && i+1 < len(args):
			i++
			out = append(out, args[i])
		case p.Program == "dc" && strings.HasPrefix(lit, "--file="):
			out = append(out, subWord(args[i], len("--file=")))
		case (lit == "-e" || lit == "--expression") && i+1 < len(args):
			i++
		case !strings.HasPrefix(lit, "-"):
			out = append(out, args[i])
		}
	}
	return out
}
