package patterns

import "strings"

// xargs gives kill its pids from its input (rt49k): `echo 16780 | xargs
// kill -STOP`, `echo 16780 | xargs -I{} kill -STOP {}`, `xargs kill
// -STOP <<< 16780`. Where the line writes that input whole (a literal
// echo or printf in the stage before, or a literal here-string), each
// item is a pid kill is given, looked up as [ozdesk-pid] looks a word up;
// input the line does not show (`pgrep vite | xargs kill`) is a search,
// judged by [ozdesk-kill]'s other readings.

// maxFedPids bounds the items of xargs' input read as pids.
const maxFedPids = 256

// fedOzdeskPid reports whether kill part k is run by xargs on input the
// line writes whole, an item of which is a pid that runs ozdesk now.
func fedOzdeskPid(cmd *Command, k *Part, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil || !runByXargs(k) {
		return false
	}
	if f, ok := inputFile(k); ok && runByXargs(k) && pidFileOzdesk(f, ctx) {
		return true // xargs kill < PIDFILE (fx54e, rt53 N2)
	}
	text, ok := hereText(k)
	if !ok && !readsFile(k) {
		text, ok = pipedLiteralText(cmd, k)
		if !ok {
			text, ok = printfItems(cmd, k)
		}
	}
	if !ok {
		return false
	}
	for i, item := range strings.Fields(text) {
		if i >= maxFedPids {
			break
		}
		if killsOzdesk(strings.Trim(item, `'"`), ctx) {
			return true
		}
	}
	return false
}

// hereText returns the literal text a here-string or here-document
// feeds part p, the last one on its standard input.
func hereText(p *Part) (string, bool) {
	for i := len(p.Redirs) - 1; i >= 0; i-- {
		rd := p.Redirs[i]
		if rd.Fd != "" && rd.Fd != "0" {
			continue
		}
		switch {
		case rd.Op == "<<<":
			return rd.Target.Literal()
		case rd.Body != nil:
			return rd.Body.Literal()
		case rd.Op == "<" || rd.Op == "<>":
			return "", false
		}
	}
	return "", false
}

// readsFile reports whether xargs reads part p's items from a file, not
// its standard input (-a FILE, --arg-file, < FILE).
func readsFile(p *Part) bool {
	for _, rd := range p.Redirs {
		if (rd.Fd == "" || rd.Fd == "0") && (rd.Op == "<" || rd.Op == "<>") {
			return true
		}
	}
	for _, w := range p.Wrappers {
		if w.Name != "xargs" {
			continue
		}
		for _, a := range w.Words {
			if v, ok := a.Literal(); ok && (v == "-a" || strings.HasPrefix(v, "--arg-file")) {
				return true
			}
		}
	}
	return false
}

// printfItems returns the operands of a printf in the stage before p
// whose format only writes them as numbers or text between blanks
// (`printf '%s\n' 16780`, `printf '%d ' 16780`), joined by newlines.
func printfItems(cmd *Command, p *Part) (string, bool) {
	if p.Pipe.ID < 0 || p.Pipe.Stage < 1 {
		return "", false
	}
	for _, q := range cmd.Parts {
		if q.Pipe.ID != p.Pipe.ID || q.Pipe.Stage != p.Pipe.Stage-1 || q.Program != "printf" || len(q.Wrappers) > 0 {
			continue
		}
		args := q.Args()
		if len(args) < 2 {
			return "", false
		}
		f, ok := args[0].Literal()
		rest := strings.NewReplacer("%s", "", "%d", "", "%i", "", "%u", "", `\n`, "", `\t`, "", " ", "", "\n", "", "\t", "").Replace(f)
		if !ok || rest != "" || !strings.Contains(f, "%") {
			return "", false
		}
		var b strings.Builder
		for _, a := range args[1:] {
			v, ok := a.Literal()
			if !ok {
				return "", false
			}
			b.WriteString(v + "\n")
		}
		return b.String(), true
	}
	return "", false
}
