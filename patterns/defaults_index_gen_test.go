package patterns

import "sort"

// ruleTables are the tables the generator writes for the compiled filing
// of the default rules (defaults_index.go).
type ruleTables struct {
	// names are the sections' names one after another; nameEnds each
	// name's end in it (one more entry than names), listStarts each
	// name's first entry in lists (likewise).
	names                string
	nameEnds, listStarts []uint32
	lists                []uint16
	// ruleNameStarts are where each rule's section ends (section 0
	// first, one entry a rule and one more); ruleAnyStarts each rule's
	// first entry in ruleAny, the positions of its patterns that may
	// match any program (one more entry than rules); anyRules the
	// defaults a pattern of which may.
	ruleNameStarts, ruleAnyStarts []uint32
	ruleAny, anyRules             []uint16
	// exceptAnyStarts are each rule's first entry in exceptAny, the
	// positions of its except patterns that may match any program (one
	// more entry than rules), and exceptCounts how many except patterns
	// each rule has: the sections after the rules' patterns' file them
	// (fx62e).
	exceptAnyStarts         []uint32
	exceptAny, exceptCounts []uint16
}

// compiledRuleTables files the default rules given, as Defaults builds
// them, as Policy.index and a rule's patternIndex file any rules:
// section 0 the rules under each program, then a section a rule for its
// patterns, then a section a rule for its except patterns, as
// newExceptIndex files them.
func compiledRuleTables(defaults []*Rule) ruleTables {
	t := ruleTables{nameEnds: []uint32{0}, listStarts: []uint32{0}, ruleAnyStarts: []uint32{0}, exceptAnyStarts: []uint32{0}}
	perExcept := make([]map[string][]uint16, len(defaults))
	for j, r := range defaults {
		perExcept[j] = map[string][]uint16{}
		t.exceptCounts = append(t.exceptCounts, uint16(len(r.except)))
		for k, ex := range r.except {
			names, any := ex.appendPrograms(nil)
			if any {
				t.exceptAny = append(t.exceptAny, uint16(k))
				continue
			}
			for _, n := range names {
				if l := perExcept[j][n]; len(l) == 0 || l[len(l)-1] != uint16(k) {
					perExcept[j][n] = append(l, uint16(k))
				}
			}
		}
		t.exceptAnyStarts = append(t.exceptAnyStarts, uint32(len(t.exceptAny)))
	}
	byRule := map[string][]uint16{}
	perRule := make([]map[string][]uint16, len(defaults))
	for j, r := range defaults {
		perRule[j] = map[string][]uint16{}
		for k, pat := range r.Patterns() {
			names, any := pat.appendPrograms(nil)
			if any {
				if len(t.anyRules) == 0 || t.anyRules[len(t.anyRules)-1] != uint16(j) {
					t.anyRules = append(t.anyRules, uint16(j))
				}
				t.ruleAny = append(t.ruleAny, uint16(k))
				continue
			}
			for _, n := range names {
				if l := byRule[n]; len(l) == 0 || l[len(l)-1] != uint16(j) {
					byRule[n] = append(l, uint16(j))
				}
				if l := perRule[j][n]; len(l) == 0 || l[len(l)-1] != uint16(k) {
					perRule[j][n] = append(l, uint16(k))
				}
			}
		}
		t.ruleAnyStarts = append(t.ruleAnyStarts, uint32(len(t.ruleAny)))
	}
	var b []byte
	section := func(m map[string][]uint16) {
		sorted := make([]string, 0, len(m))
		for n := range m {
			sorted = append(sorted, n)
		}
		sort.Strings(sorted)
		for _, n := range sorted {
			b = append(b, n...)
			t.nameEnds = append(t.nameEnds, uint32(len(b)))
			t.lists = append(t.lists, m[n]...)
			t.listStarts = append(t.listStarts, uint32(len(t.lists)))
		}
		t.ruleNameStarts = append(t.ruleNameStarts, uint32(len(t.nameEnds)-1))
	}
	section(byRule)
	for _, m := range perRule {
		section(m)
	}
	for _, m := range perExcept {
		section(m)
	}
	t.names = string(b)
	return t
}
