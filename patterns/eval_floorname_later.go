package patterns

// A part that writes a file which runs later is unreadable (the floor
// asks, and nothing can allow it), yet where cmd.credentials certainly
// matches the same part, the change of who holds the operator's logins is
// what the write truthfully does (fx38c, issue 7 §4, rt36 D313): `git
// config --global credential.helper store` keeps every password git is
// given in a plain file, and names cmd.credentials. So does cmd.system
// where it certainly matches (fx48b, rt46: decided again; fx38c left the
// floor named there): a file that runs later written where the machine's
// configuration or its own programs lie (`sudo cp x.service
// /etc/systemd/system/`, `echo x.so > /etc/ld.so.preload`, `ln -sf
// /bin/true /usr/bin/ssh`), a kernel module loaded (`insmod x.ko`) and a
// crontab installed change the machine under everyone who uses it, which
// the operator reads the rule to learn; "cannot be read" said only that
// what runs later is not known, and the part's unreadable detail still
// says it. Credentials first, then the system: the narrower first, as
// across parts. Among the harness settings (cmd.guard-tamper) the floor
// stays named (eval_floorname.go): code the harness runs later is the
// graver reason there. A might leaves the floor named, and so does the
// default an operator carved out or set to shadow (the operator allowed
// the default, not what nobody has read). The outcome stays the floor's
// ask and the part stays unreadable: only the rule named changes.

// laterNamers are the defaults that may name a part unreadable as
// runs-later, the first that certainly matches it.
var laterNamers = [...]string{"cmd.credentials", "cmd.system"}

// namedOverLater returns the decision of the first of laterNamers that
// certainly matches part i, a part unreadable because it writes a file
// that runs later.
func (e *evaluation) namedOverLater(i int, cands []int, withShadow bool) (decision, bool) {
	for _, id := range laterNamers {
		if d, ok := e.certainlyNamedBy(id, i, cands, withShadow); ok {
			return d, true
		}
	}
	return decision{}, false
}

// certainlyNamedBy returns the decision of default id, an ask, when it is
// in use, not carved out, and certainly matches part i: what may name a
// part the floor found unreadable in the floor's place.
func (e *evaluation) certainlyNamedBy(id string, i int, cands []int, withShadow bool) (decision, bool) {
	for _, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome != Ask || !r.Default || r.ID != id || !e.use(ri, withShadow) || e.carvedOut(r.ID, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, Might); ok {
			if d := e.decided(Ask, ri, i, h); d.strength >= strengthCertain {
				return d, true
			}
		}
	}
	return decision{}, false
}

// carvedOut reports whether an operator's allow over default id is in
// use (a carve-out, wherever it applies).
func (e *evaluation) carvedOut(id string, withShadow bool) bool {
	for ri, r := range e.p.rules {
		if !r.Default && r.Over == id && r.Outcome == Allow && e.use(ri, withShadow) {
			return true
		}
	}
	return false
}
