package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

func TestProse(t *testing.T) {
	st := PlainStyles()
	cases := []struct {
		name     string
		in       string
		width    int
		maxLines int
		want     []string
	}{
		{"fits", "no rule matches", 20, 0, []string{"no rule matches"}},
		{"breaks at spaces", "deletes your home directory", 12, 0, []string{"deletes your", "home", "directory"}},
		{"the space at a break is not drawn", "aaaa bbbb", 4, 0, []string{"aaaa", "bbbb"}},
		{"a long word breaks at the cell", "abcdefghij", 4, 0, []string{"abc↴", "def↴", "ghij"}},
		{"escapes wrap whole", "ab \x1b[2J cd", 6, 0, []string{"ab", `\e[2J`, "cd"}},
		{"newline is an escape", "one\ntwo", 20, 0, []string{`one\ntwo`}},
		{"capped with a count", "one two three four five six", 9, 2, []string{"one two", "three fo…"}},
		{"cap of one", "one two three", 8, 1, []string{"one two…"}},
		{"empty", "", 10, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := newInks(st).prose(c.in, c.width, c.maxLines, roleText)
			var shown []string
			for _, l := range got {
				shown = append(shown, ansi.Strip(l))
			}
			if strings.Join(shown, "|") != strings.Join(c.want, "|") {
				t.Errorf("prose(%q, %d, %d) = %q, want %q", c.in, c.width, c.maxLines, shown, c.want)
			}
			checkLines(t, c.name, got, c.width)
		})
	}
}

func TestCellWrap(t *testing.T) {
	st := PlainStyles()
	cases := []struct {
		in       string
		width    int
		maxLines int
		want     []string
	}{
		{"/home/op/proj", 20, 3, []string{"/home/op/proj"}},
		{"/home/op/a-long-project-name", 12, 3, []string{"/home/op/a-↴", "long-projec↴", "t-name"}},
		{"/home/op/a-long-project-name/and/more/of/it", 12, 2, []string{"/home/op/a-↴", "long-projec…"}},
		{"/home/op\n/etc", 20, 3, []string{`/home/op\n/etc`}},
	}
	for _, c := range cases {
		got := cellWrap(c.in, c.width, c.maxLines, st, &newInks(st).pens[roleText])
		var shown []string
		for _, l := range got {
			shown = append(shown, ansi.Strip(l))
		}
		if strings.Join(shown, "|") != strings.Join(c.want, "|") {
			t.Errorf("cellWrap(%q, %d, %d) = %q, want %q", c.in, c.width, c.maxLines, shown, c.want)
		}
	}
}

// TestHighlightInnermostWins checks how bytes are painted where parts nest:
// the narrowest part that holds a byte decides its kind, and a matched word
// of an outer part does not mark an inner part's bytes.
func TestHighlightInnermostWins(t *testing.T) {
	p := policy(t, false)
	cases := []struct {
		src   string
		kinds string // one letter per byte: . none, a allow, k ask, r refuse, u unreadable
		marks string // . whole part, - rest of the part, ^ matched word
	}{
		{"echo $(rm -rf ~)",
			"aaaaaaakkkkkkkka",
			".......^^-----^."},
		{"bash -c 'rm -rf ~'",
			"aaaaaaaaakkkkkkkka",
			".........^^-----^."},
		{"ls | sh",
			"aa...uu",
			"..   .."},
		{"bash -c $'rm -rf ~\\n ls'", // a string that does not map: its parts cover all of it
			"aaaaaaaakkkkkkkkkkkkkkkk",
			"........................"},
	}
	for _, c := range cases {
		v := p.Explain(c.src, cardContext(), cardNow())
		d := newDrawing(v.Command, v.Report(), 80, PlainStyles())
		kinds, marks, _ := d.newHighlight().paint(0, len(c.src))
		var gotK, gotM strings.Builder
		for i := range c.src {
			gotK.WriteByte(".akru"[kinds[i]])
			if kinds[i] == kindNone {
				gotM.WriteByte(' ')
				continue
			}
			gotM.WriteByte(".-^"[marks[i]])
		}
		if gotK.String() != c.kinds || gotM.String() != c.marks {
			t.Errorf("%q:\n kinds %q, want %q\n marks %q, want %q", c.src, gotK.String(), c.kinds, gotM.String(), c.marks)
		}
	}
}

// TestTreeGuidesStayInHalfTheWidth draws a tree deeper than half the width
// allows: its guides stop growing, and every line still fits.
func TestTreeGuidesStayInHalfTheWidth(t *testing.T) {
	src := "echo " + strings.Repeat("$(echo ", 30) + "x" + strings.Repeat(")", 30)
	p := policy(t, false)
	for _, w := range []int{MinWidth, 30, 40, 80} {
		v := p.Explain(src, cardContext(), cardNow())
		d := newDrawing(v.Command, v.Report(), w, PlainStyles())
		lines := d.treeSection(-1)
		checkLines(t, "deep tree", lines, w)
		for _, l := range lines {
			guides := len(ansi.Strip(l)) - len(strings.TrimLeft(ansi.Strip(l), "│├└─ "))
			if s := ansi.StringWidth(ansi.Strip(l)[:guides]); s > w/2+3 {
				t.Errorf("width %d: guides of %d cells: %q", w, s, ansi.Strip(l))
			}
		}
	}
}

// TestTreeIsCapped checks that a card shows at most the nodes it is told
// to, and says how many it leaves out.
func TestTreeIsCapped(t *testing.T) {
	src := strings.Repeat("ls; ", 50) + "rm -rf ~"
	c := cardFor(t, src, policy(t, false))
	c.TreeNodes = 10
	var tree []string
	for _, s := range CardSections(c, 80, PlainStyles()) {
		if s.Title == SectionTree {
			tree = s.Lines
		}
	}
	out := plain(tree)
	if n := strings.Count(out, "allow  ls"); n != 9 {
		t.Errorf("%d parts shown, want 9 (and the list node):\n%s", n, out)
	}
	if !strings.Contains(out, "42 more nodes not shown") {
		t.Errorf("the cap is not said:\n%s", out)
	}
	all := RenderExplain(nil, policy(t, false).Explain(src, cardContext(), cardNow()), 80, PlainStyles())
	if n := strings.Count(ansi.Strip(all), "allow  ls"); n != 50 {
		t.Errorf("explain shows %d of 50 parts", n)
	}
}

func TestPartAndWrapperText(t *testing.T) {
	cases := []struct {
		src, part, wrappers string
	}{
		{"sudo -u root nice rm -rf /", "rm -rf /", "sudo -u root, nice"},
		{"timeout 10 env A=1 make > out.log 2>&1", "make >out.log 2>&1", "timeout 10, env A=1"},
		{"ls", "ls", ""},
	}
	for _, c := range cases {
		cmd := patterns.Read(c.src)
		if len(cmd.Parts) == 0 {
			t.Fatalf("%q: no parts", c.src)
		}
		if got := partText(cmd.Parts[0]); got != c.part {
			t.Errorf("partText(%q) = %q, want %q", c.src, got, c.part)
		}
		if got := wrapperText(cmd.Parts[0]); got != c.wrappers {
			t.Errorf("wrapperText(%q) = %q, want %q", c.src, got, c.wrappers)
		}
	}
}

func TestKindOf(t *testing.T) {
	cases := []struct {
		o    patterns.Outcome
		rule string
		want kind
	}{
		{patterns.Allow, "", kindAllow},
		{patterns.Ask, "cmd.delete-home", kindAsk},
		{patterns.Ask, patterns.UnreadableRule, kindUnreadable},
		{patterns.Refuse, patterns.UnreadableRule, kindRefuse},
		{patterns.Refuse, "r1", kindRefuse},
	}
	for _, c := range cases {
		if got := kindOf(c.o, c.rule); got != c.want {
			t.Errorf("kindOf(%v, %q) = %v, want %v", c.o, c.rule, got, c.want)
		}
	}
}

func TestTitleLine(t *testing.T) {
	for _, g := range []Glyphs{UnicodeGlyphs(), ASCIIGlyphs()} {
		st := PlainStyles()
		st.Glyphs = g
		for w := 1; w <= 40; w++ {
			l := newInks(st).titleLine("Parse tree", w)
			if got := ansi.StringWidth(l); got > w || (w >= 16 && got != w) {
				t.Errorf("title at %d is %d cells: %q", w, got, ansi.Strip(l))
			}
		}
	}
}
