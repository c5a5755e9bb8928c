package patterns

import "strings"

// judgeSSHAway is [ssh-away] (fx18d3): ssh's program word when its
// destination (the first operand after its options, `user@host` or
// `ssh://user@host:port`) is a host off this machine and off the egress
// list, or is not known. What is piped into such an ssh leaves the
// machine, as what is piped to curl -T does (`tar czf - . | ssh host
// "tar xzf -"` sends the whole project). localhost and the loopback
// addresses, and a host on the egress list, are left alone.
func judgeSSHAway(_ string, w Word, ctx *Context) Judgement {
	if v, ok := programWordKey(w); !ok || v != "ssh" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	scan := sshOpts.scan(p.Words, 1)
	if scan.status == optDynamic {
		return Judgement{Might: true}
	}
	if scan.status != optOK || scan.next >= len(p.Words) {
		return Judgement{}
	}
	v, ok := p.Words[scan.next].Literal()
	if !ok {
		return Judgement{Might: true}
	}
	host := strings.ToLower(strings.TrimPrefix(v, "ssh://"))
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		host = host[i+1:]
	}
	if strings.HasPrefix(host, "[") {
		host, _, _ = strings.Cut(strings.TrimPrefix(host, "["), "]")
	} else if i := strings.IndexByte(host, ':'); i >= 0 && strings.HasPrefix(v, "ssh://") {
		host = host[:i]
	}
	switch host {
	case "", "localhost", "127.0.0.1", "::1":
		return Judgement{}
	}
	for _, e := range ctx.Egress {
		if hostMatches(strings.ToLower(e), host) {
			return Judgement{}
		}
	}
	return Judgement{Might: true, Certainly: true}
}
