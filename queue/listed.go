package queue

// Listed names, by ID, the pending asks an approval may resolve: those
// the confirmation the operator read listed as released (rt18k #1: a
// second admin's "y" listed 5 asks and resolved 6, one that arrived while
// the dialog was open). Nil bounds nothing (a caller that showed no
// list, such as the CLI); an empty, non-nil Listed resolves no ask.
type Listed []string

// set is l as a set, nil for a nil l.
func (l Listed) set() map[string]bool {
	if l == nil {
		return nil
	}
	m := make(map[string]bool, len(l))
	for _, id := range l {
		m[id] = true
	}
	return m
}
