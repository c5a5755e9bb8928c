package patterns

import "strings"

// A pattern word with stars inside (an ElemGlob: `/srv/p1/*`,
// `module.test.*`, `/srv/p1/**`) reads as a glob in a pathname, the way an
// operator reads it:
//
//   - `*` stands for one or more characters other than '/': `/srv/p1/*`
//     is an entry of /srv/p1, never /srv/p1/ itself (the empty string),
//     /srv/p1// or /srv/p1/x/y;
//   - `**` stands for one or more characters, '/' included, at least one
//     of them not '/': `/srv/p1/**` is anything below /srv/p1, never
//     /srv/p1// (which is /srv/p1);
//   - no star stands for a "." or ".." path component, nor for part of
//     one: `/srv/p1/*` does not allow /srv/p1/.. nor /srv/p1/./, and
//     `/srv/p1/**` not /srv/p1/x/../../etc. Only dots the pattern writes
//     itself match them.
//
// This is how an allow rule (Certainly mode) reads a glob word. A
// tightening rule (ask, refuse: Might mode) reads its stars widely, as
// any run of characters, none and '/' included (match_elem.go): it errs
// toward matching, as it does for every other doubt, and the defaults'
// globs over subcommands, JSON and option values (`*ufw*`, `npm pu*`,
// `*push=true*`) rely on it. A whole-word `*` (one operand) and `**`
// (zero or more operands) are other elements (ElemStar, ElemStarStar)
// and keep their meaning.

// gapKind is what a stretch between a glob's literal pieces may hold.
type gapKind uint8

const (
	gapNone gapKind = iota // a literal piece
	gapStar                // *: one or more characters, no '/'
	gapDeep                // **: one or more characters, not all '/'
)

// gtok is one token of a pattern glob: a literal piece or a gap.
type gtok struct {
	lit string
	gap gapKind
}

// pglob is a compiled pattern glob: its tokens in order.
type pglob []gtok

// compileGlob reads a glob element's text: a run of one star is `*`, a
// run of two or more is `**` (the parser refuses more than two).
func compileGlob(text string) pglob {
	var g pglob
	for len(text) > 0 {
		i := strings.IndexByte(text, '*')
		if i < 0 {
			return append(g, gtok{lit: text})
		}
		if i > 0 {
			g = append(g, gtok{lit: text[:i]})
		}
		n := i
		for n < len(text) && text[n] == '*' {
			n++
		}
		k := gapStar
		if n-i > 1 {
			k = gapDeep
		}
		g = append(g, gtok{gap: k})
		text = text[n:]
	}
	return g
}

// dotMask marks the bytes of s that belong to a "." or ".." path
// component; nil when there are none.
func dotMask(s string) []bool {
	var mask []bool
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != '/' {
			continue
		}
		if c := s[start:i]; c == "." || c == ".." {
			if mask == nil {
				mask = make([]bool, len(s))
			}
			for k := start; k < i; k++ {
				mask[k] = true
			}
		}
		start = i + 1
	}
	return mask
}

// match reports whether all of s matches the glob. No star takes a byte
// of a "." or ".." component of s. It runs in time O(len(g) × len(s))
// plus the literal comparisons: the set of positions of s reachable
// before each token is carried to the next.
func (g pglob) match(s string) bool {
	dots := dotMask(s)
	n := len(s)
	cur, next := make([]bool, n+1), make([]bool, n+1)
	cur[0] = true
	for _, t := range g {
		clear(next)
		reached, open, named := false, false, false
		for j := 0; j <= n; j++ {
			if t.gap == gapNone {
				if cur[j] && strings.HasPrefix(s[j:], t.lit) {
					next[j+len(t.lit)], reached = true, true
				}
				continue
			}
			// A star takes s[i:j] for some reachable i < j: open says one
			// such i is left of j with nothing it may not take between
			// them, named that s[i:j] also holds a character other than
			// '/' (** takes no run of slashes alone: /srv/p1// is
			// /srv/p1).
			if j > 0 {
				switch c := s[j-1]; {
				case (t.gap == gapStar && c == '/') || (dots != nil && dots[j-1]):
					open, named = false, false
				case c == '/':
					open = open || cur[j-1]
				default:
					open = open || cur[j-1]
					named = open
				}
			}
			if named {
				next[j], reached = true, true
			}
		}
		if !reached {
			return false
		}
		cur, next = next, cur
	}
	return cur[n]
}

// covers reports whether every value of a word of shape sh matches the
// glob, as an allow needs (Certainly mode): a word of known text is
// matched as it is; any unknown part (a parameter, a substitution, a
// shell glob) might be empty, hold a '/' or a "..", so such a word is not
// certainly matched. (A word that is a shell glob may stand for several
// operands, which in an allow only ** takes: match_operands.go.)
func (g pglob) covers(sh shape) bool {
	v, ok := sh.certain()
	return ok && g.match(v)
}
