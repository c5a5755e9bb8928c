package patterns

import "strings"

// tmux's commands that put other content in front of a pane, or take the
// keys its client sends, without resizing, typing into or ending it
// (rt53 N8, N11): `new-window -t desk 'sh fake.sh'` makes a new window
// the current one of the desk's session, so the operator's client shows
// a fake desk where the desk was (the operator approved `rm -rf ~/`
// drawn as `ls -la`); `run-shell -t desk 'cat fake'` shows its output in
// the desk's pane in view-mode, which draws over the desk and eats the
// keys typed there until it is closed (run without -t, and with -b,
// shows it in the pane of the best session found, from outside tmux the
// desk's: checked with tmux 3.3a); select-window, next-window,
// previous-window and last-window make another window of the session
// current; command-prompt and confirm-before take the client's next keys
// for a prompt; attach-session -d (and -x) detaches every other client
// of the session, the operator's among them (`script -qc 'tmux attach
// -d -t desk' /dev/null`: checked with tmux 3.3a; without a terminal
// tmux fails before it detaches anyone). As for the commands that put a pane in a mode
// ([tmuxModeCommands]), whether the pane or session is a desk's is not
// known from the line, so each is only ever a might, for every target,
// but one: a session the line made itself just before, whose name then
// names no other ([tmuxMadeSession]: `tmux new -d -s dev && tmux
// new-window -t dev`). Left alone: a new window made in the background
// (`new-window -d`, which keeps the current one; not with -k, which ends
// the window it replaces), `run-shell -C` (its tmux commands are read as
// such), and display-message, whose text goes on the status line and
// whose -I writes only into an empty pane (one its maker made: tmux 3.3a
// says "pane is not empty" of any other). A target the desks' own tmux
// servers show is none of theirs is left alone too (tmuxTargetSafe,
// tmux_desk_known.go).

// tmuxCoverSpec returns the options of tmux command name (tmux 3.3 and
// 3.4) when it is one that covers a pane or takes its client's keys.
func tmuxCoverSpec(name string) (optSpec, bool) {
	switch name {
	case "new-window", "run-shell", "command-prompt", "confirm-before":
		return tmuxCommands.get()[name].spec, true
	case "select-window":
		return optSpec{short: "lnpTt:"}, true
	case "next-window", "previous-window":
		return optSpec{short: "at:"}, true
	case "last-window":
		return optSpec{short: "t:"}, true
	case "attach-session":
		return optSpec{short: "c:dEf:rt:x"}, true
	}
	return optSpec{}, false
}

// judgeTmuxCovers is [tmux-covers]: a word tmux reads as one of its
// commands that covers a pane or takes its client's keys (see above), in
// a command's place (`tmux bind c new-window` binds a key and runs
// nothing); only ever a might. Its options are read as tmux's getopt
// reads them (-tdesk, -dt desk); one not literal might be any. None for
// `new-window -d` without -k, `run-shell -C`, and a target session the
// line made just before (tmuxMadeSession).
func judgeTmuxCovers(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	name := tmuxResolve(strings.TrimSuffix(v, ";"))
	spec, ok := tmuxCoverSpec(name)
	if !ok {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return Judgement{}
	}
	if key, ok := programWordKey(p.Words[0]); !ok || key != "tmux" {
		return Judgement{}
	}
	at, end := tmuxCommandSpan(p, w)
	if at < 0 {
		return Judgement{}
	}
	s := spec.scan(p.Words[:end], at+1)
	if s.status == optDynamic || s.status == optUnknown {
		return Judgement{Might: true}
	}
	switch {
	case name == "new-window" && s.has("-d") && !s.has("-k"):
		return Judgement{}
	case name == "run-shell" && s.has("-C"):
		return Judgement{}
	case name == "attach-session" && !s.has("-d", "-x"):
		return Judgement{} // the line's own client, beside the others
	case name == "command-prompt", name == "confirm-before":
		return Judgement{Might: true} // a client's keys: no session of the line's
	}
	if o, ok := s.find("-t"); ok && !o.dynamic && tmuxTargetSafe(ctx, p, at, o.value) {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// tmuxCommandStarts returns the indices of the words of tmux part p that
// name a command: the first word after tmux's own options, and each
// first word after a ";" (`\;` to the shell) or a word ending in one.
// None for `tmux -c STRING` or options tmux's getopt cannot read.
func tmuxCommandStarts(p *Part) []int {
	scan := tmuxGlobal.scan(p.Words, 1)
	if scan.status != optOK || scan.has("-c") {
		return nil
	}
	var out []int
	start := true
	for i := scan.next; i < len(p.Words); i++ {
		if start {
			out = append(out, i)
			start = false
		}
		v, _ := p.Words[i].Literal()
		if v == ";" || strings.HasSuffix(v, ";") && !strings.HasSuffix(v, `\;`) {
			start = true
		}
	}
	return out
}

// tmuxCommandSpan returns where the tmux command named by word w of part
// p starts and ends (the index of its name, and of the word after its
// last: the next command's separator or the end), or -1 when w names no
// command there.
func tmuxCommandSpan(p *Part, w Word) (int, int) {
	starts := tmuxCommandStarts(p)
	for n, i := range starts {
		if p.Words[i].Span != w.Span {
			continue
		}
		end := len(p.Words)
		if n+1 < len(starts) {
			end = starts[n+1]
			if v, _ := p.Words[end-1].Literal(); v == ";" {
				end--
			}
		}
		return i, end
	}
	return -1, 0
}

// tmuxTargetSession returns the session a tmux target names by its name
// (dev, =dev, dev:web, dev:0.1, dev.1, =dev:), or "" for one named by an
// id (%3, @1, $0), the current one (:1, an empty name) or a word that is
// not a plain name.
func tmuxTargetSession(target string) string {
	name := strings.TrimPrefix(target, "=")
	if i := strings.IndexAny(name, ":."); i >= 0 {
		name = name[:i]
	}
	if name == "" || strings.ContainsAny(name, "%@$*?[{ \t") {
		return ""
	}
	return name
}

// tmuxNewSessionName returns the name `new-session -s NAME` gives the
// session made by the tmux command at words[at], or "" when the command
// is not new-session, names none literally, joins the group of another
// session (`new-session -s x -t desk`: x's windows and panes are desk's,
// so typing into x types into the desk: rt54b B6), or attaches to a
// session of that name already there (-A: `new -A -s desk \; send-keys
// -t desk a`, rt54b B19).
func tmuxNewSessionName(words []Word, at int) string {
	if v, ok := words[at].Literal(); !ok || tmuxResolve(strings.TrimSuffix(v, ";")) != "new-session" {
		return ""
	}
	s := tmuxCommands.get()["new-session"].spec.scan(words, at+1)
	if s.has("-t", "-A") {
		return "" // grouped: its windows and panes are the other session's (rt54b B6); -A attaches to one there (B19)
	}
	if o, ok := s.find("-s"); ok && !o.dynamic {
		return o.value
	}
	return ""
}

// tmuxMadeSession reports whether target, given to the tmux command at
// word at of part p of cmd, names a session made just before on the same
// tmux server, so that the command runs only in it and never in a desk's
// of the same name: made by an earlier command of p itself (tmux drops
// the rest of its command list when one fails, as `new-session` does for
// a name taken), or by an earlier tmux part with the same options before
// its command, joined to p by && alone (through any parts joined so), or
// followed, at p's depth, by nothing that runs p should it fail once set
// -e is on. A session the line did not make may be the desk's, whatever
// its name.
func tmuxMadeSession(cmd *Command, p *Part, at int, target string) bool {
	name := tmuxTargetSession(target)
	if name == "" {
		return false
	}
	if tmuxRenamesBefore(cmd, p, at) { // tmux_made.go
		return false
	}
	for _, i := range tmuxCommandStarts(p) {
		if i >= at {
			break
		}
		if tmuxNewSessionName(p.Words, i) == name {
			return true
		}
	}
	if cmd == nil || p.Index < 0 || p.Index >= len(cmd.Parts) || cmd.Parts[p.Index] != p {
		return false
	}
	_, globals := tmuxCommandAt(p) // body_guard.go
	errexit, made := false, false
	for j := 0; j < p.Index; j++ {
		q := cmd.Parts[j]
		if q == nil || q.Depth != p.Depth {
			continue
		}
		if q.Program == "set" {
			errexit = setErrexit(q, errexit)
			made = made && errexit
			continue
		}
		c, g := tmuxCommandAt(q)
		if c < 0 || g != globals {
			continue
		}
		for _, i := range tmuxCommandStarts(q) {
			if tmuxNewSessionName(q.Words, i) != name {
				continue
			}
			if andChained(cmd, j, p.Index) {
				return true
			}
			made = made || errexit
		}
	}
	return made
}

// setErrexit returns whether errexit is on after set part q, on before
// where was: set -e, set -eu and set -o errexit turn it on, set +e and
// set +o errexit off.
func setErrexit(q *Part, was bool) bool {
	on := was
	for i, w := range q.Words[1:] {
		s := litText(w)
		switch {
		case s == "errexit" && i > 0:
			on = litText(q.Words[i]) == "-o"
		case strings.HasPrefix(s, "--"):
		case strings.HasPrefix(s, "-") && strings.Contains(s, "e"):
			on = true
		case strings.HasPrefix(s, "+") && strings.Contains(s, "e"):
			on = false
		}
	}
	return on
}

// andChained reports whether parts j and k of cmd, at the same depth, are
// joined by && alone: every stretch of the source between j and k that no
// part at that depth covers is "&&", so k runs only where j succeeded.
func andChained(cmd *Command, j, k int) bool {
	end := cmd.Parts[j].Span.End
	depth := cmd.Parts[k].Depth
	for m := j + 1; m <= k; m++ {
		r := cmd.Parts[m]
		if r == nil || r.Depth != depth || r.Span.Start < end {
			continue // a part inside another's words, or nested deeper
		}
		if r.Span.Start > len(cmd.Source) || strings.TrimSpace(cmd.Source[end:r.Span.Start]) != "&&" {
			return false
		}
		end = r.Span.End
	}
	return end == cmd.Parts[k].Span.End
}
