package patterns

import "testing"

// TestExceptPassedOverByProgram holds the program check that spares a
// rule's except patterns their decoding (Pattern.namesOtherThan) to the
// match it stands in for: over every default's examples, caught and
// passed, an except pattern passed over for a part's program never
// matches that part, and each compiled except pattern is passed over
// for a program it does not name.
func TestExceptPassedOverByProgram(t *testing.T) {
	ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op"}
	rules := Defaults()
	passedOver, excepts := 0, 0
	for j, info := range defaultTable {
		for _, ex := range rules[j].except {
			excepts++
			if ex.enc == 0 {
				t.Errorf("%s: except pattern %s is not a compiled one", info.ID, ex)
			}
			if ex.namesOtherThan("") {
				t.Errorf("%s: %s passed over for an unknown program", info.ID, ex)
			}
			if names, any := ex.appendPrograms(nil); !any && !ex.namesOtherThan("zz-no-such-program") {
				t.Errorf("%s: %s (names %q) not passed over for a program it does not name", info.ID, ex, names)
			}
		}
		for _, src := range append(append([]string(nil), info.Caught...), info.Passed...) {
			cmd := Read(src)
			for i, part := range cmd.Parts {
				if part == nil {
					continue
				}
				for _, r := range rules {
					for _, ex := range r.except {
						if !ex.namesOtherThan(part.Program) {
							continue
						}
						passedOver++
						if ex.matchExcept(cmd, i, ctx) {
							t.Errorf("%q part %d (%s): %s's except %s passed over, yet it matches", src, i, part.Program, r.ID, ex)
						}
					}
				}
			}
		}
	}
	if excepts == 0 || passedOver == 0 {
		t.Fatalf("%d except patterns, %d passed over: the test checks nothing", excepts, passedOver)
	}
}
