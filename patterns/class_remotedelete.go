package patterns

import "strings"

// curl -X DELETE asks as a cloud delete: a resource deleted through an
// API may not come back. A request to a server on this machine (a dev
// server's API, `curl -X DELETE http://localhost:8080/items/3`) is
// everyday work, as deleting a file of the project is. [remote-delete]
// judges the method: DELETE (any case) asks unless every URL the part
// names, as an operand or by --url, is a literal loopback address
// (localhost, 127.0.0.0/8, ::1) and no option sends it elsewhere or adds
// requests (a proxy, --resolve, --connect-to, a config file, --next); a
// method not known might be DELETE. A DELETE of everything a local
// server holds is no everyday work (rt31 D157, fx35b): a path whose
// segment is `_all` or holds a `*` (Elasticsearch's `DELETE /_all`,
// `DELETE /logs-*`) asks on this machine too, as an SQL DELETE without
// WHERE does; and PURGE asks as DELETE does, wherever it goes.

// judgeRemoteDelete is [remote-delete]: the value of curl's -X that
// deletes on a host that is not certainly this machine.
func judgeRemoteDelete(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		for _, sg := range w.Segs {
			if sg.Kind == SegLit && !strings.Contains("DELETE", strings.ToUpper(sg.Text)) {
				return Judgement{} // its known text cannot be part of DELETE
			}
		}
		if p := partHoldingWord(ctx, w); p != nil && requestsLoopbackOnly(p, ctx) {
			return Judgement{}
		}
		return Judgement{Might: true}
	}
	if i := strings.IndexByte(v, '='); strings.HasPrefix(v, "-") && i > 0 {
		v = v[i+1:] // --request=DELETE given as one word
	} else {
		v = strings.TrimPrefix(v, "-X") // -XDELETE
	}
	if strings.EqualFold(v, "PURGE") {
		return Judgement{Might: true, Certainly: true} // a cache or queue emptied (fx35b)
	}
	if !strings.EqualFold(v, "DELETE") {
		return Judgement{}
	}
	if p := partHoldingWord(ctx, w); p != nil && requestsLoopbackOnly(p, ctx) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// requestsLoopbackOnly reports whether every URL part p requests (its
// operands, --url's values) is certainly on this machine, and there is
// at least one; every reading of its words must agree.
func requestsLoopbackOnly(p *Part, ctx *Context) bool {
	for _, r := range ReadArgs(p) {
		urls := 0
		for _, f := range r.Flags {
			if f.Dynamic || f.Name == "--url" && f.Value == nil || curlElsewhere(f.Name) {
				return false
			}
			if f.Name == "--url" {
				if !loopbackURL(f.Value, ctx) {
					return false
				}
				urls++
			}
		}
		for _, o := range r.Operands {
			if !loopbackURL(&p.Words[o], ctx) {
				return false
			}
			urls++
		}
		if urls == 0 {
			return false
		}
	}
	return true
}

// loopbackURL reports whether w is a literal URL (or host[:port][/path])
// whose host is this machine.
func loopbackURL(w *Word, ctx *Context) bool {
	if _, ok := w.Literal(); !ok {
		return false
	}
	host, known := hostOf(w, ctx)
	if v, _ := w.Literal(); bulkDeletePath(v) {
		return false // this machine's datastore emptied (fx35b)
	}
	if v, _ := w.Literal(); kubeAPIPath(v) {
		return false // the cluster's API through `kubectl proxy` (fx53n, rt50 A16)
	}
	return known && (host == "localhost" || host == "::1" || host == "0.0.0.0" || strings.HasPrefix(host, "127.") && strings.Count(host, ".") == 3)
}

// partHoldingWord returns the part of the command being judged whose word
// is w or holds it (an attached value, -XDELETE, is cut from its flag's
// word): the one whose word is narrowest, so a part read from a command
// string wins over the string's own part; nil when none does.
func partHoldingWord(ctx *Context, w Word) *Part {
	if p := ctx.partOfWord(w); p != nil {
		return p
	}
	cmd := ctx.evalCommand()
	if cmd == nil {
		return nil
	}
	var best *Part
	width := -1
	for _, p := range cmd.Parts {
		if p == nil {
			continue
		}
		for _, x := range p.Words {
			if x.Span.Start <= w.Span.Start && w.Span.End <= x.Span.End && (width < 0 || x.Span.End-x.Span.Start < width) {
				best, width = p, x.Span.End-x.Span.Start
			}
		}
	}
	return best
}

// curlElsewhere reports whether a curl flag (its canonical name) may send
// a request to another host than its URL names, or add URLs.
func curlElsewhere(name string) bool {
	switch name {
	case "--proxy", "--preproxy", "--config", "--resolve", "--connect-to", "--next",
		"--socks4", "--socks4a", "--socks5", "--socks5-hostname", "--doh-url":
		return true
	}
	return false
}

// bulkDeletePath reports whether the URL v names every resource of a
// server, or a pattern of them: a path segment `_all`, or one holding
// `*`.
func bulkDeletePath(v string) bool {
	if i := strings.Index(v, "://"); i >= 0 {
		v = v[i+3:]
	}
	_, p, ok := strings.Cut(v, "/")
	if !ok {
		return false
	}
	p, _, _ = strings.Cut(p, "?")
	for _, seg := range strings.Split(p, "/") {
		for _, idx := range strings.Split(seg, ",") {
			if idx == "_all" || strings.Contains(idx, "*") {
				return true
			}
		}
	}
	return false
}
