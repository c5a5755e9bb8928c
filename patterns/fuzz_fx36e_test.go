package patterns

import (
	"strings"
	"testing"
)

// FuzzArchiveMemberShape (fx36e): whatever names and links an archive
// lists, judgeMembers leaves it alone only when every member names a
// place below the top with no `..`, no hidden component, no backslash,
// and no link out of the top.
func FuzzArchiveMemberShape(f *testing.F) {
	f.Add("cli/bin/cli", uint8(0), "")
	f.Add(".claude/settings.json", uint8(0), "")
	f.Add("x", uint8(2), "../../etc")
	f.Add("./", uint8(1), "")
	f.Add(`a\..\b`, uint8(3), "a")
	ctx := &Context{Cwd: "/w", Workdir: "/w", Home: "/h"}
	f.Fuzz(func(t *testing.T, name string, kind uint8, link string) {
		m := ArchiveMember{Name: name, Kind: ArchiveKind(kind % 5), Link: link, Mode: 0o755}
		if j := judgeMembers([]ArchiveMember{m}, "/w", ctx); j.Might {
			return
		}
		if strings.HasPrefix(name, "/") || strings.Contains(name, `\`) {
			t.Fatalf("%q left alone", name)
		}
		for _, c := range strings.Split(name, "/") {
			if c == ".." || c != "." && strings.HasPrefix(c, ".") {
				t.Fatalf("%q left alone", name)
			}
		}
		if m.Kind == ArchiveSymlink && (strings.HasPrefix(link, "/") || strings.Contains(link, "/.") && !strings.Contains(link, "/..")) {
			t.Fatalf("%q -> %q left alone", name, link)
		}
		if m.Kind == ArchiveHardlink || m.Kind == ArchiveOther {
			t.Fatalf("%q (kind %d) left alone alone", name, m.Kind)
		}
	})
}
