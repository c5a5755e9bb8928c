package patterns

// judgeCredentialsTree is [credentials-tree] (rt20d #14): a directory,
// certainly known, that holds a path of credentials, so that a recursive
// chmod, chown or chgrp of it changes who may read them: /etc holds
// /etc/shadow and /etc/sudoers, / and /root hold them all, the home and
// the directories holding it hold ~/.ssh. `chmod -R 777 /` and `chown -R
// agent /etc` are credentials' first, whatever else the tree holds.
//
// A directory reached through a symbolic link (`y/h -> ~`) is judged where
// it leads too (rt23i #8, class_links_cred.go).
func judgeCredentialsTree(_ string, w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any || v == "" || v[0] != '/' {
		return Judgement{}
	}
	if j := credentialsTreeAt(cleanAbs(v), ctx); j.Certainly {
		return j
	}
	for _, real := range resolvedElsewhere(&w, ctx) {
		if j := credentialsTreeAt(cleanAbs(real), ctx); j.Certainly {
			return j
		}
	}
	return Judgement{}
}

// credentialsTreeAt is [credentials-tree] of the clean absolute path v.
func credentialsTreeAt(v string, ctx *Context) Judgement {
	yes := Judgement{Might: true, Certainly: true}
	for _, c := range systemCredentials.get() {
		if within(c, v) {
			return yes
		}
	}
	if home := cleanAbs(ctx.Home); ctx.Home != "" {
		for _, c := range homeCredentials {
			if within(home+"/"+c, v) {
				return yes
			}
		}
	}
	return Judgement{}
}
