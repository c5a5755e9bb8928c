package patterns

import "strings"

// aider runs a command string of its options by a shell (rt29i #9):
// --test-cmd after its edits (with --auto-test, or /test), --lint-cmd
// after every edit (auto-lint is on by default; the value may start with
// a language, `python: flake8`), and --notifications-command when it
// waits. Each literal string is read as a nested command, so `--test-cmd
// 'go test ./...'` is judged as `go test ./...` and `--test-cmd 'rm -rf
// ~'` as `rm -rf ~`; a string that is not literal is unreadable. aider
// parses with argparse, which takes a long option's unique prefix
// (`--test-c`), so every prefix that names one option alone counts.

// aiderCmdOptions are aider's command-string options and the shortest
// prefix of each that no other option shares.
var aiderCmdOptions = [][2]string{
	{"--test-cmd", "--test-"},
	{"--lint-cmd", "--lint-"},
	{"--notifications-command", "--notifications-"},
}

// aiderCommands reads p's command-string options.
func (r *reading) aiderCommands(p *Part, sc scope) []*Node {
	exact := sc.m.whole == nil
	words := p.Args()
	var nodes []*Node
	for i := 0; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		if lit == "--" {
			break
		}
		name, val, ok := aiderOption(lit)
		if !ok {
			continue
		}
		var w Word
		switch {
		case val:
			w = trimWordPrefix(words[i], lit[:strings.IndexByte(lit, '=')+1], exact)
		case i+1 < len(words):
			i++
			w = words[i]
		default:
			continue
		}
		if name == "--lint-cmd" {
			w = aiderLintLang(w, exact)
		}
		nodes = append(nodes, r.nestedWord(p, "aider "+name, w, FeedNone, sc)...)
	}
	return nodes
}

// aiderOption returns the command-string option lit names (alone or
// as NAME=VALUE), and whether its value is joined.
func aiderOption(lit string) (string, bool, bool) {
	head, _, joined := strings.Cut(lit, "=")
	for _, o := range aiderCmdOptions {
		if len(head) >= len(o[1]) && strings.HasPrefix(o[0], head) {
			return o[0], joined, true
		}
	}
	return "", false, false
}

// aiderLintLang drops a --lint-cmd value's leading `LANG: `, which names
// the language the command lints.
func aiderLintLang(w Word, exact bool) Word {
	lit, _ := litPrefix(w)
	lang, rest, ok := strings.Cut(lit, ":")
	if !ok || lang == "" || strings.ContainsAny(lang, " \t/") || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return w
	}
	n := len(lang) + 1
	for n < len(lit) && (lit[n] == ' ' || lit[n] == '\t') {
		n++
	}
	return trimWordPrefix(w, lit[:n], exact)
}
