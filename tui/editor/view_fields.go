package editor

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// fieldLines draws the reason, scope, end and mode fields.
func (m *Model) fieldLines(w int) []string {
	st := m.c.Styles
	label := func(f field, name string) string {
		if m.focus == f && m.focused {
			return st.Accent.Render(m.c.Marks.Select + pad(name, 8))
		}
		return " " + st.Muted.Render(pad(name, 8))
	}
	choice := func(f field, text string) string {
		if m.focus == f && m.focused {
			k := m.c.Keys.Editor
			return st.Selection.Render(text) + "  " + m.keyGuide(k.ChoiceHelp()...)
		}
		return text
	}
	vw := max(w-10, 4)
	out := []string{label(fieldReason, "reason") + m.reason.View()}
	who := m.scope.String()
	var named []string
	if m.scope == scopeAgent {
		// the name whole, on lines of its own below when it does not fit
		// beside the key guide: cut to 20 cells, two agents whose names
		// differ in the middle drew the same scope (rt43k F1)
		guide := 0
		if m.focus == fieldScope && m.focused {
			guide = 2 + common.Width(m.keyGuide(m.c.Keys.Editor.ChoiceHelp()...))
		}
		whole := cards.SafeQuoted(m.in.Ask.Agent, 10*len(m.in.Ask.Agent)+12, st)
		if common.Width(who+" "+whole)+guide <= w-9 {
			who += " " + whole
		} else {
			who += ", named"
			for _, l := range m.agentLines(w - 12) {
				named = append(named, strings.Repeat(" ", 12)+l)
			}
		}
	}
	out = append(out, label(fieldScope, "scope")+choice(fieldScope, who))
	out = append(out, named...)
	if m.scope == scopeAgent && m.in.AgentLooksLike != "" {
		out = append(out, m.alikeLine(w))
	}
	if m.scope == scopeGlob {
		out = append(out, label(fieldGlob, "  glob")+m.glob.View())
	}
	where := "any directory"
	if m.workdir && m.in.Context != nil {
		where = "under " + cards.SafeLine(m.askDir(), max(vw-10, 4), st)
	}
	line := label(fieldWorkdir, "workdir") + choice(fieldWorkdir, where)
	if why := m.wideWorkdir(); why != "" && m.workdir && m.in.Outcome == patterns.Allow {
		// the agent chose it: said, in the warning style (rt35k L18)
		line += st.Ask.Render(" " + st.Glyphs.Unreadable + " ")
		line += cards.WordsLine(why+", wider than a project", max(w-common.Width(line)-1, 4), st)
	}
	out = append(out, line)
	ends := m.end.String()
	if spec, err := m.Spec(); err == nil && !spec.End.IsZero() {
		ends += st.Muted.Render(" (" + spec.End.In(m.c.Now().Location()).Format(cards.StampLayout) + ")")
	}
	out = append(out, label(fieldEnd, "ends")+choice(fieldEnd, ends))
	if m.end == endDate {
		out = append(out, label(fieldDate, "  date")+m.date.View())
	}
	mode := "enforce (decides)"
	if m.shadow {
		mode = "shadow (recorded, never decides)"
	}
	out = append(out, label(fieldShadow, "mode")+choice(fieldShadow, mode))
	if m.in.FourEyes {
		out = append(out, " "+st.Muted.Render("four eyes: proposed, it resolves nothing until a second operator approves it"))
	}
	return out
}

// ConfirmLines are what the confirmation of the rule says, w cells wide:
// the rule, and what it decides.
func (m *Model) ConfirmLines(w int) []string {
	st := m.c.Styles
	spec, _ := m.Spec()
	what := "allow"
	if spec.Outcome != patterns.Allow {
		what = "refuse"
	}
	pat := spec.Pattern
	if pat == "" {
		pat = "over " + spec.Over
	}
	head := st.Title.Render("Write this rule?") + " " + st.Outcome(what) + " "
	lines := []string{head + cards.SafeLineMiddle(pat, max(w-30, 4), st)}
	if common.Width(cards.Escape(pat)) > max(w-30, 4) {
		// the pattern the operator confirms is shown whole, wrapped on
		// lines of its own, never cut (rt16k #7)
		lines, _ = cards.SafeBlock(pat, max(w-3, 8), 6, st)
		for i := range lines {
			lines[i] = "   " + lines[i]
		}
		lines = append([]string{head}, lines...)
	}
	resolves := 0
	if m.preview != nil {
		resolves = len(m.preview.Resolves)
	}
	// the count is the newest preview's: asks that arrive or leave while
	// the confirmation is open recount it (see QueueChanged)
	them := count(resolves, "pending ask")
	if n := m.freshCount(); n > 0 {
		// marked in the list below: they arrived since it opened
		them += fmt.Sprintf(" (%d new)", n)
	}
	if m.got != m.asked {
		them += " (recounting" + m.c.Marks.More + ")"
	}
	sum := " decides ask " + queue.ShortID(m.in.Ask.ID)
	// whose asks: a rule for all agents decides other agents' asks
	whose := ", asked by " + count(m.resolvedAgents(), "agent")
	and := " and resolves " + them + " it matches" + whose
	if m.gone != "" {
		sum = " decides no ask of its own: ask " + queue.ShortID(m.in.Ask.ID) + " has left the queue"
		and = "; it resolves " + them + " it matches" + whose
	}
	still := m.stillAsks() != nil && m.gone == ""
	if still {
		sum = " decides no ask: ask " + queue.ShortID(m.in.Ask.ID) + " keeps waiting"
		and = "; it resolves " + them + " it matches" + whose
	}
	switch {
	case m.in.FourEyes && (m.gone != "" || still):
		sum += "; proposed: it resolves nothing until approved"
	case m.in.FourEyes:
		// Under four eyes the rule is proposed: the author decides the
		// ask once, and the rule resolves nothing until it is approved.
		sum += " once; proposed: it resolves nothing until approved"
	case resolves > 0:
		sum += and
	}
	out := append(append(lines, m.scopeLines(spec, w)...), st.Muted.Render(sum))
	out = append(out, m.stillAsksLines(w)...)
	out = append(out, m.approvedPartsLines(w)...)
	if warn := m.shadowedWords(); warn != "" {
		// an earlier rule decides the ask's command in its place: the
		// rule can still be written (Cancel is focused), but not unsaid
		warned := st
		warned.Text = st.Ask
		for _, l := range cards.SafeProse(warn, max(w-1, 8), 3, warned) {
			out = append(out, " "+l)
		}
	}
	if m.suggested != "" && spec.Pattern != m.suggested {
		// the operator widened (or narrowed) the suggestion: the rule
		// written is not the one suggested, and the confirmation says so
		out = append(out, m.suggestedLines(w)...)
	}
	return out
}

// suggestedLines say the suggestion the operator changed: after the
// words on one line when it fits there whole, else word-wrapped on lines
// of their own below them, so that no cut falls inside a word
// ("-target=m….m5", rt35k L3).
func (m *Model) suggestedLines(w int) []string {
	st := m.c.Styles
	lead := " pattern changed from suggestion: "
	room := max(w-common.Width(lead)-1, 4)
	if line := cards.SafeLine(m.suggested, room+1, st); common.Width(line) <= room {
		return []string{st.Ask.Render(lead) + line}
	}
	out := []string{st.Ask.Render(strings.TrimRight(lead, " "))}
	for _, l := range cards.SafeProse(m.suggested, max(w-4, 8), 3, st) {
		out = append(out, "   "+l)
	}
	return out
}

// scopeLines say whom and where the rule covers, as the confirmation
// shows it: "for agent «x» on node «n» · under /srv/app", or "in any
// directory", marked, when the operator widened the workdir. An agent's
// name too long for the line is drawn whole on lines of its own
// (agentLines), and where the rule covers on the line after it: the
// line ran past the dialog's edge, "characters o" (rt43k F1).
func (m *Model) scopeLines(spec queue.RuleSpec, w int) []string {
	st := m.c.Styles
	node := ""
	if spec.Scope.Node != "" {
		node = "on node " + cards.SafeQuoted(spec.Scope.Node, max(w/4, 8), st)
	}
	// where the rule covers, after " · " (dot) or leading its line
	where := func(used int, dot bool) string {
		lead, under := " · ", st.Muted.Render(" · under ")
		if !dot {
			lead, under = "", st.Muted.Render("under ")
		}
		if spec.Scope.Workdir != "" {
			return under + cards.SafeQuoted(spec.Scope.Workdir, max(w-used-10, 8), st)
		}
		return lead + st.Ask.Render("in any directory")
	}
	switch {
	case m.scope == scopeAgent:
		whole := cards.SafeQuoted(m.in.Ask.Agent, 10*len(m.in.Ask.Agent)+12, st)
		who := " for agent " + whole
		if node != "" {
			who += " " + node
		}
		// on one line where the name and the workdir both fit whole
		if line := who + where(-(1<<20), true); common.Width(line) <= w {
			return []string{line}
		}
		// a name that fits whole with room for the workdir stays on the
		// line, the workdir cut in its middle as before: the name is what
		// must read whole, and a short one need not move
		if spec.Scope.Workdir != "" && common.Width(who)+common.Width(" · under ")+workdirLeast <= w {
			return []string{who + where(common.Width(who), true)}
		}
		out := []string{" for agent"}
		for _, l := range m.agentLines(w - 3) {
			out = append(out, "   "+l)
		}
		if node != "" {
			return append(out, "   "+node+where(3+common.Width(node), true))
		}
		return append(out, "   "+where(3, false))
	case spec.Scope.Agent != "":
		who := " for agents matching " + cards.SafeQuoted(spec.Scope.Agent, max(w/3, 8), st)
		return []string{who + where(common.Width(who), true)}
	}
	return []string{" for all agents" + where(15, true)}
}

// workdirLeast is the fewest cells the confirmation's scope line leaves
// a workdir cut beside the agent's whole name; with less, the name goes
// on lines of its own.
const workdirLeast = 24

// agentLinesMost is the most lines a rule's "this agent" takes to show
// the agent's name whole.
const agentLinesMost = 3

// agentLines draws the asking agent's name quoted in lines of at most w
// cells: whole, wrapped on up to agentLinesMost lines, so that two
// agents whose names differ anywhere read apart; a longer name on one
// line, cut, saying so (Input.AgentCut, or agentName).
func (m *Model) agentLines(w int) []string {
	lines, hidden := cards.SafeBlockQuoted(m.in.Ask.Agent, max(w, 12), agentLinesMost, m.c.Styles)
	if hidden == 0 {
		return lines
	}
	// too long for that: cut where it keeps what tells it from the other
	// agents waiting, every escape and its head (twins of 300 characters
	// that differ in the middle read «ops-…zzz», holds \u202e, alike:
	// rt43k F1), else in the middle
	note := m.c.Styles.Muted.Render(fmt.Sprintf(", name cut: %d characters", utf8.RuneCountInString(m.in.Ask.Agent)))
	if m.in.AgentCut != nil {
		if cut := m.in.AgentCut(w - common.Width(note)); cut != "" {
			return []string{cut + note}
		}
	}
	return []string{m.agentName(max(w-56, 12))}
}

// agentName is the agent's name quoted, in at most n cells, cut in the
// middle (its end, where a * would hide, shows) and then saying so: the
// operator reads whom "this agent" names whole, or knows it is cut. The
// quotes are the safe display's (cards.SafeQuoted), which the name cannot
// close: "x · any agent" reads as one name, never as a scope (rt40k
// CRITICAL-1).
func (m *Model) agentName(n int) string {
	st := m.c.Styles
	name := m.in.Ask.Agent
	// measured as drawn, escapes and all: ten no-break spaces are 60
	// cells, not 10 characters, and a name counted in characters ran
	// past the line, which cut it inside an escape (…\u0) with no … and
	// no closing quote (rt42k F5)
	whole := cards.SafeQuoted(name, 10*len(name)+12, st)
	if r := utf8.RuneCountInString(name); common.Width(whole) > n+2 {
		cut := cards.SafeQuoted(name, n+2, st)
		note := fmt.Sprintf(", name cut: %d characters", r)
		if at, esc := hiddenEscape(name, cut); esc != "" {
			// the cut fell over a character the safe display escapes: a
			// look-alike of another agent's name would read as it does
			// (rt19k #5); say what the cut hides, first, where a line
			// cut at 80 columns keeps it
			note = fmt.Sprintf(", holds %s (character %d); name cut: %d characters", esc, at, r)
		}
		return cut + st.Muted.Render(note)
	}
	return whole
}

// SetSize gives the editor its width: its text fields take what is left
// after their labels.
func (m *Model) SetSize(w, _ int) {
	vw := max(w-10, 4)
	m.reason.SetWidth(vw)
	m.glob.SetWidth(min(vw, 30))
	m.date.SetWidth(18)
}

// SetFocused says whether the editor has the keys: without them (a
// confirmation stands over it) it draws no cursor and no key guide.
func (m *Model) SetFocused(on bool) { m.focused = on }

func pad(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return s + strings.Repeat(" ", n-len(s))
}

// shadowedWords warns that the rule, written, would not decide the ask's
// command: the rule the preview names decides it first, and what it does
// (rt17k #5); "" when nothing shadows the rule.
func (m *Model) shadowedWords() string {
	pv := m.preview
	if pv == nil || pv.ShadowedBy == "" {
		return ""
	}
	does := map[patterns.Outcome]string{patterns.Allow: "allows", patterns.Ask: "asks about", patterns.Refuse: "refuses"}[pv.ShadowedHow]
	// the rules view moves a rule (m) since rt22k #4: the words name
	// what the operator can do there
	return fmt.Sprintf("shadowed: rule %s comes first and %s this command, so this rule would never decide it; once written, move it above %s in [2] rules (m), or retire %s",
		pv.ShadowedBy, does, pv.ShadowedBy, pv.ShadowedBy)
}

// hiddenEscape finds the first character of name that the safe display
// escapes and that the drawn cut does not show: its place (counted from
// 1) and its escape; "" when every escape shows or there is none.
func hiddenEscape(name, cut string) (int, string) {
	shown := ansi.Strip(cut)
	n := 0
	for _, r := range name {
		n++
		if r >= 0x20 && r < 0x7f {
			continue
		}
		if e := cards.Escape(string(r)); e != string(r) && !strings.Contains(shown, e) {
			return n, e
		}
	}
	return 0, ""
}
