package patterns

import "strings"

// hostOf reads the host a URL or host operand names: https://u@host:443/p,
// host/path, git@host:org/repo, host. known is false when some of the
// authority is not literal, or it holds a '\' ([AuthorityHost]): the
// host might then be any host. host is "" when
// the word names no host (a path such as /tmp/x).
func hostOf(w *Word, ctx *Context) (host string, known bool) {
	ws := wordShape(w, ctx)
	rest := ws[0]
	if i := strings.Index(rest, "://"); i >= 0 {
		rest = rest[i+3:]
	}
	host, ended, ok := AuthorityHost(rest)
	if !ok || !ended && len(ws) > 1 {
		return "", false
	}
	return host, true
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
