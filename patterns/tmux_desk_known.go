package patterns

import "strings"

// A tmux target known not to be a desk's (fx56h, rt53 N17, rt54's
// needless asks): `tmux new-window -t dev`, `tmux send-keys -t dev:0
// 'npm run dev' Enter`, `tmux kill-session -t dev` asked cmd.guard-tamper
// because a session the line did not make might be the desk's. Where the
// caller knows the running desks ([Context.DeskTmux]: each desk's
// $TMUX and $TMUX_PANE, read from its /proc environ, and the sessions and
// windows its tmux server shows holding that pane), a target is everyday
// when it names, by a plain name, no session holding a desk's pane and no
// window of such a session: tmux finds a target's session by its exact
// name, then by a name it starts (`-t d` is desk where no session is
// named d), then as a pattern (not taken here: a target with a glob is
// never known), and a bare target of a window or pane command is first a
// window of the current session, which may be the desk's (so no window
// name of a desk's session may start with it either, and a number, an
// index, is never known). With desks running but none in tmux, every
// target is everyday: no tmux command reaches a desk that runs elsewhere.
// Where nothing is known (no desk running, which may start later in any
// session; no /proc; a desk whose pane or server cannot be read), every
// target asks as before, and so does a tmux command that runs later
// (rt50's rows after fx56h: `tmux send-keys -t desk y Enter` was allowed
// with no desk running, so a loop planted before the desk started would
// type into it). Which server the part reaches is
// not weighed (its $TMUX is the agent's, not known here): a desk's names
// on any server count.

// tmuxTargetSafe reports whether the tmux command at word at of part p
// runs only in target's session and that session is no desk's: one the
// line made just before (tmuxMadeSession), or one the desks' servers show
// is none of theirs (tmuxNotDesk).
func tmuxTargetSafe(ctx *Context, p *Part, at int, target string) bool {
	cmd := ctx.evalCommand()
	return tmuxMadeSession(cmd, p, at, target) ||
		!tmuxRenamesBefore(cmd, p, at) && !tmuxRegroupsBefore(cmd, p, at) && !tmuxRunsLater(p, ctx) && tmuxNotDesk(ctx, target)
}

// tmuxRunsLater reports whether the tmux command of part p may run after
// a desk has started or moved (a loop, a sleep, a background `&`, nohup
// or watch: scriptRunsLater's reading): the desks' names were read when
// the line was judged, so they say nothing of a later session.
func tmuxRunsLater(p *Part, ctx *Context) bool {
	return scriptRunsLater(p, ctx, false)
}

// tmuxRegroupsBefore reports whether a tmux command before word at of
// part p, in p itself or in an earlier part of cmd, may give a name the
// desks' servers showed as no desk's to a desk's session, window or pane
// before p runs (the names were read before the line ran): a window
// renamed, a session made in the group of another (`new -d -s x -t desk
// && send-keys -t x`), a window linked, moved or swapped, a pane joined,
// moved, swapped or broken out. rename-session is tmuxRenamesBefore's.
func tmuxRegroupsBefore(cmd *Command, p *Part, at int) bool {
	regroups := func(q *Part, i int) bool {
		v, ok := q.Words[i].Literal()
		if !ok {
			return true
		}
		switch tmuxResolve(strings.TrimSuffix(v, ";")) {
		case "rename-window", "link-window", "move-window", "swap-window", "join-pane", "move-pane",
			"swap-pane", "break-pane", "source-file", "if-shell", "run-shell", "command-prompt", "confirm-before":
			return true
		case "new-session":
			s := tmuxCommands.get()["new-session"].spec.scan(q.Words, i+1)
			return s.status != optOK || s.has("-t")
		}
		return false
	}
	for _, i := range tmuxCommandStarts(p) {
		if i < at && regroups(p, i) {
			return true
		}
	}
	if cmd == nil {
		return false
	}
	for _, q := range cmd.Parts {
		if q == nil || q == p || q.Index >= p.Index || len(q.Words) == 0 {
			continue
		}
		if key, ok := programWordKey(q.Words[0]); !ok || key != "tmux" {
			continue
		}
		for _, i := range tmuxCommandStarts(q) {
			if regroups(q, i) {
				return true
			}
		}
	}
	return false
}

// tmuxNotDesk reports whether a tmux target is known to name no session
// or window of a running desk (see above); false where the caller cannot
// tell.
func tmuxNotDesk(ctx *Context, target string) bool {
	if ctx == nil || ctx.DeskTmux == nil {
		return false
	}
	names, ok := ctx.DeskTmux()
	if !ok {
		return false
	}
	if len(names) == 0 {
		return true // no desk runs in tmux
	}
	name := tmuxTargetSession(target)
	if name == "" || strings.Trim(name, "0123456789") == "" || !tmuxPlainName(name) {
		return false // an id, the current one, an index, a token (!, +1, -, ^), or a word with a glob
	}
	for _, n := range names {
		if strings.HasPrefix(n, name) {
			return false
		}
	}
	return true
}

// tmuxTargetOnly returns the options of tmux command name when it acts
// only on its -t target (a session, window or pane it ends, restarts or
// resizes): `kill-session -a` (every other session) is not, and neither
// is kill-server, nor a command with a second target (-s).
func tmuxTargetOnly(name string) (optSpec, string, bool) {
	switch name {
	case "kill-session":
		return optSpec{short: "aCt:"}, "-a", true
	case "kill-window", "kill-pane":
		return optSpec{short: "at:"}, "-a", true
	case "respawn-pane", "respawn-window":
		return optSpec{short: "c:e:kt:"}, "", true
	case "resize-pane":
		return optSpec{short: "DLMRt:Ux:y:Z"}, "-M", true
	case "resize-window":
		return optSpec{short: "aADLRt:Ux:y:"}, "", true
	}
	return optSpec{}, "", false
}

// tmuxOwnTarget reports whether word w, tmux command name in its part,
// acts only on a -t target tmuxTargetSafe knows is no desk's.
func tmuxOwnTarget(name string, w Word, ctx *Context) bool {
	spec, wide, ok := tmuxTargetOnly(name)
	if !ok || ctx == nil {
		return false
	}
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return false
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" {
		return false
	}
	at, end := tmuxCommandSpan(p, w) // class_tmux_covers.go
	if at < 0 {
		return false
	}
	s := spec.scan(p.Words[:end], at+1)
	if s.status != optOK || wide != "" && s.has(wide) {
		return false
	}
	o, ok := s.find("-t")
	return ok && !o.dynamic && tmuxTargetSafe(ctx, p, at, o.value)
}

// tmuxPlainName reports whether a target's session part is a plain name:
// a letter, digit or _ first (not one of tmux's tokens, `!` the last
// window, `+1`/`-` the next or previous, `^` the first, `~`), then
// letters, digits, _, - and @-free punctuation tmux takes no meaning from.
func tmuxPlainName(name string) bool {
	for i, r := range name {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_':
		case i > 0 && (r == '-' || r == '+'):
		default:
			return false
		}
	}
	return true
}
