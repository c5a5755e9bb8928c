package patterns

import (
	"fmt"
	"strings"
)

// Terminal multiplexers run commands in panes and windows: tmux's
// shell-command arguments (run by the shell), the keys send-keys types
// into a pane's shell, and the command screen starts.

// tmuxRuns says what a tmux command does with its operands.
type tmuxRuns int

const (
	tmuxShell    tmuxRuns = iota // the operands, joined, are a shell command
	tmuxKeys                     // the operands are keys typed into a pane
	tmuxIf                       // a shell command (a format with -F), then tmux commands
	tmuxCommand                  // each operand is a tmux command (a template)
	tmuxMenu                     // name key command triples: every third is a tmux command
	tmuxRunShell                 // a shell command, or a tmux command with -C
)

// tmuxVerb is a tmux command that runs something: its options (tmux 3.3
// and 3.4 together) and what its operands are.
type tmuxVerb struct {
	spec optSpec
	runs tmuxRuns
}

// tmuxCommands are the tmux commands that run a shell command or tmux
// commands given as operands, or type keys (by the tmux manual).
var tmuxCommands = lazy[map[string]*tmuxVerb]{build: func() map[string]*tmuxVerb {
	return map[string]*tmuxVerb{
		"new-session":    {optSpec{short: "AdDEPXc:e:F:f:n:s:t:x:y:"}, tmuxShell},
		"new-window":     {optSpec{short: "abdkPSc:e:F:n:t:"}, tmuxShell},
		"split-window":   {optSpec{short: "bdefhIvPZc:e:l:t:F:p:"}, tmuxShell},
		"respawn-pane":   {optSpec{short: "kc:e:t:"}, tmuxShell},
		"respawn-window": {optSpec{short: "kc:e:t:"}, tmuxShell},
		"pipe-pane":      {optSpec{short: "IOot:"}, tmuxShell},
		"display-popup":  {optSpec{short: "BCEkNb:c:d:e:h:s:S:t:T:w:x:y:"}, tmuxShell},
		"run-shell":      {optSpec{short: "bCc:d:t:"}, tmuxRunShell},
		"send-keys":      {optSpec{short: "FHKlMRXN:t:c:"}, tmuxKeys},
		"if-shell":       {optSpec{short: "bFt:"}, tmuxIf},
		"confirm-before": {optSpec{short: "byc:p:t:"}, tmuxCommand},
		"command-prompt": {optSpec{short: "1bFkiNlI:p:t:T:"}, tmuxCommand},
		"choose-tree":    {optSpec{short: "GNrswZF:f:K:O:t:"}, tmuxCommand},
		"choose-buffer":  {optSpec{short: "NrZF:f:K:O:t:"}, tmuxCommand},
		"choose-client":  {optSpec{short: "NrZF:f:K:O:t:"}, tmuxCommand},
		"display-menu":   {optSpec{short: "MOb:c:C:H:s:S:t:T:x:y:"}, tmuxMenu},
	}
}}

// tmuxGlobal are tmux's own options before the command.
var tmuxGlobal = optSpec{short: "2CDlNuvVc:f:L:S:T:"}

// tmux reads `tmux -c SHELL-COMMAND` and `tmux [options] COMMAND [options]
// [OPERAND…] [; COMMAND …]`: each command, by its name, alias or unique
// prefix, as [tmuxCommands] says.
func (r *reading) tmux(p *Part, sc scope) []*Node {
	words := p.Words
	scan := tmuxGlobal.scan(words, 1)
	if o, ok := scan.find("-c"); ok {
		return r.nestedWord(p, "tmux -c", valueWord(words, o, sc.m.whole == nil), p.Feed, sc)
	}
	if scan.status != optOK || scan.next >= len(words) {
		return nil
	}
	var out []*Node
	for _, cmd := range tmuxSplit(words[scan.next:]) {
		out = append(out, r.tmuxCommand(p, cmd, sc)...)
	}
	return out
}

// tmuxSplit splits words at tmux's command separator: a word ";" (\; to
// the shell) ends a command, and so does a word ending in ";".
func tmuxSplit(words []Word) [][]Word {
	var out [][]Word
	start := 0
	for i, w := range words {
		v, _ := w.Literal()
		switch {
		case v == ";":
			out = append(out, words[start:i])
			start = i + 1
		case strings.HasSuffix(v, ";") && !strings.HasSuffix(v, `\;`):
			out = append(out, words[start:i+1])
			start = i + 1
		}
	}
	return append(out, words[start:])
}

// tmuxCommand reads one tmux command, words[0] its name.
func (r *reading) tmuxCommand(p *Part, words []Word, sc scope) []*Node {
	if len(words) == 0 {
		return nil
	}
	v, ok := words[0].Literal()
	if !ok {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, words[0].Span, fmt.Sprintf(
			"tmux runs the command %s, which is not literal: it might run a shell command or type into a pane.",
			quoteRaw(words[0].Raw)))}
	}
	name := tmuxResolve(strings.TrimSuffix(v, ";"))
	if name == "" {
		return []*Node{tmuxUnknownCommand(r, p, words[0])} // tmux_unknown.go
	}
	verb, ok := tmuxCommands.get()[name]
	if !ok {
		return nil
	}
	sub := verb.spec.scan(words, 1)
	if sub.status != optOK {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, words[0].Span, fmt.Sprintf(
			"tmux %s is given an option not known here, so what it runs is not known.", name))}
	}
	rest := words[sub.next:]
	if len(rest) == 0 {
		return nil
	}
	label := "tmux " + name
	switch {
	case verb.runs == tmuxKeys:
		if !sub.has("-l") {
			rest = withoutKeyNames(rest)
		}
		if len(rest) == 0 {
			return nil
		}
	case verb.runs == tmuxIf:
		var out []*Node
		if !sub.has("-F") {
			out = r.nestedWord(p, label, rest[0], FeedNone, sc)
		}
		return append(out, r.tmuxStrings(p, label, rest[1:], sc)...)
	case verb.runs == tmuxCommand, verb.runs == tmuxRunShell && sub.has("-C"):
		return r.tmuxStrings(p, label, rest, sc)
	case verb.runs == tmuxMenu:
		var cmds []Word
		for i := 2; i < len(rest); i += 3 {
			cmds = append(cmds, rest[i])
		}
		return r.tmuxStrings(p, label, cmds, sc)
	}
	return r.nestedWords(p, label, rest, FeedNone, sc)
}

// tmuxStrings reads words that tmux parses as tmux commands (if-shell's
// branches, templates), each as a tmux part one level deeper: tmux's ";"
// outside quotes separates commands, as "\;" does on the command line.
func (r *reading) tmuxStrings(p *Part, label string, words []Word, sc scope) []*Node {
	var out []*Node
	for _, w := range words {
		v, ok := w.Literal()
		if !ok {
			out = append(out, r.nestedWord(p, label, w, FeedNone, sc)...)
			continue
		}
		if strings.TrimSpace(v) == "" {
			continue
		}
		out = append(out, r.nestedText(p, label, "tmux "+tmuxSeparators(v), w.Span, FeedNone, sc)...)
	}
	return out
}

// tmuxSeparators returns s with each ";" outside quotes that ends a tmux
// command written as a word of its own (" \; "), as the shell hands it on.
func tmuxSeparators(s string) string {
	var b strings.Builder
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '\\' && i+1 < len(s):
			b.WriteByte(c)
			i++
			c = s[i]
		case c == ';' || c == '\n':
			b.WriteString(` \; `)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// withoutKeyNames drops the words send-keys takes as key names (Enter,
// C-m, M-x, Escape …) rather than text.
func withoutKeyNames(words []Word) []Word {
	var out []Word
	for _, w := range words {
		if v, ok := w.Literal(); ok && isKeyName(v) {
			continue
		}
		out = append(out, w)
	}
	return out
}

// isKeyName reports whether s names a key for tmux: an optional C-, M- or
// S- and a name that starts with a capital, or a single character after a
// modifier.
func isKeyName(s string) bool {
	mod := false
	for len(s) > 2 && s[1] == '-' && strings.IndexByte("CMS", s[0]) >= 0 {
		s, mod = s[2:], true
	}
	if mod && len(s) == 1 {
		return true
	}
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return false
		}
	}
	return true
}

// screenOpts are GNU screen's options.
var screenOpts = optSpec{short: "4aAdDfFilLmOqrRUxc:e:h:p:s:S:t:T:X:"}

// screen reads `screen [options] [COMMAND…]`: COMMAND runs in a new window.
// -X sends a command to screen itself: its exec (after an fd pattern) and
// screen run their words as a command; the others run nothing.
func (r *reading) screen(p *Part, sc scope) []*Node {
	scan := screenOpts.scan(p.Words, 1)
	if o, ok := scan.find("-X"); ok && scan.status == optOK {
		return r.screenX(p, valueWord(p.Words, o, sc.m.whole == nil), p.Words[scan.next:], sc)
	}
	if scan.status != optOK || scan.has("-X", "-r", "-x") || scan.next >= len(p.Words) {
		return nil
	}
	return r.nestedArgv(p, "screen", p.Words[scan.next:], sc)
}

// screenWindowOpts are the options of screen's own screen command.
var screenWindowOpts = optSpec{short: "aAfLMOUh:t:T:"}

// screenX reads `screen -X CMD ARGS…`: exec [FDPAT] PROGRAM ARGS… and
// screen [OPTIONS] PROGRAM ARGS… run PROGRAM.
func (r *reading) screenX(p *Part, cmd Word, args []Word, sc scope) []*Node {
	v, ok := cmd.Literal()
	if f := strings.Fields(v); ok && len(f) > 1 && (f[0] == "exec" || f[0] == "screen") {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, cmd.Span, fmt.Sprintf(
			"screen -X %s is given its command and arguments in one word, which screen splits as it does.", f[0]))}
	}
	switch v {
	case "exec":
		if len(args) > 0 {
			if a, _ := args[0].Literal(); a != "" && strings.Trim(a, ".!|") == "" {
				args = args[1:]
			}
		}
	case "screen":
		s := screenWindowOpts.scan(args, 0)
		if s.status != optOK {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, cmd.Span,
				"screen -X screen is given an option not known here, so what it runs is not known.")}
		}
		args = args[s.next:]
	default:
		return nil
	}
	if len(args) == 0 {
		return nil
	}
	return r.nestedArgv(p, "screen -X "+v, args, sc)
}
