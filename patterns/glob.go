package patterns

import "strings"

// globMatch reports whether s matches pattern, in which only '*' is special
// (any run of characters, '/' included). It runs in time linear in the
// lengths: the pieces between stars are found left to right, each at its
// leftmost place, which is optimal when '*' is the only wildcard.
func globMatch(pattern, s string) bool {
	pieces := strings.Split(pattern, "*")
	if len(pieces) == 1 {
		return pattern == s
	}
	first, last := pieces[0], pieces[len(pieces)-1]
	if !strings.HasPrefix(s, first) {
		return false
	}
	s = s[len(first):]
	for _, p := range pieces[1 : len(pieces)-1] {
		i := strings.Index(s, p)
		if i < 0 {
			return false
		}
		s = s[i+len(p):]
	}
	return strings.HasSuffix(s, last)
}
