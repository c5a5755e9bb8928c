package patterns

import "strings"

// make -n (--dry-run, --just-print, --recon), -q (--question) and -t
// (--touch) still run the recipe lines that start with "+" (after any
// "@" and "-") and those that name $(MAKE) or ${MAKE} (GNU make's manual,
// "Instead of Executing Recipes"), and make still expands $(shell …) as
// it reads the file. Under them the makefile is read as without them,
// keeping only those lines (rt56 R5: `make -n -f M` ran M's
// `+ozdesk … queue approve 1` unread).

// makeDryFlag reports whether v, a make argument, gives -n, -q or -t
// (alone or leading a cluster of short options, -nf FILE), and returns
// what is left of v: "" when nothing, else the rest of the cluster
// (-f).
func makeDryFlag(v string) (rest string, dry bool) {
	switch strings.SplitN(v, "=", 2)[0] {
	case "--dry-run", "--just-print", "--recon", "--question", "--touch":
		return "", true
	}
	if len(v) < 2 || v[0] != '-' || v[1] == '-' {
		return v, false
	}
	i := 1
	for i < len(v) && strings.IndexByte("nqt", v[i]) >= 0 {
		i++
	}
	switch {
	case i == 1:
		return v, false
	case i == len(v):
		return "", true
	}
	return "-" + v[i:], true
}

// makeDry reports whether make part p is given -n, -q or -t.
func makeDry(p *Part) bool {
	for _, w := range p.Words[1:] {
		v, ok := w.Literal()
		if ok && v == "--" {
			return false
		}
		if _, dry := makeDryFlag(v); ok && dry {
			return true
		}
	}
	return false
}

// dryRunOnly keeps of mf's recipes the lines make runs under -n, -q and
// -t.
func (mf *makefile) dryRunOnly() {
	for t, lines := range mf.recipe {
		mf.recipe[t] = makeDryLines(lines)
	}
	for k := range mf.patterns {
		mf.patterns[k].recipe = makeDryLines(mf.patterns[k].recipe)
	}
}

// makeDryLines are the recipe lines that run under -n: a "+" among the
// line's leading "@", "-" and "+", or $(MAKE) or ${MAKE} in it.
func makeDryLines(lines []string) []string {
	var out []string
	for _, l := range lines {
		head := l[:len(l)-len(strings.TrimLeft(l, "@-+ \t"))]
		if strings.Contains(head, "+") || strings.Contains(l, "$(MAKE)") || strings.Contains(l, "${MAKE}") {
			out = append(out, l)
		}
	}
	return out
}
