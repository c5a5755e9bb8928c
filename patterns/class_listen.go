package patterns

import (
	"net"
	"strings"
)

// A listener bound to every address, or to an address other machines
// reach, opens what it forwards to the network (rt17d #13): the cluster's
// API with the caller's credentials (`kubectl proxy --address=0.0.0.0`),
// a port-forward to a database, an ssh SOCKS proxy or forward (`ssh -D
// 0.0.0.0:1080`, `-L 0.0.0.0:5432:db:5432`), root's docker API through
// socat. Two classes read such listeners:
//   - [listen-open] is a bind address or an ssh forward spec: ADDR,
//     ADDR:PORT, [V6]:PORT, BIND:PORT:HOST:HOSTPORT; an empty or `*`
//     bind, 0.0.0.0, ::, and any host but this machine's (localhost,
//     127.0.0.0/8, ::1) are open; a bare port or PORT:HOST:HOSTPORT
//     binds this machine only (ssh's default); a comma list is open if
//     any entry is (`--address=localhost,0.0.0.0`);
//   - [socat-listen-open] is a socat address that listens (TCP-LISTEN,
//     TCP4-, TCP6-, UDP-, SCTP-, OPENSSL-LISTEN, in any case) without a
//     `bind=` to this machine, where the part forwards it to more than a
//     development server: a socket, a program, a file, a TCP port below
//     1024 or of a database, cluster or daemon API (socatSensitiveTarget),
//     or an address the line does not show. `socat TCP-LISTEN:8080,fork
//     TCP:localhost:3000` shares a dev server as `--host 0.0.0.0` does.
// A word the line does not show might be open.

// optionValueClass: these classes read a word as a value of one program's option
// (a bind address, a socat address, a client's query code): any word
// might be one, so they are no rung of a suggestion's ladder
// (suggest.go).
func optionValueClass(name string) bool {
	return name == "listen-open" || name == "socat-listen-open" || name == "data-grant"
}

// judgeListenOpen is [listen-open] (above).
func judgeListenOpen(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	might := false
	for _, e := range strings.Split(v, ",") {
		open, named := bindOpen(strings.TrimSpace(e))
		if open && !named {
			return Judgement{Might: true, Certainly: true}
		}
		might = might || open
	}
	return Judgement{Might: might}
}

// bindOpen reports whether one bind address or forward spec listens
// beyond this machine, and whether it names a host rather than an
// address (a name might resolve anywhere, and any word might be one: it
// is open, but not certainly).
func bindOpen(v string) (open, named bool) {
	host := v
	switch {
	case strings.HasPrefix(v, "["):
		host, _, _ = strings.Cut(v[1:], "]")
	case strings.Count(v, ":") == 0:
		if isPort(v) {
			return false, false
		}
	case strings.Count(v, ":") == 1:
		host, _, _ = strings.Cut(v, ":")
	case strings.Count(v, ":") == 2:
		return false, false // PORT:HOST:HOSTPORT binds this machine
	case strings.Count(v, ":") == 3:
		host, _, _ = strings.Cut(v, ":")
	}
	if loopbackHost(host) {
		return false, false
	}
	return true, host != "" && host != "*" && net.ParseIP(host) == nil
}

// isPort reports whether v is a port number.
func isPort(v string) bool {
	if v == "" {
		return false
	}
	for _, c := range v {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// loopbackHost reports whether host names this machine only.
func loopbackHost(host string) bool {
	h := strings.ToLower(host)
	if h == "localhost" || h == "ip6-localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// judgeSocatListenOpen is [socat-listen-open] (above).
func judgeSocatListenOpen(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	kind, opts, _ := strings.Cut(strings.ToLower(v), ":")
	if !strings.HasSuffix(kind, "-listen") && kind != "tcp-l" && kind != "tcp4-l" && kind != "tcp6-l" {
		return Judgement{}
	}
	for _, o := range strings.Split(opts, ",") {
		if b, ok := strings.CutPrefix(o, "bind="); ok && loopbackHost(strings.Trim(b, "[]")) {
			return Judgement{}
		}
	}
	p := ctx.partOfWord(w)
	if p == nil {
		return Judgement{Might: true, Certainly: true}
	}
	for _, a := range p.Args() {
		if a.Span == w.Span {
			continue
		}
		if t, ok := a.Literal(); !ok || socatSensitiveTarget(t) {
			return Judgement{Might: true, Certainly: ok}
		}
	}
	return Judgement{}
}

// socatSensitiveTarget reports whether a socat address, forwarded to from
// an open listener, is more than a development server: a local socket
// (docker's, containerd's), a program, a file outside the project, or a TCP port below 1024
// or of a database, a cluster or a daemon's API. Options (-d, -v) are
// not addresses.
func socatSensitiveTarget(v string) bool {
	if strings.HasPrefix(v, "-") && v != "-" {
		return false
	}
	kind, rest, _ := strings.Cut(strings.ToLower(v), ":")
	switch {
	case v == "-", kind == "stdio", kind == "stdin", kind == "stdout":
		return false
	case kind == "file" || kind == "open" || kind == "gopen" || kind == "create":
		path, _, _ := strings.Cut(rest, ",")
		return !treePath(path) // a file of the project is shared as a dev server is
	case strings.HasPrefix(kind, "tcp") || strings.HasPrefix(kind, "udp"):
		rest, _, _ = strings.Cut(rest, ",")
		port := rest[strings.LastIndex(rest, ":")+1:]
		if !isPort(port) {
			return true
		}
		n := 0
		for _, c := range port {
			n = n*10 + int(c-'0')
		}
		return n < 1024 || sensitivePorts.get()[n]
	}
	return true
}

// sensitivePorts are TCP ports of databases, clusters and daemons' APIs.
var sensitivePorts = lazy[map[int]bool]{build: func() map[int]bool {
	return map[int]bool{2375: true, 2376: true, 2379: true, 2380: true, 3306: true, 5432: true, 5984: true, 6379: true,
		6443: true, 8500: true, 9200: true, 10250: true, 11211: true, 27017: true, 5672: true, 15672: true, 9092: true}
}}

// partOfWord returns the part of the command being judged that holds
// word w, or nil: the part holding a copy of w (partHolding: the
// innermost, so `docker exec C redis-cli FLUSHALL` judges FLUSHALL as
// redis-cli's argument, not docker's), else the last whose word has w's
// span.
func (c *Context) partOfWord(w Word) *Part {
	cmd := c.evalCommand()
	if cmd == nil {
		return nil
	}
	if p := holdingIn(c, cmd, &w, false); p != nil {
		return p
	}
	var found *Part
	for _, p := range cmd.Parts {
		if p == nil {
			continue
		}
		for _, x := range p.Words {
			if x.Span == w.Span {
				found = p
				break
			}
		}
	}
	return found
}

// listenPatterns are cmd.credentials' patterns for such listeners.
func listenPatterns() []string {
	out := []string{
		"socat ** [socat-listen-open] **",
		"ssh -D=[listen-open] **", "ssh -L=[listen-open] **", "ssh -g -L=* **", "ssh -g -D=* **",
		"ssh -o=GatewayPorts=yes **", "ssh -o=gatewayports=yes **",
		"autossh -D=[listen-open] **", "autossh -L=[listen-open] **", "autossh -g -L=* **", "autossh -g -D=* **",
		"redis-server --protected-mode=no **", "x11vnc -nopw **",
	}
	for _, k := range []string{"kubectl", "kubecolor", "oc"} {
		out = append(out, k+" proxy --address=[listen-open] **", k+" port-forward --address=[listen-open] **")
	}
	return out
}
