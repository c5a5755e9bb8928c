package patterns

import "strings"

// enableBindings reads enable -n NAME…: each builtin NAME is turned off,
// so a later NAME runs whatever PATH finds by that name, not the builtin
// the reader reads (fx69c: `enable -n echo; echo hi`), as hash -p
// rebinds it. A word that might be -n, or a NAME that is not literal,
// might turn off any name.
func enableBindings(i int, p *Part) []binding {
	args := p.Args()
	off := false
	for k, w := range args {
		lit, tail := litPrefix(w)
		switch {
		case lit == "" && tail:
			return []binding{{part: i, how: "enable " + quoteRaw(w.Raw), span: w.Span}}
		case lit == "--":
			return enableNames(i, args[k+1:], off)
		case strings.HasPrefix(lit, "-") && (len(lit) > 1 || tail):
			off = off || tail || strings.Contains(lit, "n")
			continue
		}
		return enableNames(i, args[k:], off)
	}
	return nil
}

// enableNames returns the bindings of the names enable turns off (none
// when off is false: enable NAME turns a builtin back on).
func enableNames(i int, names []Word, off bool) []binding {
	if !off {
		return nil
	}
	out := make([]binding, 0, len(names))
	for _, n := range names {
		v, ok := n.Literal()
		if !ok {
			v = ""
		}
		out = append(out, binding{part: i, name: v, how: "enable -n", span: n.Span})
	}
	return out
}
