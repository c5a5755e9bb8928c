package patterns

// withVerbs adds, to each default of infos by its ID, the patterns,
// exceptions, documentation and examples (caught, passed) a round's
// table of verbs gives it (defaults_verbs*.go).
func withVerbs(infos []DefaultInfo, pats, excepts map[string][]string, docs map[string]string, examples map[string][2][]string) []DefaultInfo {
	for i := range infos {
		d := &infos[i]
		d.Patterns = append(d.Patterns, pats[d.ID]...)
		d.Except = append(d.Except, excepts[d.ID]...)
		d.Effects += docs[d.ID]
		d.Caught = append(d.Caught, examples[d.ID][0]...)
		d.Passed = append(d.Passed, examples[d.ID][1]...)
	}
	return infos
}
