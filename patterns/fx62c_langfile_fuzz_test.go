package patterns

import "testing"

// FuzzFx62cLangFile runs the program-file readers of body_langfile_read.go
// over any text: none panics, what one cannot follow yields no commands,
// and the same text reads the same way twice.
func FuzzFx62cLangFile(f *testing.F) {
	for _, s := range fx62cFiles {
		f.Add(s)
	}
	f.Add("/a|b/ { print } (x) /\"/; system(\"id\")")
	f.Add("exe '!' . \"x\"\nau VimEnter * ++once !id\n\\ | x")
	f.Fuzz(func(t *testing.T, s string) {
		a1, as1, au1 := awkFileCommands(s)
		s1, su1 := sedFileCommands(s)
		g1, gs1, gu1 := gdbFileCommands(s)
		v1, vs1, vu1 := vimFileCommands(s)
		for _, r := range []struct {
			cmds    []string
			unknown string
		}{{a1, au1}, {s1, su1}, {g1, gu1}, {v1, vu1}} {
			if r.unknown != "" && len(r.cmds) > 0 {
				t.Fatalf("%q: not followed (%s) but commands %q", s, r.unknown, r.cmds)
			}
		}
		a2, as2, au2 := awkFileCommands(s)
		g2, gs2, gu2 := gdbFileCommands(s)
		v2, vs2, vu2 := vimFileCommands(s)
		if !sameStrings(a1, a2) || !sameStrings(as1, as2) || au1 != au2 || !sameStrings(g1, g2) ||
			!sameStrings(gs1, gs2) || gu1 != gu2 || !sameStrings(v1, v2) || !sameStrings(vs1, vs2) || vu1 != vu2 {
			t.Fatalf("%q: read two ways", s)
		}
	})
}
