package patterns

import "strings"

// tmuxShowingCommands are tmux's commands that change what a pane shows
// the one who watches it, or the size its program lays its screen out
// for (rt49k, issue 9): a window or pane resized (`resize-window -y
// 1500`: the desk lays its pages out for rows nobody sees, so one page
// "reads" a command whose end is off the screen), a popup or a menu drawn
// over it, a pane or window swapped, broken out, joined or moved in its
// place, or a window linked into another session, unlinked (-k ends it)
// or moved there (rt50 A3: `link-window -s desk:0` was allowed where
// join-pane asked). As for typing into a pane ([tmux-types]) and ending one
// ([tmuxEndingCommands]), whether the pane is a desk's is not known from
// the line, so [tmux:NAME] of one of them is only ever a might, and asks
// for every target, an agent's own test session's too; what only reads a
// pane (capture-pane, pipe-pane without -I) takes nothing from the desk's
// input and shows nothing on it, and is left alone.
var tmuxShowingCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"resize-window": true, "resize-pane": true, "display-popup": true,
		"display-menu": true, "swap-pane": true, "swap-window": true, "break-pane": true,
		"join-pane": true, "move-pane": true, "link-window": true, "unlink-window": true, "move-window": true}
}}

// tmuxLookOptions are tmux's options that set the size a window is laid
// out at or the colours a pane's text is drawn in: `set -g default-size
// 80x1500`, `set -w window-size manual`, `setw window-style
// fg=black,bg=black` (the desk's text hidden), as `select-pane -P` does.
var tmuxLookOptions = []string{"default-size", "window-size", "window-style", "window-active-style",
	"pane-colours", "pane-colors", "synchronize-panes"}

// judgeTmuxLook is [tmux-look]: a word tmux's set-option reads as one of
// [tmuxLookOptions], by its name or a prefix of it (tmux takes a unique
// prefix; one that is not unique fails, and is taken here too), with an
// array index or not (`pane-colours[0]`); only ever a might, as the
// commands that resize a pane are. A word not literal is none: it is as
// likely the value.
func judgeTmuxLook(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	if i := strings.IndexByte(v, '['); i > 0 {
		v = v[:i]
	}
	if len(v) < len("pane-c") {
		return Judgement{}
	}
	for _, o := range tmuxLookOptions {
		if strings.HasPrefix(o, v) {
			if tmuxSetsOwn(w, ctx) { // tmux_sync.go
				return Judgement{}
			}
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// screenSizeCommands are GNU screen's commands that set the size a
// window's program lays its screen out for (`screen -X height 1500`).
var screenSizeCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"height": true, "width": true}
}}

// judgeScreenSize is [screen-size]: a word that, given to screen -X, sets
// a window's size: height or width as a command, alone or in eval's
// strings; a word not literal might.
func judgeScreenSize(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '\t' || r == ';' || r == '\n' }) {
		if screenSizeCommands.get()[f] {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// tmuxShowPatterns are cmd.guard-tamper's patterns for what a desk's pane
// shows or is sized to (class_tmux_shows.go).
func tmuxShowPatterns() []string {
	out := []string{
		"tmux ** [tmux:select-pane] -P **",
		"tmux ** [tmux:set-option] ** [tmux-look] **", "tmux ** [tmux:set-window-option] ** [tmux-look] **",
		"screen -X ** [screen-size] **",
	}
	for _, c := range []string{"resize-window", "resize-pane", "display-popup", "display-menu",
		"swap-pane", "swap-window", "break-pane", "join-pane", "move-pane", "link-window", "unlink-window", "move-window"} {
		out = append(out, "tmux ** [tmux:"+c+"] **")
	}
	return out
}
