package patterns

import "strings"

// A script that is not there when judged, run later (fx55a, rt54b B5):
// `(sleep 8; bash later.sh) &` was allowed, later.sh being absent (nothing
// to read, nothing asked), and `printf … > later.sh` next was an
// ordinary write; the shell then ran what the second step wrote, ozdesk
// deciding its own ask. Decided: a shell or source naming a
// script that is not there when judged, in a part that runs later (the
// line holds a background `&`, a sleep, a loop; the part is handed to
// watch's, watchexec's or entr's command string, or wrapped by nohup,
// setsid or watch), asks by the floor (body-unread):
// what it will hold is not known, as a patch file not there asks. Left
// alone: `bash x.sh` alone with x.sh absent (bash fails at once, and a
// name mistyped is everyday; so too `tmux new -d 'bash x.sh'`, which
// runs it at once), a part run away from here (`ssh host bash
// deploy.sh`: the script is the remote's), and a program run by its
// path (`./bin/app serve &`: most often one not built yet, rt50 V128).

// scriptRunsLater reports whether part p, a shell's or (direct) a
// direct run of a script, may run after this command is judged and
// another has run: see above. ctx.cmd is the command p is a part of.
func scriptRunsLater(p *Part, ctx *Context, direct bool) bool {
	if p.away || p.awayOwn || ctx.cmd == nil {
		return false
	}
	if direct {
		// a program run by its path, absent, is most often one not built
		// yet (rt50 V128: `./bin/app serve &`); left alone
		return false
	}
	c := ctx.cmd
	if p.Parent >= 0 && p.Parent < len(c.Parts) {
		switch c.Parts[p.Parent].Program {
		case "watch", "watchexec", "entr", "at", "batch", "nohup", "setsid":
			return true
		}
	}
	for _, w := range p.Wrappers {
		switch w.Name {
		case "nohup", "setsid", "watch", "at", "batch", "daemonize", "start-stop-daemon":
			return true
		}
	}
	return lineRunsLater(c)
}

// lineRunsLater reports whether command c holds what runs its parts
// later: a sleep, a loop, or a background `&`.
func lineRunsLater(c *Command) bool {
	for _, q := range c.Parts {
		switch q.Program {
		case "sleep", "watch", "inotifywait", "entr", "at", "batch":
			return true
		}
	}
	s := c.Source
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" \t\r\n;()&|{}", r) }) {
		switch f {
		case "while", "until", "for":
			return true
		}
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '&' {
			continue
		}
		prev, next := byte(' '), byte(' ')
		if i > 0 {
			prev = s[i-1]
		}
		if i+1 < len(s) {
			next = s[i+1]
		}
		if !strings.ContainsRune("&><|", rune(prev)) && !strings.ContainsRune("&>", rune(next)) {
			return true
		}
		if next == '&' {
			i++
		}
	}
	return false
}
