package patterns

import "strings"

// tmuxDirValued are the letters of tmux's session, window and pane
// commands' short options that take a value (new-session -c DIR -s NAME
// …), read to find -c's value in a bundle (-dc DIR).
const tmuxDirValued = "cefFlnstxy"

// handOverDir returns the directory what parent hands over starts in,
// when parent runs in cur (rt31 #2): tmux's (and byobu's, tmate's)
// new-session, new-window, split-window and respawn commands run it in
// -c's directory; GNU parallel in --wd's (--wd ... is a new temporary
// directory: not known). A value the reader cannot place leaves it
// unknown.
func (d *dirWalk) handOverDir(parent *Part, cur string) string {
	switch parent.Program {
	case "tmux", "tmate": // byobu and byobu-tmux are tmux (program_key.go)
		if w, ok := tmuxStartDir(parent.Words); ok {
			return d.dirOf(w, cur)
		}
	case "parallel":
		if w, ok := parallelWorkDir(parent.Words); ok {
			if isLit(w, "...") {
				return unknownDir
			}
			return d.dirOf(w, cur)
		}
	}
	return cur
}

// tmuxStartDir finds the last -c value after tmux's first command word
// (before it, -c is tmux's own shell command). A word that is not
// literal among the options might be -c: its value is then unknown.
func tmuxStartDir(words []Word) (Word, bool) {
	var found Word
	ok := false
	sub := false
	for i := 1; i < len(words); i++ {
		v, lit := words[i].Literal()
		if !sub {
			switch {
			case lit && (v == "-c" || v == "-f" || v == "-L" || v == "-S" || v == "-T"):
				i++
			case lit && strings.HasPrefix(v, "-"):
			default:
				sub = true
			}
			continue
		}
		if !lit {
			if strings.HasPrefix(words[i].Raw, "-") {
				found, ok = Word{Raw: words[i].Raw, Span: words[i].Span, Segs: []Seg{{Kind: SegGlob, Text: "*"}}}, true
			}
			continue
		}
		if !strings.HasPrefix(v, "-") || strings.HasPrefix(v, "--") || len(v) < 2 {
			continue
		}
		for k := 1; k < len(v); k++ {
			if !strings.ContainsRune(tmuxDirValued, rune(v[k])) {
				continue
			}
			var val Word
			switch {
			case k+1 < len(v):
				val = subWord(words[i], k+1)
			case i+1 < len(words):
				val = words[i+1]
				i++
			default:
				return found, ok
			}
			if v[k] == 'c' {
				found, ok = val, true
			}
			break
		}
	}
	return found, ok
}

// parallelWorkDir finds parallel's last --wd/--workdir value.
func parallelWorkDir(words []Word) (Word, bool) {
	var found Word
	ok := false
	for i := 1; i < len(words); i++ {
		v, lit := words[i].Literal()
		if !lit {
			continue
		}
		switch {
		case v == ":::" || v == "::::" || v == ":::+" || v == "::::+":
			return found, ok
		case (v == "--wd" || v == "--workdir") && i+1 < len(words):
			found, ok = words[i+1], true
			i++
		case strings.HasPrefix(v, "--wd=") || strings.HasPrefix(v, "--workdir="):
			_, rest, _ := strings.Cut(v, "=")
			found, ok = LitWord(rest), true
		}
	}
	return found, ok
}
