package cards

import (
	"sort"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// verdictSection says what the policy answered, by which rule and why,
// which part decided, what could not be read, and what the policy answers
// now when that differs.
func (d *drawing) verdictSection(live *patterns.Verdict) []string {
	st := d.st
	rep := d.rep
	lines := d.outcomeLine(d.commandKind(), rep.Rule, "")
	lines = append(lines, d.alsoLines()...)
	lines = append(lines, indent(d.in.prose(rep.Reason, d.width-2, proseLines, roleText), 2)...)
	if rep.Part >= 0 && rep.Part < len(rep.Parts) && rep.Parts[rep.Part].Because != nil {
		// Why, in the command's own words: untrusted, drawn as prose is.
		b := rep.Parts[rep.Part].Because
		text := b.Certainty + ": " + b.Sentence()
		if _, code := unreadableWords[patterns.UnreadableCode(b.Class)]; code {
			// a part that cannot be read: what in it cannot be, in
			// plain words, not "(dynamic-nested)"
			text = b.Certainty + ": " + becauseWord(b) + " cannot be read: " + d.unreadableSaidFor(rep.Part, patterns.UnreadableCode(b.Class))
		}
		lines = append(lines, indent(d.in.prose(text, d.width-2, proseLines, roleText), 2)...)
	}
	lines = append(lines, d.otherAskingParts()...)
	var said []string // what cannot be read, each in plain words once
	seen := map[string]bool{}
	for _, u := range rep.Unreadable {
		if w := unreadableSaid(u.Code, u.Detail); !seen[w] {
			seen[w] = true
			said = append(said, w)
		}
	}
	switch {
	case rep.Part >= 0 && rep.Part < len(rep.Parts) && (len(rep.Parts) > 1 || !d.aligned):
		// With one part, the command above is the part: nothing to add.
		what := "decided by part " + strconv.Itoa(rep.Part+1) + ": "
		text := rep.Parts[rep.Part].Text
		if d.aligned {
			text = partText(d.cmd.Parts[rep.Part])
		}
		lines = append(lines, d.labelled(d.width, what, text)...)
	case rep.Part < 0 && rep.Because != nil && len(said) == 1:
		// where, in the command's own words, and why in plain words: the
		// reason above says it cannot be read, not this line again
		// (fx28k #5)
		lines = append(lines, d.in.prose(st.Glyphs.Unreadable+" decided by the command as a whole, at "+
			becauseWord(rep.Because)+": "+said[0], d.width, proseLines, roleUnreadable)...)
		said = nil
	case rep.Part < 0 && rep.Because != nil:
		// where, in the command's own words: untrusted, cut in the middle
		lines = append(lines, d.labelled(d.width, "decided by the command as a whole, at ", becauseWord(rep.Because))...)
	case rep.Part < 0:
		lines = append(lines, d.in.prose("decided by the command as a whole", d.width, 1, roleMuted)...)
	}
	if len(said) > 0 {
		lead := st.Glyphs.Unreadable + " cannot be read: "
		if len(said) > 1 {
			lead = st.Glyphs.Unreadable + " cannot be read: " + strconv.Itoa(len(said)) + " things: "
		}
		lines = append(lines, d.in.prose(lead+strings.Join(said, "; "), d.width, proseLines, roleUnreadable)...)
	}
	if !d.aligned && len(d.cmd.Parts) > 0 {
		lines = append(lines, d.in.prose("The recorded verdict does not fit this reading of the command (read by another version?): parts are shown without their verdicts.", d.width, proseLines, roleMuted)...)
	}
	if live != nil && (live.Outcome != rep.Outcome || live.Rule != rep.Rule) {
		lines = append(lines, d.outcomeLine(kindOf(live.Outcome, live.Rule), live.Rule, "now: ")...)
		lines = append(lines, d.in.prose("the policy has changed since it was asked", d.width, 1, roleMuted)...)
	}
	return lines
}

// otherRulesShown caps the groups of other asking parts the Verdict
// names, each a rule with the parts it asks for; parts that ask by other
// rules are counted.
const otherRulesShown = 3

// otherAskingParts names, under the deciding part's verdict, every other
// part that asks or is refused, grouped by rule, each rule with its
// reason, refusals and defaults first: the deciding part's rule alone
// ("ask by r2: make **", "builds") hid that part 2 force-pushes main
// (rt22k #10). Grouped, the verdict accounts for every part without a
// count of its own: a 25-part card said "and 21 more parts that ask
// (listed at the top)" under a top that said "and 20 more: see the parse
// tree" (rt41k F9). A rule's reason already given (the deciding part's)
// is not given again.
func (d *drawing) otherAskingParts() []string {
	rep := d.rep
	type group struct {
		outcome patterns.Outcome
		rule    string
		parts   []int
	}
	var groups []*group
	at := map[[2]string]*group{}
	for _, i := range AskingOrder(rep) {
		p := rep.Parts[i]
		// a part that cannot be read is said by the "cannot be read"
		// line under this
		// too when the deciding rule names it (`curl … | sh`: the sh
		// part is download-run's, and cannot be read)
		said := p.Rule == patterns.UnreadableRule || p.Rule == rep.Rule && p.Outcome == rep.Outcome && unreadablePart(rep, i)
		if i == rep.Part || said && len(rep.Unreadable) > 0 {
			continue
		}
		k := [2]string{p.Outcome.String(), p.Rule}
		g := at[k]
		if g == nil {
			g = &group{outcome: p.Outcome, rule: p.Rule}
			at[k] = g
			groups = append(groups, g)
		}
		g.parts = append(g.parts, i)
	}
	dash := "-"
	if d.st.Glyphs.Ellipsis == "…" {
		dash = "–"
	}
	var lines []string
	for n, g := range groups {
		if n == otherRulesShown {
			rest := 0
			for _, g := range groups[n:] {
				rest += len(g.parts)
			}
			words := strconv.Itoa(rest) + " more parts ask or refuse by " + strconv.Itoa(len(groups)-n) + " more rules: see the parse tree"
			lines = append(lines, d.in.prose(words, d.width, 2, roleMuted)...)
			break
		}
		sort.Ints(g.parts)
		lines = append(lines, d.outcomeLine(kindOf(g.outcome, g.rule), g.rule, partRanges(g.parts, dash)+": ")...)
		if g.rule == rep.Rule && g.outcome == rep.Outcome {
			continue // its reason is the verdict's, above
		}
		lines = append(lines, indent(d.in.prose(rep.Parts[g.parts[0]].Reason, d.width-2, proseLines, roleText), 2)...)
	}
	return lines
}

// unreadablePart reports whether part i is one the report cannot read.
func unreadablePart(rep patterns.Report, i int) bool {
	for _, u := range rep.Unreadable {
		if u.Part == i {
			return true
		}
	}
	return false
}

// outcomeLine draws "? ask by cmd.delete-home" (or "✓ allow" alone for
// the fallback), after a lead such as "now: ".
func (d *drawing) outcomeLine(k kind, rule, lead string) []string {
	head := d.in.draw(roleMuted, lead) + d.in.outcome(k)
	w := ansi.StringWidth(head)
	if w > d.width {
		return []string{ansi.Truncate(head, d.width, "")}
	}
	if rule == "" {
		return []string{head} // the fallback: the reason says so
	}
	if d.width-w-4 < 1 {
		return []string{head}
	}
	by := d.in.draw(roleMuted, " by ") + d.in.line(rule, d.width-w-4, roleAccent)
	pat, ok := d.patterns[rule]
	if !ok || pat == "" {
		return []string{head + by}
	}
	// What the rule matches, after its ID: "refuse by r2: rm -rf ~/". It
	// is what decides, so it is shown whole (rt13k): where it does not fit
	// after the ID it wraps on the lines under it, indented.
	by += d.in.draw(roleMuted, ":")
	if rest := d.width - w - ansi.StringWidth(by) - 1; rest >= 8 {
		if one := d.in.prose(pat, rest, 2, roleText); len(one) == 1 {
			return []string{head + by + " " + one[0]}
		}
	}
	return append([]string{head + by}, indent(d.in.prose(pat, max(d.width-4, 8), patternLines, roleText), 4)...)
}

// patternLines caps the lines a rule's pattern wraps on under its verdict
// (the last says how much is left out, should a pattern be longer).
const patternLines = 12

// labelled draws trusted words then an untrusted value on one line, the
// value (a command or a part) cut in the middle. When the width leaves the value
// too little room, the words take a line of their own.
func (d *drawing) labelled(width int, label, value string) []string {
	w := ansi.StringWidth(label)
	if w+12 > width {
		return append(d.in.prose(strings.TrimRight(label, " "), width, 2, roleMuted), d.in.middle(value, width))
	}
	return []string{d.in.draw(roleMuted, label) + d.in.middle(value, width-w)}
}

// shadowSection lists what shadow rules would have decided.
func (d *drawing) shadowSection() []string {
	var lines []string
	for _, h := range d.rep.Shadow {
		head := d.outcomeLine(kindOf(h.Outcome, h.Rule), h.Rule, "")
		lines = append(lines, head...)
		if h.Part >= 0 && h.Part < len(d.cmd.Parts) {
			lines = append(lines, indent(d.labelled(d.width-2, "on part "+strconv.Itoa(h.Part+1)+": ", partText(d.cmd.Parts[h.Part])), 2)...)
		}
		if h.Changes {
			lines = append(lines, indent(d.in.prose("enforced, it would change the command's outcome", d.width-2, 1, roleAccent), 2)...)
		}
	}
	return lines
}

// fallbackLine says what the policy answers a part no rule matches:
// "fallback: allow: a part no rule matches runs unasked". It is the
// desk's own text (the fallback is one of two words), cut to the width.
func (d *drawing) fallbackLine(fallback string) []string {
	k, what := kindAllow, "a part no rule matches runs unasked"
	switch fallback {
	case "allow":
	case "ask":
		k, what = kindAsk, "a part no rule matches is asked about"
	default:
		return nil
	}
	line := d.in.draw(roleMuted, "fallback: ") + d.in.draw(k.role(), fallback) + d.in.draw(roleMuted, ": "+what)
	if ansi.StringWidth(line) <= d.width {
		return []string{line}
	}
	// too narrow for one line: what it does goes under it, wrapped
	head := d.in.draw(roleMuted, "fallback: ") + d.in.draw(k.role(), fallback)
	if ansi.StringWidth(head) > d.width {
		return []string{d.in.cut(roleMuted, "fallback: "+fallback, d.width)}
	}
	return append([]string{head + d.in.draw(roleMuted, ":")}, indent(d.in.prose(what, d.width-2, 2, roleMuted), 2)...)
}

// becauseWord is the word a because quotes, in backquotes, "…" after a
// cut one: untrusted, for the caller to draw escaped.
func becauseWord(b *patterns.BecauseReport) string {
	word := b.Word
	if b.Cut {
		word += "…"
	}
	return "`" + word + "`"
}
