package cards

import (
	"strings"

	"charm.land/lipgloss/v2"
)

// Glyphs are the characters the desk draws that are not text: outcome marks,
// the marks of hidden and wrapped text, the frame. The outcome marks and the
// wrap mark are one cell wide in both sets, so a layout does not change when
// the set does.
//
// The Unicode set uses only characters that are narrow in every width table
// and have no emoji presentation: ✓ (U+2713) and ✗ (U+2717), not ✔ or ❌,
// and "!" rather than ⚠ (U+26A0) for unreadable, because ⚠ is an emoji
// that some terminals and fonts draw two cells wide while wcwidth counts
// one, which shifts or overlaps whatever follows it.
type Glyphs struct {
	// Allow, Ask, Refuse and Unreadable mark an outcome, before its word.
	Allow, Ask, Refuse, Unreadable string
	// Ellipsis marks text cut short; a count of what is hidden follows it.
	Ellipsis string
	// Wrap ends a line of untrusted text that continues on the next line.
	Wrap string
	// Branch, Last and Trunk draw a tree (a command's parse tree): Branch
	// leads a node that has siblings after it, Last the last node, and
	// Trunk continues a branch past a node's lines. All three are as wide
	// as each other.
	Branch, Last, Trunk string
	// Frame is the border for cards and panes.
	Frame lipgloss.Border
	// Times counts a repeat: "cmd.publish ×2" (queue.AskingLabel writes
	// ×; an ASCII terminal draws x).
	Times string
	// Quote opens and closes text an agent wrote where it stands among
	// the desk's own words (an agent's name, its working directory), so
	// that it cannot pass for them: see [SafeQuoted].
	Quote [2]string
}

// UnicodeGlyphs returns the glyphs for a UTF-8 terminal: ✓ ? ✗ ! for the
// outcomes, … for hidden text, ↴ for a wrapped line, ├─ └─ │ for trees,
// rounded frames, « » around an agent's words.
func UnicodeGlyphs() Glyphs {
	return Glyphs{
		Allow: "✓", Ask: "?", Refuse: "✗", Unreadable: "!",
		Ellipsis: "…",
		Times:    "×",
		Wrap:     "↴",
		Branch:   "├─ ",
		Last:     "└─ ",
		Trunk:    "│  ",
		Frame:    lipgloss.RoundedBorder(),
		Quote:    [2]string{"«", "»"},
	}
}

// ASCIIGlyphs returns glyphs made of ASCII only, for terminals whose locale
// is not UTF-8 and consoles without the Unicode glyphs: + ? x ! for the
// outcomes, ... for hidden text, \ for a wrapped line (as a shell continues a
// line), |- `- | for trees, frames of + - |, and " " around an agent's
// words.
func ASCIIGlyphs() Glyphs {
	return Glyphs{
		Allow: "+", Ask: "?", Refuse: "x", Unreadable: "!",
		Ellipsis: "...",
		Times:    "x",
		Wrap:     `\`,
		Branch:   "|- ",
		Last:     "`- ",
		Trunk:    "|  ",
		Frame:    lipgloss.ASCIIBorder(),
		Quote:    [2]string{`"`, `"`},
	}
}

// Mark returns the mark of an outcome: "allow", "ask", "refuse" or
// "unreadable". An unknown outcome gets the unreadable mark: what the desk
// cannot name it does not present as harmless.
func (g Glyphs) Mark(outcome string) string {
	switch outcome {
	case "allow":
		return g.Allow
	case "ask":
		return g.Ask
	case "refuse":
		return g.Refuse
	}
	return g.Unreadable
}

// OutcomeMark returns an outcome's mark and word without style, such as
// "✓ allow" or "✗ refuse", from the Unicode glyphs. Use [Styles.Outcome]
// to draw it, or [Glyphs.Mark] for the mark alone from another set.
func OutcomeMark(outcome string) string {
	return UnicodeGlyphs().Mark(outcome) + " " + outcomeWord(outcome)
}

// Outcome draws an outcome's mark and word in its style: "✓ allow",
// "? ask", "✗ refuse", "! unreadable" (or "+ allow" … with [ASCIIGlyphs]).
// The word is always there, so the outcome reads without colour or glyphs.
func (s Styles) Outcome(outcome string) string {
	st := s.Unreadable
	switch outcome {
	case "allow":
		st = s.Allow
	case "ask":
		st = s.Ask
	case "refuse":
		st = s.Refuse
	}
	return st.Render(s.Glyphs.Mark(outcome) + " " + outcomeWord(outcome))
}

// outcomeWord is the word for an outcome; anything unknown is shown through
// [Escape] after the word "unknown", never raw.
func outcomeWord(outcome string) string {
	switch outcome {
	case "allow", "ask", "refuse", "unreadable":
		return outcome
	}
	return "unknown " + Escape(outcome)
}

// UTF8Locale reports whether the locale the environment names is UTF-8, the
// way C programs decide it: the first of LC_ALL, LC_CTYPE and LANG that is
// set wins. Pass os.Getenv (or a session's environment, over SSH) and choose
// [UnicodeGlyphs] or [ASCIIGlyphs] from the answer.
func UTF8Locale(getenv func(string) string) bool {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		if v := getenv(name); v != "" {
			v = strings.ToLower(v)
			return strings.Contains(v, "utf-8") || strings.Contains(v, "utf8")
		}
	}
	return false
}
