package patterns

import (
	"strconv"
	"strings"
)

// The desk's keys changed around it (rt56b B17, D13), and its tmux server
// held (rt56b D20). tmux reads a key before the program in the pane does:
// `tmux set -g key-table x` (with `bind -T x d send-keys a`) sends every
// key of the operator's client through table x, and `set -g prefix d`
// takes the operator's d for tmux; either makes the key the operator
// presses reach the desk as another (d as a: an approval). A format
// padded a hundred million times (`tmux display -p '#{p400000000:}'`, in
// any command or option: a status line redraws it) holds the tmux server,
// and the desk's pane with it, for seconds. Each asks cmd.guard-tamper as
// a might, as `switch-client` (-T x, one key through table x) does, where
// a desk may run in tmux: none where the running desks are known and
// none runs in tmux, or where the option is set for a session the line
// made just before.

// tmuxKeyOptions are tmux's options that choose the table the operator's
// keys go through, or the keys tmux takes for itself.
var tmuxKeyOptions = []string{"key-table", "prefix", "prefix2"}

// judgeTmuxDeskKeys is [tmux-desk-keys]: a word tmux's set-option reads as
// one of [tmuxKeyOptions], by its name or a prefix of it of four letters
// or more; only ever a might. A word not literal is none: it is as likely
// the value.
func judgeTmuxDeskKeys(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || len(v) < len("pref") {
		return Judgement{}
	}
	for _, o := range tmuxKeyOptions {
		if strings.HasPrefix(o, v) {
			if tmuxSetsOwn(w, ctx) || tmuxNoDesk(w, ctx) {
				return Judgement{}
			}
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// tmuxNoDesk reports whether the running desks are known and none runs
// in tmux, for the tmux part word w is in, which runs now (not later:
// a desk may have started in tmux by then).
func tmuxNoDesk(w Word, ctx *Context) bool {
	if ctx == nil || ctx.DeskTmux == nil {
		return false
	}
	if p := ctx.partOfWord(w); p == nil || tmuxRunsLater(p, ctx) {
		return false
	}
	names, ok := ctx.DeskTmux()
	return ok && len(names) == 0
}

// tmuxFormatMost is the largest width a format may pad or cut to, or
// count in any of its modifiers, before [tmux-heavy-format] asks: wider
// than any terminal.
const tmuxFormatMost = 1000

// judgeTmuxHeavyFormat is [tmux-heavy-format]: a word given to tmux that
// holds a format (#{…}) one of whose modifiers (before its first ':')
// holds a number past tmuxFormatMost (`#{p400000000:}`, `#{=-5000000:x}`);
// only ever a might. `#{p10:pane_title}` and `#{=/5/...:pane_title}` are
// none.
func judgeTmuxHeavyFormat(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || !tmuxHeavyFormat(v) || tmuxNoDesk(w, ctx) {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// tmuxHeavyFormat reports whether text v holds a #{ whose modifiers
// (the text before the first ':' or '}') hold a number past
// tmuxFormatMost.
func tmuxHeavyFormat(v string) bool {
	for {
		i := strings.Index(v, "#{")
		if i < 0 {
			return false
		}
		v = v[i+2:]
		end := strings.IndexAny(v, ":}")
		if end < 0 {
			end = len(v)
		}
		if tmuxBigNumber(v[:end]) {
			return true
		}
	}
}

// tmuxBigNumber reports whether s holds a run of digits whose value is
// past tmuxFormatMost (a run too long to read is).
func tmuxBigNumber(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(strings.TrimLeft(s[i:j], "0") + "0")
		if err != nil || n/10 > tmuxFormatMost {
			return true
		}
		i = j
	}
	return false
}

// tmuxDeskKeyPatterns are cmd.guard-tamper's patterns for the desk's keys
// changed and its server held (class_tmux_desk_keys.go).
func tmuxDeskKeyPatterns() []string {
	return []string{
		"tmux ** [tmux:set-option] ** [tmux-desk-keys] **", "tmux ** [tmux:set-window-option] ** [tmux-desk-keys] **",
		"tmux ** [tmux-heavy-format] **",
	}
}
