package patterns

import (
	"regexp"
	"strings"
)

// Whether a search names ozdesk: a process search by its words, a file
// search by the protected paths it opens.

// processSearchers are the programs whose words pick processes or lines
// of a process listing.
var processSearchers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"pgrep": true, "pkill": true, "pidof": true, "ps": true, "killall": true,
		"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true,
		"awk": true, "gawk": true, "mawk": true, "nawk": true, "sed": true, "perl": true,
	}
}}

// programTexts are the searchers whose pattern is a program holding
// expressions between slashes.
var programTexts = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"awk": true, "gawk": true, "mawk": true, "nawk": true, "sed": true, "perl": true}
}}

// stagesNameOzdesk reports whether a search's stages name ozdesk.
func stagesNameOzdesk(stages []*Part) bool {
	for _, p := range stages {
		if !processSearchers.get()[p.Program] {
			continue
		}
		dashes := false
		valued, _ := searchValued(p.Program)
		args := p.Args()
		for i := 0; i < len(args); i++ {
			a := args[i]
			v, ok := a.Literal()
			if ok && v == "--" && !dashes {
				dashes = true // what follows is a pattern, even -x
				continue
			}
			if ok && !dashes && valued != nil && valued(v) {
				i++ // an option's value (pgrep -P $$, -u USER) is no pattern
				continue
			}
			if wordNamesOzdesk(p.Program, a, dashes) {
				return true
			}
		}
	}
	return false
}

// fileSearchers are the programs that list the processes holding a file
// open: a kill of the pids they find on ozdesk's store or executable
// stops ozdesk.
var fileSearchers = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"lsof": true, "fuser": true} }}

// stagesOpenProtected reports whether a search's stages list the
// processes that hold open a path ozdesk protects (lsof -t STORE), or a
// file whose name holds ozdesk.
func stagesOpenProtected(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		if !fileSearchers.get()[p.Program] {
			continue
		}
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if ok && strings.HasPrefix(v, "-") {
				continue
			}
			if strings.Contains(strings.ToLower(a.Raw), guardName) || judgeProtected("", a, ctx).Might ||
				tmuxSocketWord(a) { // the desk's tmux server (class_tmux_server_end.go)
				return true
			}
		}
	}
	return false
}

// wordNamesOzdesk reports whether a word of a search by prog, its quotes
// taken off, names ozdesk or matches one of its command lines in any
// case. An option is none, unless it stands after "--" (operand).
func wordNamesOzdesk(prog string, a Word, operand bool) bool {
	v, ok := a.Literal()
	if !ok {
		// Only the text the line writes searches: a variable's or a
		// substitution's source is no pattern (`$$` read as one matched
		// every line; [ozdesk-kill]'s unknown operands are
		// stagesSearchUnknown's).
		v = knownText(a)
		if v == "" {
			return false
		}
	}
	if strings.HasPrefix(v, "-") && !operand {
		return false
	}
	if strings.Contains(strings.ToLower(v), guardName) {
		return true
	}
	if len(v) > 256 {
		return false
	}
	if regexMatchesOzdesk(v) {
		return true
	}
	// An awk or sed program searches with the expressions between its
	// slashes (`/hook gemini/ {print $1}`).
	if pieces := strings.Split(v, "/"); len(pieces) > 2 && programTexts.get()[prog] {
		for _, piece := range pieces[1 : len(pieces)-1] {
			if piece != "" && regexMatchesOzdesk(piece) {
				return true
			}
		}
	}
	return false
}

// knownText returns a word's literal text and globs, in order, without
// what it expands.
func knownText(w Word) string {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind == SegLit || s.Kind == SegGlob {
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

// regexMatchesOzdesk reports whether v, read as an extended regular
// expression in any case, matches one of ozdesk's command lines.
func regexMatchesOzdesk(v string) bool {
	re, err := regexp.Compile("(?i)" + v)
	if err != nil {
		return false
	}
	for _, line := range ozdeskCommandLines {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}
