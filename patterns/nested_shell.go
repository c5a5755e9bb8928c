package patterns

import (
	"fmt"
	"strings"
)

// shellCall is how a shell was called: where its script comes from.
type shellCall struct {
	command int         // index of the -c command string, or -1
	fish    []cmdString // fish's -c and -C strings
	script  int         // index of the script operand, or -1
	stdin   bool        // -s: the script comes from standard input
	wantC   bool        // -c was given
	dynamic int         // index of a word, not literal, that might be an option; or -1
	rcfile  int         // index of --rcfile's or --init-file's file, or -1
}

// readShellCall reads a shell's options from words[from:]. bash, sh, zsh,
// ksh and the like take one-letter options that combine (-ec, -lc), +x as
// well as -x, -o NAME and -O NAME with a value, and long options of which
// --rcfile and --init-file take one; -c makes the first operand the
// command string. fish's -c and -C take their string as their value.
func readShellCall(words []Word, from int, fish bool) shellCall {
	sh := shellCall{command: -1, script: -1, dynamic: -1, rcfile: -1}
	wantC := false
	i := from
	for ; i < len(words); i++ {
		lit, tail := litPrefix(words[i])
		if lit == "" && isProcSubstWord(words[i]) {
			break // <(…): a script made at run time
		}
		if tail && (lit == "" || (lit[0] == '-' || lit[0] == '+') && !strings.HasPrefix(lit, "--") && !fish) {
			if lit == "" && quotedOnly(words[i]) && i+1 == len(words) {
				break // one word at the end: a script (which scriptOperand doubts)
			}
			sh.dynamic = i
			return sh
		}
		if lit == "--" || lit == "-" {
			i++
			break
		}
		if len(lit) < 2 || lit[0] != '-' && lit[0] != '+' {
			break
		}
		if name, ok := strings.CutPrefix(lit, "--"); ok {
			name, _, eq := strings.Cut(name, "=")
			switch {
			case fish && (name == "command" || name == "init-command"):
				if eq {
					sh.fish = append(sh.fish, cmdString{i, lit[:strings.IndexByte(lit, '=')+1]})
				} else if i+1 < len(words) {
					i++
					sh.fish = append(sh.fish, cmdString{i, ""})
				}
			case !eq && (name == "rcfile" || name == "init-file") && !fish:
				// bash runs the file first when interactive (-i, or a
				// terminal on its input), as it runs a script (rt22e #1).
				i++
				if i < len(words) {
					sh.rcfile = i
				}
			case !eq && fish && isFishValueOpt(name):
				i++
			}
			continue
		}
		for j := 1; j < len(lit); j++ {
			switch c := lit[j]; {
			case fish && (c == 'c' || c == 'C'):
				if j+1 < len(lit) || tail {
					sh.fish = append(sh.fish, cmdString{i, lit[:j+1]})
				} else if i+1 < len(words) {
					i++
					sh.fish = append(sh.fish, cmdString{i, ""})
				}
				j = len(lit)
			case c == 'c':
				wantC = true
			case c == 's':
				sh.stdin = true
			case c == 'o' || c == 'O' || fish && strings.IndexByte("dfo", c) >= 0:
				if j+1 == len(lit) {
					i++
				}
				j = len(lit)
			}
		}
	}
	if i < len(words) {
		if wantC {
			sh.command = i
		} else if !sh.stdin {
			sh.script = i
		}
	}
	if wantC && sh.command < 0 {
		sh.stdin = false // bash -c without a string: an error, unless xargs adds it
	}
	sh.wantC = wantC
	return sh
}

// cmdString is a command string in a word, after a literal prefix (an
// option written together with its value).
type cmdString struct {
	word   int
	prefix string
}

// isFishValueOpt reports whether fish's long option name takes a value.
func isFishValueOpt(name string) bool {
	switch name {
	case "debug", "debug-output", "features", "profile", "profile-startup", "debug-stack-frames":
		return true
	}
	return false
}

// quotedOnly reports whether every part of w that is not literal stands in
// double quotes: the word stays one word, whatever its value.
func quotedOnly(w Word) bool {
	for _, s := range w.Segs {
		if s.Kind != SegLit && !s.Quoted {
			return false
		}
	}
	return true
}

// shell reads a shell part.
func (r *reading) shell(p *Part, sc scope) []*Node {
	return r.shellWords(p, p.Program, 1, sc)
}

// shellWords reads the call of a shell whose arguments start at
// p.Words[from] (su hands the words after the user to the shell): its -c
// string is a nested command, a script operand is a file it runs (not
// read, unless it is a process substitution or standard input), and with
// neither it reads its script from standard input.
func (r *reading) shellWords(p *Part, who string, from int, sc scope) []*Node {
	call := readShellCall(p.Words, from, p.Program == "fish")
	words := p.Words
	var nodes []*Node
	if call.dynamic >= 0 {
		w := words[call.dynamic]
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
			"%s is given %s where an option such as -c could stand, so the command it runs is not known.",
			who, quoteRaw(w.Raw)))}
	}
	if call.rcfile >= 0 {
		nodes = append(nodes, r.scriptOperand(p, words[call.rcfile], who+" --rcfile")...)
	}
	for _, cs := range call.fish {
		w := trimWordPrefix(words[cs.word], cs.prefix, sc.m.whole == nil)
		nodes = append(nodes, r.nestedWord(p, who+" -c", w, p.Feed, sc)...)
	}
	switch {
	case call.command >= 0:
		return append(nodes, r.nestedWord(p, who+" -c", words[call.command], p.Feed, sc)...)
	case call.wantC && appendsItems(p):
		return append(nodes, r.unreadable(p, UnreadableNestedDynamic, p.Span,
			who+" -c runs the command string that xargs takes from its input, so what it runs is not known."))
	case len(call.fish) > 0:
		return nodes
	case call.script >= 0:
		if p.Program == "csh" || p.Program == "tcsh" { // csh's language is not sh's (rt54 M11)
			if n := r.foreignShellScript(p, words[call.script]); n != nil { // read_foreignscript.go
				return append(nodes, n...)
			}
		}
		if made, ok := r.madeShellScript(p, words[call.script], who, sc); ok { // read_madetext_run.go
			return append(nodes, made...)
		}
		return append(nodes, r.scriptOperand(p, words[call.script], who)...)
	}
	if fed, ok := r.fedScriptText(p, who, sc); ok { // read_fedshell_text.go
		return append(nodes, fed...)
	}
	return append(nodes, r.userShellStdin(p, who)...) // read_usershell.go
}
