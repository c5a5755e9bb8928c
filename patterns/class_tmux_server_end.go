package patterns

import "strings"

// A tmux server is the desk's host: its socket (below /tmp/tmux-UID/, or
// $TMUX_TMPDIR/tmux-UID/) is the only way the operator reaches a desk
// that runs detached, and some of its options end a session or the whole
// server on a later event (rt54b B9, B11, B12). Whether a server or a
// session holds a desk is not known from the line, so each of these is
// only ever a might:
//
//   - the socket removed, moved, replaced, linked over or given a mode or
//     owner ([tmux-socket]: `rm /tmp/tmux-0/default`, `mv /tmp/tmux-0/x
//     /tmp/y` and a fake server started under its name, `ln -sf`, `chmod
//     000`), and the processes holding it open killed (`fuser -k SOCKET`;
//     `lsof -t SOCKET | xargs kill -9` through stagesOpenProtected);
//   - set-option of an option that ends a session or the server later
//     ([tmux-end-option]: destroy-unattached, exit-unattached, exit-empty),
//     to any value but off, unless it is aimed (-t) at a session the line
//     made just before (tmuxMadeSession).

// tmuxSocketPrefix is the directory prefix tmux keeps its sockets under
// by default (tmux-UID below it).
const tmuxSocketPrefix = "/tmp/tmux"

// tmuxSocketWord reports whether word w may name a tmux server's socket
// or the directory holding it: a path whose known text starts with
// /tmp/tmux- (or /tmp/tmux followed by a glob or nothing), or one that
// starts with $TMUX_TMPDIR.
func tmuxSocketWord(w Word) bool {
	if len(w.Segs) > 0 && w.Segs[0].Kind == SegParam && w.Segs[0].Text == "TMUX_TMPDIR" {
		return true
	}
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind != SegLit && s.Kind != SegGlob {
			b.WriteString("\x00") // a value the line does not show
			continue
		}
		b.WriteString(s.Text)
	}
	v := b.String()
	for strings.HasPrefix(v, "//") {
		v = v[1:]
	}
	if !strings.HasPrefix(v, tmuxSocketPrefix) {
		return false
	}
	rest := v[len(tmuxSocketPrefix):]
	if rest == "" {
		return true
	}
	switch rest[0] {
	case '-', '*', '?', '[', '\x00', '/':
		return true
	}
	return false
}

// fuserKills reports whether fuser part p kills what it finds (-k, in a
// cluster of short options too, or --kill).
func fuserKills(p *Part) bool {
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok {
			return true // an option the line does not show might be -k
		}
		if v == "--" {
			return false
		}
		if v == "--kill" || strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.ContainsRune(v, 'k') {
			return true
		}
	}
	return false
}

// judgeTmuxSocket is [tmux-socket]: a word that may name a tmux server's
// socket (tmuxSocketWord), given to a program that removes, moves,
// replaces (ln's last operand), or changes it, or to fuser with -k; only
// ever a might.
func judgeTmuxSocket(_ string, w Word, ctx *Context) Judgement {
	if !tmuxSocketWord(w) {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil {
		return Judgement{}
	}
	if p.Program == "fuser" && !fuserKills(p) {
		return Judgement{}
	}
	if args := p.Args(); p.Program == "ln" && len(args) > 0 && args[len(args)-1].Span != w.Span {
		return Judgement{} // a link made to the socket elsewhere; the last operand is the one made
	}
	return Judgement{Might: true}
}

// tmuxEndOption reports whether option name (a unique prefix too, as
// tmux takes one) ends a session or the server on a later event.
func tmuxEndOption(v string) bool {
	if len(v) < len("exit-e") {
		return false
	}
	for _, o := range [...]string{"destroy-unattached", "exit-unattached", "exit-empty"} {
		if strings.HasPrefix(o, v) {
			return true
		}
	}
	return false
}

// judgeTmuxEndOption is [tmux-end-option]: a word tmux's set-option reads
// as its option, one that ends a session or the server on a later event
// (tmuxEndOption), set to any value but off; only ever a might. None when
// the option is aimed (-t, without -g or -s) at a session the line made
// just before.
func judgeTmuxEndOption(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || !tmuxEndOption(v) {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil {
		return Judgement{}
	}
	idx := wordIndex(p, w)
	at := -1
	for _, i := range tmuxCommandStarts(p) { // class_tmux_covers.go
		if i < idx {
			at = i
		}
	}
	if at < 0 {
		return Judgement{}
	}
	_, end := tmuxCommandSpan(p, p.Words[at])
	spec := optSpec{short: "aFgopqst:uUw"} // tmux 3.3, 3.4
	s := spec.scan(p.Words[:end], at+1)
	if s.status == optDynamic || s.status == optUnknown {
		return Judgement{Might: true}
	}
	if s.next != idx {
		return Judgement{} // a value, not the option
	}
	if idx+1 < end {
		if val, ok := p.Words[idx+1].Literal(); ok && strings.TrimSuffix(val, ";") == "off" {
			return Judgement{}
		}
	}
	if s.has("-u") {
		return Judgement{} // unset: back to the default
	}
	if !s.has("-g", "-s") {
		if o, ok := s.find("-t"); ok && !o.dynamic && tmuxTargetSafe(ctx, p, at, o.value) {
			return Judgement{}
		}
	}
	return Judgement{Might: true}
}
