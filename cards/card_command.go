package cards

import (
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
)

// The command is drawn line by line behind a gutter ([Glyphs.Frame]'s left
// side and a space), exactly as it reads (escapes aside): each part in the
// style of its outcome, the words its deciding rule matched underlined.
// So that it reads as well without colour, up to two lines under each
// line of the command say the same in marks:
//
//   - when the command has more than one part, a line of part numbers: a
//     rule ("1───────") under each part, from its number, the numbers the
//     verdict and the parse tree use;
//   - under the words of each part that asks or is refused that its rule
//     matched (all of the part when the rule matched no word), a line of
//     carets ("^^^") of its own, and after the last of them a label that
//     says what they did: "refused by r2", "asked by cmd.force-push". Each
//     such part is marked, not only the deciding one: a second part that
//     asks is approved with the first (rt22k #10).
//
// A letter outside ASCII that looks like an ASCII one, in a word that
// could pass for ASCII (exаmple.com with a Cyrillic а), is drawn as its
// escape (ex\u0430mple.com), as in all untrusted text: see lookalikeAt.
//
// The marks stay out of the command's own text, which an agent writes:
// brackets written into it could be written by the agent too, and would
// keep the command from reading back as it is. Mark lines have no gutter,
// so no line of the command can pass for one. An allowed command has no
// carets.

// cmdLine is one laid-out line of the command.
type cmdLine struct {
	from, next int
	units      []safeUnit
	wrapped    bool
	cut        string // a line of one escape wider than the line, drawn
}

// commandView draws windows of a command's source with its highlight.
type commandView struct {
	d        *drawing
	hl       *highlight
	src      string
	width    int // cells for the text, after the gutter
	gutter   string
	styles   hlStyles
	numbered bool            // the parts are numbered on a line of their own
	carets   []patterns.Span // the marked words of every group, in source order
	groups   []caretGroup    // the marked words, part by part, in source order
}

// caretGroup is the words of one part that asks or is refused, marked
// with carets on lines of their own, and what they did.
type caretGroup struct {
	spans []patterns.Span // in source order
	label string
	kind  kind
}

// hlStyles are the inline styles a highlighted line is drawn with: text by
// kind, text and escapes by whether the unit is in a matched word.
type hlStyles struct {
	text   [kindCount][2]inlineStyle
	escape [2]inlineStyle
}

func (d *drawing) newCommandView() *commandView {
	left := d.st.Glyphs.Frame.Left
	if left == "" {
		left = "|"
	}
	v := &commandView{d: d, hl: d.newHighlight(), src: d.cmd.Source,
		gutter: d.in.draw(roleBorder, left) + " ", width: max(1, d.width-ansi.StringWidth(left)-1)}
	// Matched words are underlined, unless the styles draw no attributes
	// at all (the zero Styles): then the output is plain text.
	styled := d.st.Escape.Render("x") != "x"
	v.styles.escape = [2]inlineStyle{d.in.pens[roleText].escape, newInlineStyle(d.st.Escape.Underline(styled))}
	for k := range kindCount {
		v.styles.text[k] = [2]inlineStyle{d.in.ink[k.role()], newInlineStyle(k.style(d.st).Underline(styled))}
	}
	v.numbered = d.numbered
	v.groups = d.caretGroups()
	for _, g := range v.groups {
		v.carets = append(v.carets, g.spans...)
	}
	sortSpans(v.carets)
	return v
}

// caretGroups are the groups of marked words: the deciding part's (see
// decidingWords), and those of every other part that asks or is refused,
// parts decided by the same rule in one group, in source order.
func (d *drawing) caretGroups() []caretGroup {
	var gs []caretGroup
	if spans, label := d.decidingWords(); len(spans) > 0 {
		gs = append(gs, caretGroup{spans: spans, label: label, kind: d.commandKind()})
	}
	if !d.aligned || d.rep.Part < 0 {
		return gs
	}
	for i, pr := range d.rep.Parts {
		k := kindOf(pr.Outcome, pr.Rule)
		if i == d.rep.Part || k == kindAllow || i >= len(d.cmd.Parts) {
			continue
		}
		spans := d.partWords(i, k)
		if len(spans) == 0 {
			continue
		}
		g := caretGroup{spans: spans, kind: k, label: decidedLabel(k, Escape(pr.Rule), d.unreadableFor(i))}
		// parts decided alike share a group: their carets stand on one
		// line, labelled once, after the last of them
		if j := slices.IndexFunc(gs, func(o caretGroup) bool { return o.kind == g.kind && o.label == g.label }); j >= 0 {
			gs[j].spans = append(gs[j].spans, spans...)
			sortSpans(gs[j].spans)
			continue
		}
		gs = append(gs, g)
	}
	for j := 1; j < len(gs); j++ { // few groups: insertion sort, stable
		for k := j; k > 0 && gs[k].spans[0].Start < gs[k-1].spans[0].Start; k-- {
			gs[k], gs[k-1] = gs[k-1], gs[k]
		}
	}
	return gs
}

// sortSpans sorts spans by where they start.
func sortSpans(spans []patterns.Span) {
	for j := 1; j < len(spans); j++ {
		for k := j; k > 0 && spans[k].Start < spans[k-1].Start; k-- {
			spans[k], spans[k-1] = spans[k-1], spans[k]
		}
	}
}

// manySpans reports whether the parts of the command stand in more than
// one place: then they are numbered. (The parts of a nested string that
// does not map into the source all stand where the string does.)
func (d *drawing) manySpans() bool {
	src := len(d.cmd.Source)
	first := patterns.Span{Start: -1}
	for _, p := range d.cmd.Parts {
		sp := clampSpan(p.Span, src)
		switch {
		case sp.Len() == 0:
		case first.Start < 0:
			first = sp
		case sp != first:
			return true
		}
	}
	return false
}

// decidingWords are the spans the carets go under, and the label that
// says what they did: the words the deciding part's rule matched; for a
// part that cannot be read, what in it cannot be; else the whole part;
// for a command decided as a whole, what could not be read where it
// stands. An allowed command has none.
func (d *drawing) decidingWords() ([]patterns.Span, string) {
	rep, src := d.rep, len(d.cmd.Source)
	k := d.commandKind()
	if k == kindAllow {
		return nil, ""
	}
	// A rule's ID is the store's, but the report is a record: drawn
	// escaped, as all recorded text is.
	label := decidedLabel(k, Escape(rep.Rule), d.unreadableFor(rep.Part))
	i := rep.Part
	if i < 0 {
		var spans []patterns.Span
		for _, u := range d.cmd.Unreadable {
			if sp := clampSpan(u.Span, src); u.Part < 0 && sp.Len() > 0 && sp.Len() < src {
				spans = append(spans, sp)
			}
		}
		return spans, label
	}
	if !d.aligned || i >= len(d.cmd.Parts) {
		return nil, ""
	}
	return d.partWords(i, k), label
}

// partWords are the words of part i (of kind k) its rule matched, in
// source order; for a part that cannot be read, what in it cannot be;
// else the whole part.
func (d *drawing) partWords(i int, k kind) []patterns.Span {
	src := len(d.cmd.Source)
	p := d.cmd.Parts[i]
	whole := clampSpan(p.Span, src)
	var spans []patterns.Span
	for _, w := range d.rep.Parts[i].Words {
		if w < 0 || w >= len(p.Words) {
			continue
		}
		ws := clampSpan(p.Words[w].Span, src)
		if ws.Start < whole.Start || ws.End > whole.End || ws.Len() == 0 {
			continue
		}
		spans = append(spans, ws)
	}
	if len(spans) == 0 && k == kindUnreadable {
		// What could not be read, where it stands in the part: the string
		// handed to a shell, the program that is not a literal word.
		for _, u := range d.cmd.Unreadable {
			if sp := clampSpan(u.Span, src); u.Part == i && sp.Len() > 0 && sp.Start >= whole.Start && sp.End <= whole.End {
				spans = append(spans, sp)
			}
		}
	}
	if len(spans) == 0 && whole.Len() > 0 {
		spans = []patterns.Span{whole}
	}
	sortSpans(spans) // a part's words are few
	return spans
}

// unreadableFor is, in plain words (unreadableSaid), the first thing
// part i (or, for -1, the command as a whole) could not be read for,
// else the first thing at all, or "".
func (d *drawing) unreadableFor(i int) string {
	for _, u := range d.rep.Unreadable {
		if u.Part == i {
			return unreadableSaid(u.Code, u.Detail)
		}
	}
	if len(d.rep.Unreadable) > 0 {
		u := d.rep.Unreadable[0]
		return unreadableSaid(u.Code, u.Detail)
	}
	return ""
}

// unreadableSaidFor says, in plain words, the thing of the given code
// part i could not be read for: told apart by its detail when the part
// has one of that code (unreadableSaid), else by the code alone.
func (d *drawing) unreadableSaidFor(i int, code patterns.UnreadableCode) string {
	for _, u := range d.rep.Unreadable {
		if u.Part == i && u.Code == code {
			return unreadableSaid(u.Code, u.Detail)
		}
	}
	return UnreadableWords(code)
}

// decidedLabel says what the deciding words did: "refused by r2",
// "asked by cmd.force-push", "asked: no rule matches it", "cannot be
// read: eval runs text that is only built when it runs" (said: what
// cannot be read, in plain words, or "").
func decidedLabel(k kind, rule string, said string) string {
	switch {
	case k == kindUnreadable && said != "":
		return "cannot be read: " + said
	case k == kindUnreadable:
		return "cannot be read"
	case rule == "":
		return "asked: no rule matches it"
	case k == kindRefuse:
		return "refused by " + rule
	}
	return "asked by " + rule
}

// window draws at most maxLines lines of the command from byte from, each
// followed by its lines of marks, and returns where the line after them
// begins.
func (v *commandView) window(from, maxLines int) (lines []string, next int) {
	if v.d.width < 3 {
		return nil, from
	}
	lay := newBlockLayoutWith(v.src, v.width, v.d.st, &v.d.in.pens[roleText])
	lay.sc.MarkTrailingBlanks() // as the queue's rows show them
	var laid []cmdLine
	next = safetext.RuneStart(v.src, from)
	for len(laid) < maxLines && next < len(v.src) {
		ln := cmdLine{from: next}
		_, ln.next = lay.line(next, false)
		for _, u := range lay.units {
			if u.End > ln.next {
				break
			}
			ln.units = append(ln.units, u)
		}
		if len(ln.units) == 0 && ln.next > next && v.src[ln.next-1] != '\n' {
			ln.cut, _ = lay.line(next, true)
		}
		ln.wrapped = ln.next < len(v.src) && v.src[ln.next-1] != '\n'
		laid = append(laid, ln)
		next = ln.next
	}
	if len(laid) == 0 {
		return nil, next
	}
	lo, hi := laid[0].from, laid[len(laid)-1].next
	kinds, marks, parts := v.hl.paint(lo, hi)
	at := func(i int) (kind, wordMark) { return kinds[i-lo], marks[i-lo] }
	partAt := func(i int) (int, kind) { return int(parts[i-lo]), kinds[i-lo] }
	pad := strings.Repeat(" ", ansi.StringWidth(v.gutter))
	last := make([]int, len(v.groups)) // the line of each group's last carets
	for g := range last {
		last[g] = -1
	}
	carry := -1 // the part a wrapped line above runs on into this one
	for _, ln := range laid {
		lines = append(lines, v.gutter+v.drawText(ln, at))
		if v.numbered {
			if m := v.drawParts(ln, partAt, carry); m != "" {
				lines = append(lines, pad+m)
			}
			carry = -1
			if n := len(ln.units); ln.wrapped && n > 0 {
				carry, _ = partAt(ln.units[n-1].Start)
			}
		}
		for g := range v.groups {
			if c := v.drawCarets(ln, v.groups[g]); c != "" {
				lines = append(lines, pad+c)
				last[g] = len(lines) - 1
			}
		}
	}
	// From the last line up, so that the lines a label adds move no line
	// a label is still to follow.
	for _, g := range labelOrder(last) {
		sp := v.groups[g].spans
		if v.groups[g].label != "" && sp[len(sp)-1].End <= next {
			lines = v.placeLabel(lines, last[g], v.groups[g])
		}
	}
	return lines, next
}

// labelOrder is the groups that have carets on screen, from the one whose
// last carets stand lowest up.
func labelOrder(last []int) []int {
	var order []int
	for g, l := range last {
		if l >= 0 {
			order = append(order, g)
		}
	}
	for j := 1; j < len(order); j++ {
		for k := j; k > 0 && last[order[k]] > last[order[k-1]]; k-- {
			order[k], order[k-1] = order[k-1], order[k]
		}
	}
	return order
}

// placeLabel writes the label after the carets on line i when it fits, or
// on lines of its own under the first caret ("^ refused by r2"), wrapped
// at words. When the first caret stands too near the card's right edge
// to hold it, the label's lines are right-aligned to the edge, on the
// carets' side, never dropped to the left margin under a "^" that points
// at nothing there (fx28k #4).
func (v *commandView) placeLabel(lines []string, i int, g caretGroup) []string {
	gw := ansi.StringWidth(v.gutter)
	total := gw + v.width
	role := g.kind.role()
	if ansi.StringWidth(lines[i])+1+ansi.StringWidth(g.label) <= total {
		lines[i] += " " + v.d.in.draw(role, g.label)
		return lines
	}
	plain := ansi.Strip(lines[i])
	col := len(plain) - len(strings.TrimLeft(plain, " "))
	var own []string
	if total-col < 24 {
		own = v.d.in.prose(g.label, max(1, total-gw-2), proseLines, role)
		for j := range own {
			own[j] = strings.Repeat(" ", max(total-ansi.StringWidth(own[j]), 0)) + own[j]
		}
	} else {
		own = v.d.in.prose(g.label, max(1, total-col-2), proseLines, role)
		for j := range own {
			lead := "  "
			if j == 0 {
				lead = v.d.in.draw(role, "^ ")
			}
			own[j] = strings.Repeat(" ", col) + lead + own[j]
		}
	}
	out := append(lines[:i+1:i+1], own...)
	return append(out, lines[i+1:]...)
}

// drawText draws a line's units, each in the style of its kind, the
// words the parts' rules matched and the deciding words underlined.
func (v *commandView) drawText(ln cmdLine, at func(int) (kind, wordMark)) string {
	if ln.cut != "" {
		return ln.cut
	}
	var b strings.Builder
	var esc []byte
	cells := 0
	c := 0 // the first deciding word that may hold a unit
	// look is how unit u is drawn: its kind, and whether it is underlined
	// (a word its part's rule matched, or a deciding word).
	look := func(u safeUnit) (kind, int) {
		k, m := at(u.Start)
		for c < len(v.carets) && v.carets[c].End <= u.Start {
			c++
		}
		if m == matchedWord || (c < len(v.carets) && u.Start >= v.carets[c].Start && !isSpace(v.src, u)) {
			return k, 1
		}
		return k, 0
	}
	for j := 0; j < len(ln.units); {
		u := ln.units[j]
		k, mi := look(u)
		// Gather the units of the same look.
		e := j + 1
		for e < len(ln.units) {
			k2, m2 := look(ln.units[e])
			if k2 != k || m2 != mi || (ln.units[e].Kind == unitEscape) != (u.Kind == unitEscape) {
				break
			}
			e++
		}
		for _, w := range ln.units[j:e] {
			cells += w.Width
		}
		if u.Kind == unitEscape {
			esc = esc[:0]
			for _, w := range ln.units[j:e] {
				esc, _ = appendEscape(esc, v.src[w.Start:])
			}
			v.styles.escape[mi].write(&b, string(esc))
		} else {
			v.styles.text[k][mi].write(&b, v.src[u.Start:ln.units[e-1].End])
		}
		j = e
	}
	if ln.wrapped {
		if mark := v.d.st.Glyphs.Wrap; cells+ansi.StringWidth(mark) <= v.width {
			v.d.in.ink[roleMuted].write(&b, mark)
		}
	}
	return b.String()
}

// drawParts draws the line of part numbers under a line: under each run
// of a part's units (the innermost part, where parts nest), the part's
// number, then a rule to the run's end, in the style of its outcome; ""
// when the line holds no part. A number longer than its run is cut to the
// run, so the line never runs past the text. A line wholly of part
// carry, which goes on from the wrapped line above where it is numbered
// already, gets no line of numbers: a long part is numbered once, not
// under every line it wraps onto (rt35k L13); a line where another part
// starts numbers both.
func (v *commandView) drawParts(ln cmdLine, partAt func(int) (int, kind), carry int) string {
	rule := v.d.st.Glyphs.Frame.Top
	if ansi.StringWidth(rule) != 1 {
		rule = "-"
	}
	var b strings.Builder
	pending, any := 0, false
	for j := 0; j < len(ln.units); {
		pi, k := partAt(ln.units[j].Start)
		e, cells := j+1, ln.units[j].Width
		for e < len(ln.units) {
			if pe, _ := partAt(ln.units[e].Start); pe != pi {
				break
			}
			cells += ln.units[e].Width
			e++
		}
		if pi < 0 {
			pending += cells
			j = e
			continue
		}
		if j == 0 && e == len(ln.units) && pi == carry {
			return "" // the line goes on with one part, numbered above
		}
		// A run ends in blanks that lead to what no part holds: leave
		// them blank, so that two parts side by side read as two.
		trail := 0
		for t := e - 1; t > j && isSpace(v.src, ln.units[t]); t-- {
			trail += ln.units[t].Width
		}
		cells -= trail
		num := strconv.Itoa(pi + 1)
		if len(num) > cells {
			num = num[:cells]
		}
		b.WriteString(strings.Repeat(" ", pending))
		pending, any = trail, true
		v.styles.text[k][0].write(&b, num+strings.Repeat(rule, cells-len(num)))
		j = e
	}
	if !any {
		return ""
	}
	return b.String()
}

// drawCarets draws the carets under a line's words of group g, or ""
// when it holds none.
func (v *commandView) drawCarets(ln cmdLine, g caretGroup) string {
	carets := g.spans
	if len(carets) == 0 || ln.cut != "" {
		return ""
	}
	var b strings.Builder
	pending, any := 0, false // blanks not yet written: trailing ones never are
	c := 0                   // the first deciding word that may hold a unit
	for _, u := range ln.units {
		for c < len(carets) && carets[c].End <= u.Start {
			c++
		}
		if c == len(carets) || u.Start < carets[c].Start || isSpace(v.src, u) {
			pending += u.Width
			continue
		}
		b.WriteString(strings.Repeat(" ", pending))
		pending, any = 0, true
		b.WriteString(strings.Repeat("^", u.Width))
	}
	if !any {
		return ""
	}
	return v.d.in.draw(g.kind.role(), b.String())
}

// commandSection draws the command: its first maxLines lines with their
// marks, a note of what is not shown, the deciding part when it starts
// past them, and the command's last lines (see commandView.tail).
func (d *drawing) commandSection(maxLines int, hint string) []string {
	src := d.cmd.Source
	if src == "" {
		return []string{d.in.draw(roleMuted, ansi.Truncate("(empty)", d.width, ""))}
	}
	v := d.newCommandView()
	lines, next := v.window(0, maxLines)
	lines = append(lines, d.foreignHostLines()...)
	if next >= len(src) {
		return lines
	}
	// the end, as the queue's row shows it (rt45k #5: a card cut by
	// size never showed the "; rm -rf ~" its row ended with)
	tail, from := v.tail(next)
	note := FormatBytes(from-next) + " more not shown"
	if hint != "" {
		note += "; " + hint
	}
	lines = append(lines, d.in.prose(note, d.width, 2, roleMuted)...)
	if p, ok := d.decidingSpan(); ok && p.Start >= next && p.Start < from {
		what := "the deciding part, at byte " + commaInt(p.Start) + ":"
		if v.numbered {
			what = "part " + strconv.Itoa(d.rep.Part+1) + ", which decided, at byte " + commaInt(p.Start) + ":"
		}
		lines = append(lines, d.in.prose(what, d.width, 2, roleMuted)...)
		more, _ := v.window(p.Start, 3)
		lines = append(lines, more...)
	}
	lines = append(lines, d.in.prose("its end, from byte "+commaInt(from)+":", d.width, 2, roleMuted)...)
	return append(lines, tail...)
}

// commaInt writes n with its thousands separated by commas.
func commaInt(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// decidingSpan is where the deciding part stands in the source.
func (d *drawing) decidingSpan() (patterns.Span, bool) {
	i := d.rep.Part
	if !d.aligned || i < 0 || i >= len(d.cmd.Parts) {
		return patterns.Span{}, false
	}
	return d.cmd.Parts[i].Span, true
}
