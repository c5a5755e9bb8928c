package patterns

import "strings"

// hostOf reads the host a URL or host operand names: https://u@host:443/p,
// host/path, git@host:org/repo, host. known is false when some of the
// authority is not literal: the host might then be any host. host is "" when
// the word names no host (a path such as /tmp/x).
func hostOf(w *Word, ctx *Context) (host string, known bool) {
	ws := wordShape(w, ctx)
	first := ws[0]
	rest := first
	if i := strings.Index(first, "://"); i >= 0 {
		rest = first[i+3:]
	}
	end := strings.IndexAny(rest, "/?#\\")
	if end < 0 {
		if len(ws) > 1 {
			return "", false
		}
		end = len(rest)
	}
	auth := rest[:end]
	if i := strings.LastIndexByte(auth, '@'); i >= 0 {
		auth = auth[i+1:]
	}
	if strings.HasPrefix(auth, "[") {
		if i := strings.IndexByte(auth, ']'); i > 0 {
			return strings.ToLower(auth[1:i]), true
		}
		return "", true
	}
	if i := strings.IndexByte(auth, ':'); i >= 0 {
		auth = auth[:i]
	}
	return strings.TrimSuffix(strings.ToLower(auth), "."), true
}

// hostMatches reports whether host is name, or below it when name is *.x.
func hostMatches(name, host string) bool {
	if host == "" {
		return false
	}
	if rest, ok := strings.CutPrefix(name, "*."); ok {
		return strings.HasSuffix(host, "."+rest)
	}
	return host == name
}

// judgeHost is [host:NAME]: a URL or host operand whose host is NAME.
func judgeHost(name string, w Word, ctx *Context) Judgement {
	host, known := hostOf(&w, ctx)
	if !known {
		return Judgement{Might: true}
	}
	ok := hostMatches(name, host)
	return Judgement{Might: ok, Certainly: ok}
}

// judgeEgress is [egress]: a URL or host operand whose host is on
// Context.Egress.
func judgeEgress(_ string, w Word, ctx *Context) Judgement {
	if len(ctx.Egress) == 0 {
		return Judgement{}
	}
	host, known := hostOf(&w, ctx)
	if !known {
		return Judgement{Might: true}
	}
	for _, e := range ctx.Egress {
		if hostMatches(strings.ToLower(e), host) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// judgeURL is [url]: a word with a scheme, such as https://….
func judgeURL(_ string, w Word, ctx *Context) Judgement {
	ws := wordShape(&w, ctx)
	if i := strings.Index(ws[0], "://"); i > 0 && validScheme(ws[0][:i]) {
		return Judgement{Might: true, Certainly: true}
	}
	if len(ws) == 1 || strings.Contains(ws[0], "://") {
		return Judgement{}
	}
	// The scheme may still come from the unknown part, when what comes
	// before it could start one.
	return Judgement{Might: ws[0] == "" || validScheme(ws[0])}
}

func validScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !(letter || i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.')) {
			return false
		}
	}
	return s != ""
}

// checkHostArg normalizes the NAME of [host:NAME] with [CheckHost].
func checkHostArg(arg string) (string, string) {
	h, err := CheckHost(arg)
	if err != nil {
		return "", "the host name " + arg + ": " + err.Error()
	}
	return h, ""
}
