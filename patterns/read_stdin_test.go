package patterns

import (
	"slices"
	"testing"
)

// TestReadIfAsRead: ReadIf says there is no part for which is holds
// only where a whole reading finds none, over the corpus, the
// typed-input seeds and the lines whose words the effects pass rewrites
// (a mktemp path, a link made earlier), where the shorter reading alone
// would answer otherwise; is is here a program reading its typed input
// or a file stream from it.
func TestReadIfAsRead(t *testing.T) {
	lines := []string{
		"git status && ls -la src | head -n 20",
		"bash", "ssh host", "scp -t ~", "sudo -s", "python3 -", "tar -x", "git receive-pack .",
		`tar -xf "$(mktemp)"`,
		`tmp=$(mktemp) && tar -xf "$tmp"`,
		`tmp=$(mktemp -d) && bash < "$tmp"`,
		"ln -s /dev/tty t && bash <> t",
		"ln -s /dev/stdin f; tar -xf f",
		"cp -s /dev/tty t && bash <> t",
		"ln -sf /dev/tty t; ls t",
		`echo hi | bash; tmp=$(mktemp) && cat "$tmp"`,
	}
	lines = append(lines, typedFuzzSeeds...)
	lines = append(lines, corpusSeeds(t)...)
	stdin := func(p *Part) bool { return p.ReadsTypedProgram() || p.TakesFileStream() }
	found := 0
	for _, src := range lines {
		whole := slices.ContainsFunc(Read(src).Parts, stdin)
		c := ReadIf(src, stdin)
		switch {
		case c == nil && whole:
			t.Errorf("ReadIf(%q) = nil, but Read finds a part", src)
		case c != nil && whole:
			found++
		}
	}
	if found < 100 {
		t.Errorf("only %d of %d lines have a typed or stream part: the lines do not test what they should", found, len(lines))
	}
}

// TestReadIfReadsWhole: what ReadIf returns is Read's reading, effects
// and all (cp's writes judged, a temporary path read as one).
func TestReadIfReadsWhole(t *testing.T) {
	src := `tmp=$(mktemp) && cp a "$tmp" && bash`
	c := ReadIf(src, func(p *Part) bool { return p.Program == "bash" })
	if c == nil {
		t.Fatal("ReadIf found no bash part")
	}
	want := Read(src)
	if len(c.Parts) != len(want.Parts) {
		t.Fatalf("%d parts, Read %d", len(c.Parts), len(want.Parts))
	}
	for i, p := range c.Parts {
		if (p.does == nil) != (want.Parts[i].does == nil) || p.line == nil {
			t.Errorf("part %d (%s): does %v line %v, Read's does %v", i, p.Text(), p.does, p.line, want.Parts[i].does)
		}
	}
	if ReadIf(src, func(p *Part) bool { return p.Program == "zsh" }) != nil {
		t.Error("ReadIf read a line with no zsh part whole")
	}
}
