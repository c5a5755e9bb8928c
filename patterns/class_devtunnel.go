package patterns

import "strings"

// judgeDevTunnel is [dev-tunnel]: what `ngrok http` is told to forward,
// when it is a development server on this machine: a TCP port (3000,
// localhost:3000, 127.0.0.1:8080, http://localhost:5173) of 1024 or above
// that no database, cluster or daemon API listens on by default
// (sensitivePorts). A public tunnel to it is how a web app is shown to a
// phone or a webhook (issue 7: `ngrok http 3000` asked); a file:// URL
// serves files (`ngrok http file://$HOME`), and a low or sensitive port,
// another host or a word not known here is no development server, and
// neither is a port beside any word not known or any file:// URL (ngrok
// takes one address; which it takes is not read here).
func judgeDevTunnel(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || !onlyDevTunnel(ctx.partOfWord(w)) {
		return Judgement{}
	}
	v = strings.ToLower(v)
	for _, scheme := range []string{"http://", "https://"} {
		v = strings.TrimPrefix(v, scheme)
	}
	v = strings.TrimSuffix(v, "/")
	host, port, found := strings.Cut(v, ":")
	if !found {
		host, port = "", host
	}
	if host != "" && host != "localhost" && host != "127.0.0.1" || !isPort(port) || len(port) > 5 {
		return Judgement{}
	}
	n := 0
	for _, c := range port {
		n = n*10 + int(c-'0')
	}
	if n < 1024 || n > 65535 || sensitivePorts.get()[n] {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}

// onlyDevTunnel reports whether every word of ngrok's part is literal and
// none names a file:// URL.
func onlyDevTunnel(p *Part) bool {
	if p == nil {
		return false
	}
	for _, w := range p.Words {
		v, ok := w.Literal()
		if !ok || strings.Contains(strings.ToLower(v), "file:") {
			return false
		}
	}
	return true
}
