package patterns

import (
	"path"
	"slices"
	"strings"
)

// The programs that reach the desk, under another name (fx56f, rt54b
// B15): the defaults judge a program by the name it runs as, so `ln -s
// /usr/bin/tmux /tmp/txl` then `/tmp/txl -L S send-keys -t desk a` typed
// the desk's approval (shown for real), and `cp /bin/kill /tmp/k` then
// `/tmp/k -9 PID` killed it. As for ozdesk's own executable ("copying or
// linking ozdesk to run it under another name", [ozdesk-tree]), a copy or
// link of one of these tools made under a name that is not its own asks
// at its making ([desk-tool-copy]); and a program run by a path whose
// symbolic links lead to one of them, under a name that is not its own,
// asks as a might ([desk-tool-link]): it is the tool, judged by no rule
// of the tool's name.

// deskToolName reports whether a program of that base name reaches the
// desk: types into it or its terminal (tmux, screen, xdotool …, stty),
// kills it (kill, pkill, killall …), or runs it (ozdesk is guarded on its
// own: [ozdesk-tree]).
func deskToolName(name string) bool {
	return slices.Contains(deskToolNames[:], name)
}

// deskToolNames are the desk tools' base names (deskToolName), also
// matched against a copy's glob source (deskToolGlob).
var deskToolNames = [...]string{"tmux", "wemux", "screen", "zellij", "dtach", "abduco", "kitten", "kitty", "wezterm",
	"xdotool", "ydotool", "wtype", "dotool", "kdotool", "xte", "xvkbd", "wlrctl",
	"stty", "setterm", "script", "unbuffer", "expect",
	"kill", "pkill", "killall", "killall5", "skill", "snice", "fuser", "gdb", "strace"}

// deskToolOf returns the desk tool a copy's source word names, by a
// literal path's last name (`/usr/bin/tmux`, `$(which tmux)`,
// `$(command -v kill)`), or "".
func deskToolOf(w Word) string {
	if v, ok := w.Literal(); ok {
		if b := path.Base(v); deskToolName(b) && b != v {
			return b
		}
		return ""
	}
	if tool := deskToolGlob(w); tool != "" { // class_desk_tool_glob.go
		return tool
	}
	raw := strings.Trim(w.Raw, `"`)
	for _, pre := range []string{"$(which ", "$(command -v ", "$(type -P ", "$(type -p ", "`which ", "`command -v "} {
		if rest, ok := strings.CutPrefix(raw, pre); ok {
			name := strings.TrimRight(rest, ")` ")
			if deskToolName(name) {
				return name
			}
		}
	}
	return ""
}

// judgeDeskToolCopy is [desk-tool-copy]: the source of a copy or link
// (cp, ln, install, rsync, scp, cat … >) that is a desk tool's executable
// (deskToolOf), where the copy's name is not the tool's own: the last
// word of the part, or the file its output is redirected to, when
// literal, names another (`cp /usr/bin/tmux /tmp/tx`); a name not known
// might be any. `cp /usr/bin/tmux /opt/tools/` and `ln -s /usr/bin/tmux
// bin/tmux` keep the name, judged by the tool's rules where they run.
func judgeDeskToolCopy(_ string, w Word, ctx *Context) Judgement {
	tool := deskToolOf(w)
	if tool == "" {
		return Judgement{}
	}
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) < 2 {
		return Judgement{}
	}
	dest := p.Words[len(p.Words)-1]
	for _, rd := range p.Redirs {
		if (rd.Op == ">" || rd.Op == ">>" || rd.Op == ">|") && (rd.Fd == "" || rd.Fd == "1") {
			dest = rd.Target
		}
	}
	if dest.Span == w.Span {
		return Judgement{}
	}
	v, ok := dest.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	if strings.HasSuffix(v, "/") || path.Base(v) == tool || v == "." || v == ".." {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// judgeDeskToolLink is [desk-tool-link], a program class: a program run
// by a literal path (holding a "/") whose symbolic links on disk lead to a
// desk tool (deskToolName) of another name than the path's own: `/tmp/txl
// -L S send-keys -t desk a` where /tmp/txl leads to /usr/bin/tmux. Only
// ever a might; none where the caller cannot look (Context.RealPath nil).
func judgeDeskToolLink(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || !strings.Contains(v, "/") || ctx == nil || ctx.RealPath == nil {
		return Judgement{}
	}
	abs := v
	if !path.IsAbs(abs) {
		if ctx.Cwd == "" {
			return Judgement{}
		}
		abs = path.Join(ctx.Cwd, abs)
	}
	real := ctx.RealPath(abs)
	if real == "" || real == abs {
		return Judgement{}
	}
	if b := path.Base(real); deskToolName(b) && b != path.Base(abs) {
		return Judgement{Might: true}
	}
	return Judgement{}
}
