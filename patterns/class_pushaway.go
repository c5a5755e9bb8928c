package patterns

import "strings"

// A repository sent off the machine (rt13d, eff7a). `git push` sends
// every commit it pushes, and with them any secret a commit holds:
//
//   - a push after the line stages a [secret] file (`git add .env && git
//     commit -m x && git push`): the secret goes to the remote, wherever
//     that is;
//   - a push to a remote the line points at a host of its choosing
//     (`git remote add x URL; git push x`, `git remote set-url origin
//     URL`, `git config remote.x.url URL`) or to a URL given in place of
//     a remote (`git push https://host/r.git`), where the host is neither
//     a public forge (forgeHosts) nor on the egress list: the whole
//     repository, history and all, goes to a host nobody chose.
//
// A push to a remote the line does not touch (`git push origin
// feature`), and a remote added on a forge (`git remote add fork
// git@github.com:me/r.git && git push fork`), are left alone.

// forgeHosts are the public forges a repository is pushed to every day.
var forgeHosts = []string{"github.com", "gitlab.com", "bitbucket.org", "codeberg.org", "ssh.dev.azure.com",
	"dev.azure.com", "*.visualstudio.com", "git.sr.ht", "gitea.com", "source.developers.google.com",
	"*.sourceforge.net"}

// pushScanCap bounds the earlier git parts a push looks back at; past it
// the push might go anywhere (asks), so a line cannot hide the remote's
// change behind padding, and the cost stays linear.
const pushScanCap = 64

// judgePushAway is [push-away]: a git part that pushes (see above).
func judgePushAway(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if ok && v == "gh" {
		if p := ctx.programPart(w); p != nil && ghPushes(p) {
			return stagesTreeSecret(p, ctx) // to GitHub, a forge: only a secret staged counts
		}
		return Judgement{}
	}
	if !ok || v != "git" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	ops, _ := operandWords(p, "-C", "--git-dir", "--work-tree")
	if len(ops) == 0 {
		return Judgement{}
	}
	if sub, ok := ops[0].Literal(); ok && (sub == "remote" || sub == "config") {
		return repointsRemote(ops, ctx)
	}
	if sub, ok := ops[0].Literal(); !ok || sub != "push" {
		return Judgement{}
	}
	cmd := ctx.evalCommand()
	remote := "origin"
	if len(ops) > 1 {
		v, ok := ops[1].Literal()
		if !ok {
			v, ok = lineValue(p, ops[1])
		}
		if !ok && envOperand(p, &ops[1]) {
			v, ok = "", true // the harness's remote ("$REMOTE"): one the line may repoint below
		}
		if !ok {
			return Judgement{Might: true} // a remote not known might be any URL
		}
		remote = v
	}
	for _, a := range p.Args() {
		if v, ok := a.Literal(); ok && strings.HasPrefix(v, "--repo=") {
			remote = strings.TrimPrefix(v, "--repo=")
		}
	}
	yes := Judgement{Might: true, Certainly: true}
	if j := pushURL(remote, ctx); j.Might {
		return j
	}
	if j := pushToUnconfiguredURL(p, remote, ctx); j.Might {
		return j // class_pushaway_url.go
	}
	if j := stagesTreeSecret(p, ctx); j.Might {
		return j
	}
	seen := 0
	for _, q := range cmd.Parts {
		if q == p || q.Span.Start >= p.Span.Start || q.Program != "git" {
			continue
		}
		if seen++; seen > pushScanCap {
			return Judgement{Might: true} // too many to read: one might point the remote away
		}
		qops, _ := operandWords(q, "-C", "--git-dir", "--work-tree")
		lits := make([]string, 0, len(qops))
		for _, o := range qops {
			v, _ := o.Literal()
			lits = append(lits, v)
		}
		switch {
		case len(lits) > 0 && lits[0] == "add":
			for _, o := range qops[1:] {
				if judgeSecret("", o, ctx).Certainly {
					return yes
				}
			}
		case len(lits) >= 4 && lits[0] == "remote" && (lits[1] == "add" || lits[1] == "set-url") && (lits[2] == remote || remote == ""):
			if j := pushURLWord(qops[3], ctx); j.Might {
				return j
			}
		case len(lits) >= 3 && lits[0] == "config" &&
			(lits[1] == "remote."+remote+".url" || lits[1] == "remote."+remote+".pushurl" || remote == "" && remoteURLKey(lits[1])):
			if j := pushURLWord(qops[2], ctx); j.Might {
				return j
			}
		}
	}
	return Judgement{}
}

// repointsRemote judges `git remote set-url NAME URL`, `git remote add
// NAME URL` (fx35c, rt31 D189: decided, the remote stays for every later
// call) and `git config remote.NAME.url URL` (or pushurl) by the URL: a
// remote pointed at a host that is neither a forge nor on the egress
// list sends there every later push, in this line or the next, where its
// ask names only the remote. A URL not on the network (a path, ext::) is
// configuration that runs later, unreadable (effects_config.go).
func repointsRemote(ops []Word, ctx *Context) Judgement {
	lits := make([]string, len(ops))
	for i, o := range ops {
		lits[i], _ = o.Literal()
	}
	switch {
	case len(ops) >= 4 && lits[0] == "remote" && (lits[1] == "set-url" || lits[1] == "add") && networkRemote(ops[len(ops)-1]):
		return pushURL(lits[len(ops)-1], ctx)
	case len(ops) >= 3 && lits[0] == "config" && remoteURLKey(lits[len(ops)-2]) && networkRemote(ops[len(ops)-1]):
		return pushURL(lits[len(ops)-1], ctx)
	}
	return Judgement{}
}

// pushURLWord judges a remote's URL the line gives: one not known might
// be anywhere.
func pushURLWord(w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	if j := pushURL(v, ctx); j.Might {
		return j
	}
	if _, ok := remoteHost(v); !ok {
		return Judgement{Might: true} // a path or a form not read: not a forge
	}
	return Judgement{}
}

// pushURL judges a remote given as a URL: certain when its host is not a
// forge and not on the egress list. A remote's name is no URL.
func pushURL(v string, ctx *Context) Judgement {
	host, ok := remoteHost(v)
	if !ok {
		return Judgement{}
	}
	if onEgress(host, ctx) {
		return Judgement{}
	}
	for _, h := range forgeHosts {
		if hostMatches(h, host) {
			return Judgement{}
		}
	}
	return Judgement{Might: true, Certainly: true}
}

// remoteHost returns the host of a git URL: scheme://[user@]host[:port]/…
// or scp's [user@]host:path.
func remoteHost(v string) (string, bool) {
	if h, ok := urlHost(v); ok {
		if strings.HasPrefix(v, "file://") {
			return "", false
		}
		return h, true
	}
	colon := strings.IndexByte(v, ':')
	if colon <= 0 || strings.ContainsAny(v[:colon], "/") {
		return "", false
	}
	host := v[:colon]
	if i := strings.LastIndexByte(host, '@'); i >= 0 {
		host = host[i+1:]
	}
	return strings.ToLower(host), host != ""
}
