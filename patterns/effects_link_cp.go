package patterns

import "strings"

// cpMakesLinks reports whether a cp part makes links rather than copies:
// -s/--symbolic-link or -l/--link (rt22e #22), which name their link as
// ln does (the last operand, or -t's directory).
func cpMakesLinks(p *Part) bool {
	if p.Program != "cp" {
		return false
	}
	for _, w := range p.Args() {
		v, ok := w.Literal()
		switch {
		case !ok:
			continue
		case v == "--":
			return false
		case v == "--symbolic-link" || v == "--link":
			return true
		case strings.HasPrefix(v, "--") || !strings.HasPrefix(v, "-"):
			continue
		}
		for _, c := range v[1:] {
			if c == 's' || c == 'l' {
				return true
			}
			if c == 't' || c == 'S' {
				break // the rest is the option's value
			}
		}
	}
	return false
}
