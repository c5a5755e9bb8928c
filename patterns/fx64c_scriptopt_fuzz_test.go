package patterns

import "testing"

// fx64cReaders are the file readers fx64c added, by name.
var fx64cReaders = map[string]func(string) ([]string, []string, string){
	"lldb": lldbFileCommands, "m4": m4FileCommands, "expect": expectFileCommands,
	"elisp": elispFileCommands, "ssh": sshConfigFileCommands, "curl": curlrcFileCommands,
}

// fx64cFuzz checks one reader over any text: no panic, what it cannot
// follow yields no commands, and the same text reads the same way twice.
func fx64cFuzz(f *testing.F, name string) {
	for _, s := range fx64cFiles {
		f.Add(s)
	}
	read := fx64cReaders[name]
	f.Fuzz(func(t *testing.T, s string) {
		c1, s1, u1 := read(s)
		if u1 != "" && len(c1) > 0 {
			t.Fatalf("%s %q: not followed (%s) but commands %q", name, s, u1, c1)
		}
		c2, s2, u2 := read(s)
		if !sameStrings(c1, c2) || !sameStrings(s1, s2) || u1 != u2 {
			t.Fatalf("%s %q: read two ways", name, s)
		}
	})
}

// FuzzFx64cM4 fuzzes m4FileCommands.
func FuzzFx64cM4(f *testing.F) { fx64cFuzz(f, "m4") }

// FuzzFx64cSSHConfig fuzzes sshConfigFileCommands.
func FuzzFx64cSSHConfig(f *testing.F) { fx64cFuzz(f, "ssh") }

// FuzzFx64cCurlrc fuzzes curlrcFileCommands.
func FuzzFx64cCurlrc(f *testing.F) { fx64cFuzz(f, "curl") }

// FuzzFx64cExpect fuzzes expectFileCommands.
func FuzzFx64cExpect(f *testing.F) { fx64cFuzz(f, "expect") }

// FuzzFx64cLldbElisp fuzzes lldbFileCommands and elispFileCommands.
func FuzzFx64cLldbElisp(f *testing.F) {
	for _, s := range fx64cFiles {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, name := range []string{"lldb", "elisp"} {
			c, _, u := fx64cReaders[name](s)
			if u != "" && len(c) > 0 {
				t.Fatalf("%s %q: not followed (%s) but commands %q", name, s, u, c)
			}
		}
	})
}
