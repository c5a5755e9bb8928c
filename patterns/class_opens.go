package patterns

import "strings"

// The machine opened to every address by what a firewall command leaves
// out, or by what it loads (eff7c). [opens-network] judges a program word
// by its part:
//
//   - `gcloud compute firewall-rules create` with no `--source-ranges`,
//     `--source-tags` or `--source-service-accounts`: an ingress rule
//     with no source lets in 0.0.0.0/0 (an egress rule or a deny is left
//     alone);
//   - `az network nsg rule create` with no `--source-address-prefixes`
//     and no `--source-asgs` (Azure's default source is `*`), and any
//     NSG rule, created or updated, with any of its source values `*`,
//     Internet, Any, 0.0.0.0/0 or ::/0, not only the first (an Outbound
//     rule or a Deny is left alone);
//   - `nft add`/`insert rule` on an input chain that accepts with no
//     `saddr`, `iif`/`iifname` or `ct state` to narrow it, and `nft -f
//     FILE`, a ruleset the line does not hold (`nft -c -f` checks it);
//   - `firewall-cmd` opening a port, a service or a source in the public
//     (default), external or trusted zone, making trusted the default
//     zone, or `--panic-off`;
//   - `socat` serving or sending a [secret] file (`FILE:~/.ssh/id_rsa`,
//     `OPEN:`, `GOPEN:`).
//
// A value not known might be any address, so it might open.

// openSources are the source values that mean every address.
var openSources = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"*": true, "0.0.0.0/0": true, "::/0": true, "internet": true, "any": true}
}}

// judgeOpensNetwork is [opens-network].
func judgeOpensNetwork(_ string, w Word, ctx *Context) Judgement {
	name, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	switch name {
	case "gcloud", "az", "nft", "firewall-cmd", "socat":
	default:
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	args := p.Args()
	switch name {
	case "gcloud":
		return gcloudOpens(args)
	case "az":
		return azOpens(args)
	case "nft":
		return nftOpens(args)
	case "firewall-cmd":
		return firewalldOpens(args)
	}
	return socatSendsSecret(args, ctx)
}

// optWords splits words into flags (name to values; a flag's values are
// the text after = or the words after it up to the next flag) and
// operands. known reports whether every word was literal.
func optWords(args []Word) (flags map[string][]string, ops []string, known bool) {
	flags, known = map[string][]string{}, true
	cur := ""
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			known = false
			if cur != "" {
				flags[cur] = append(flags[cur], "\x00") // a value not known
			}
			continue
		}
		if strings.HasPrefix(v, "-") && len(v) > 1 {
			cur = v
			if k := strings.IndexByte(v, '='); k > 0 {
				cur = v[:k]
				flags[cur] = append(flags[cur], v[k+1:])
				cur = ""
				continue
			}
			if _, seen := flags[cur]; !seen {
				flags[cur] = nil
			}
			continue
		}
		if cur != "" {
			flags[cur] = append(flags[cur], v)
			continue
		}
		ops = append(ops, v)
	}
	return flags, ops, known
}

// hasSeq reports whether ops hold the words of seq in order, each next
// to the one before.
func hasSeq(ops []string, seq ...string) bool {
	for i := 0; i+len(seq) <= len(ops); i++ {
		j := 0
		for j < len(seq) && ops[i+j] == seq[j] {
			j++
		}
		if j == len(seq) {
			return true
		}
	}
	return false
}

// anyValue reports whether a value of vals (each maybe comma-separated)
// is one of set, in any case; a value not known might be.
func anyValue(vals []string, set map[string]bool) (might, certainly bool) {
	for _, v := range vals {
		if v == "\x00" {
			might = true
			continue
		}
		for _, e := range strings.Split(v, ",") {
			if set[strings.ToLower(strings.TrimSpace(e))] {
				return true, true
			}
		}
	}
	return might, false
}

// flagIs reports whether the flag's last value is one of the words
// given, in any case.
func flagIs(flags map[string][]string, name string, words ...string) bool {
	vals := flags[name]
	if len(vals) == 0 {
		return false
	}
	last := strings.ToLower(vals[len(vals)-1])
	for _, w := range words {
		if last == w {
			return true
		}
	}
	return false
}

// gcloudOpens judges `gcloud compute firewall-rules create` with no source.
func gcloudOpens(args []Word) Judgement {
	flags, ops, _ := optWords(args)
	if !hasSeq(ops, "firewall-rules", "create") {
		return Judgement{}
	}
	if flagIs(flags, "--direction", "egress", "out") || flagIs(flags, "--action", "deny") {
		return Judgement{}
	}
	for _, f := range []string{"--source-ranges", "--source-tags", "--source-service-accounts"} {
		if _, given := flags[f]; given {
			return Judgement{} // a source given: its value is judged by the patterns
		}
	}
	return Judgement{Might: true, Certainly: true}
}

// azOpens judges `az network nsg rule create|update`.
func azOpens(args []Word) Judgement {
	flags, ops, _ := optWords(args)
	create := hasSeq(ops, "network", "nsg", "rule", "create")
	if !create && !hasSeq(ops, "network", "nsg", "rule", "update") {
		return Judgement{}
	}
	if flagIs(flags, "--direction", "outbound") || flagIs(flags, "--access", "deny") {
		return Judgement{}
	}
	var src []string
	given := false
	for _, f := range []string{"--source-address-prefixes", "--source-address-prefix"} {
		if vals, ok := flags[f]; ok {
			given = true
			src = append(src, vals...)
		}
	}
	if _, asg := flags["--source-asgs"]; asg {
		given = true
	}
	if create && !given {
		return Judgement{Might: true, Certainly: true}
	}
	might, certainly := anyValue(src, openSources.get())
	return Judgement{Might: might, Certainly: certainly}
}

// nftOpens judges an nft rule that accepts on an input chain with
// nothing to narrow it, and a ruleset loaded from a file.
func nftOpens(args []Word) Judgement {
	var words []string
	known := true
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			known = false
			continue
		}
		words = append(words, strings.Fields(v)...)
	}
	check := false
	for i, v := range words {
		switch {
		case v == "-c" || v == "--check":
			check = true
		case (v == "-f" || v == "--file" || strings.HasPrefix(v, "--file=")) && !check:
			for _, r := range words[i+1:] {
				if r == "-c" || r == "--check" {
					return Judgement{}
				}
			}
			return Judgement{Might: true, Certainly: true}
		}
	}
	rule := hasSeq(words, "add", "rule") || hasSeq(words, "insert", "rule")
	if !rule {
		return Judgement{}
	}
	input, accept := false, false
	for _, v := range words {
		switch strings.ToLower(v) {
		case "input", "prerouting":
			input = true
		case "accept":
			accept = true
		case "saddr", "iif", "iifname", "ct":
			return Judgement{}
		}
	}
	if input && accept {
		return Judgement{Might: true, Certainly: known}
	}
	return Judgement{}
}

// firewalldOpens judges firewall-cmd opening the public (default) zone.
func firewalldOpens(args []Word) Judgement {
	flags, _, _ := optWords(args)
	if _, ok := flags["--panic-off"]; ok {
		return Judgement{Might: true, Certainly: true}
	}
	if flagIs(flags, "--set-default-zone", "trusted") {
		return Judgement{Might: true, Certainly: true}
	}
	zone := "public"
	if z := flags["--zone"]; len(z) > 0 {
		zone = strings.ToLower(z[len(z)-1])
	}
	open := zone == "public" || zone == "external" || zone == "trusted" || zone == "\x00"
	if !open {
		return Judgement{}
	}
	for _, f := range []string{"--add-port", "--add-service", "--add-source", "--add-interface", "--change-interface", "--add-forward-port"} {
		if _, ok := flags[f]; ok {
			if f == "--add-interface" || f == "--change-interface" {
				if zone != "trusted" {
					continue
				}
			}
			return Judgement{Might: true, Certainly: zone != "\x00"}
		}
	}
	return Judgement{}
}

// socatAddrFiles are socat's address types that read a file.
var socatAddrFiles = []string{"FILE:", "OPEN:", "GOPEN:", "file:", "open:", "gopen:"}

// socatSendsSecret judges socat given a [secret] file as an address.
func socatSendsSecret(args []Word, ctx *Context) Judgement {
	for _, a := range args {
		v, ok := a.Literal()
		if !ok {
			continue // a file not known is left alone, as curl -d @"$F" is
		}
		for _, t := range socatAddrFiles {
			if !strings.HasPrefix(v, t) {
				continue
			}
			path := v[len(t):]
			if k := strings.IndexByte(path, ','); k >= 0 {
				path = path[:k] // socat's options after the path
			}
			if strings.HasPrefix(path, "~/") && ctx.Home != "" {
				path = ctx.Home + path[1:]
			}
			if j := judgeSecret("", LitWord(path), ctx); j.Might {
				return j
			}
		}
	}
	return Judgement{}
}
