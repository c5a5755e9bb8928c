package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/lipgloss/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// rulesView lists the operators' rules in their order: outcome, pattern,
// scope, end, mode, status and hits, two lines each; and below them the
// proposals four eyes holds for a second operator, two lines each under a
// heading. One selection runs through both. A filter keeps the rules and
// proposals whose words hold it.
type rulesView struct {
	c *common.Common
	// all and allProps are every rule and proposal; rules and props those
	// the filter keeps.
	all      []store.Rule
	allProps []store.Proposal
	rules    []store.Rule
	props    []store.Proposal
	filter   string
	settings store.Settings
	sel, top int
	w, h     int
	// paneH is the lines the pane under the list takes; paneNeed the
	// lines each row's pane body needs at width paneW (see layoutPane).
	paneH    int
	paneW    int
	paneNeed map[paneKey]int
	// moving is the rule picked up to be placed (m), or nil.
	moving *ruleMove
}

func newRulesView(c *common.Common) *rulesView { return &rulesView{c: c} }

// SetRules replaces the rules and the proposals that wait, keeping the
// selection on its rule or proposal.
func (v *rulesView) SetRules(rules []store.Rule, props []store.Proposal, s store.Settings) {
	id := ""
	if r := v.Selected(); r != nil {
		id = "rule " + r.ID
	} else if p := v.SelectedProposal(); p != nil {
		id = "proposal " + p.ID
	}
	v.all, v.allProps, v.settings = rules, props, s
	v.apply(id)
}

// SetFilter keeps only the rules and proposals whose words hold text
// (case-insensitively): ID, outcome, pattern, reason, scope, status,
// author; "" shows all.
func (v *rulesView) SetFilter(text string) {
	id := ""
	if r := v.Selected(); r != nil {
		id = "rule " + r.ID
	} else if p := v.SelectedProposal(); p != nil {
		id = "proposal " + p.ID
	}
	v.filter = text
	v.apply(id)
}

// apply filters the rules and proposals, keeping the selection on the
// row id names when it stays.
func (v *rulesView) apply(id string) {
	needle := strings.ToLower(v.filter)
	now := v.c.Now()
	v.rules, v.props = v.rules[:0:0], v.props[:0:0]
	for _, r := range v.all {
		// the rule's own words: its ID, pattern, reason and scope; and
		// the words its row shows (its outcome, status, hits, mode, end
		// and scope: /refuse, /ends never, rt38k MEDIUM-5) where one
		// starts a word, so that /force still does not match every
		// rule through its mode "enforce" (rt37k L11)
		words := strings.Join([]string{r.ID, r.Pattern, strings.Join(r.Also, "\n"), r.Carves, r.Reason,
			r.Scope.Agent, r.Scope.Node, r.Scope.Workdir}, "\n")
		if needle == "" || strings.Contains(strings.ToLower(words), needle) || wordStartIn(shownRuleWords(&r, now), needle) {
			v.rules = append(v.rules, r)
		}
	}
	for _, p := range v.allProps {
		if needle == "" || strings.Contains(strings.ToLower(p.ID+"\n"+queue.ProposalText(p)+"\n"+p.By), needle) {
			v.props = append(v.props, p)
		}
	}
	v.placeMoving()
	for i, r := range v.rules {
		if "rule "+r.ID == id {
			v.sel = i
		}
	}
	for i, p := range v.props {
		if "proposal "+p.ID == id {
			v.sel = len(v.rules) + i
		}
	}
	v.sel = common.Clamp(v.sel, 0, max(v.count()-1, 0))
	v.layoutPane()
	v.scroll()
}

// count is how many rows there are to select: rules, then proposals.
func (v *rulesView) count() int { return len(v.rules) + len(v.props) }

// inForce is how many rules are in force (the tab bar counts them).
func (v *rulesView) inForce() int {
	n := 0
	for _, r := range v.all {
		if r.Status == store.StatusActive {
			n++
		}
	}
	return n
}

// Selected returns the selected rule, or nil (nothing, or a proposal, is
// selected).
func (v *rulesView) Selected() *store.Rule {
	if v.sel < 0 || v.sel >= len(v.rules) {
		return nil
	}
	return &v.rules[v.sel]
}

// SelectedProposal returns the selected proposal, or nil.
func (v *rulesView) SelectedProposal() *store.Proposal {
	i := v.sel - len(v.rules)
	if i < 0 || i >= len(v.props) {
		return nil
	}
	return &v.props[i]
}

// SetSize sets the view's size.
func (v *rulesView) SetSize(w, h int) {
	v.w, v.h = w, h
	v.layoutPane()
	v.scroll()
}

// room is how many lines the rows have: under the title, and under the
// note that there are no rules when there are none, above the pane.
func (v *rulesView) room() int {
	h := v.h - 1 - v.paneH
	if len(v.all) == 0 {
		h -= 2
	}
	return max(h, 0)
}

// span is the lines rows a to b take, both included: two each, and the
// proposals' heading above the first proposal.
func (v *rulesView) span(a, b int) int {
	if b < a {
		return 0
	}
	n := rulesPer * (b - a + 1)
	if len(v.props) > 0 && a <= len(v.rules) && len(v.rules) <= b {
		n++
	}
	return n
}

// scroll keeps the selected row on screen, and no room empty below the
// last row that could be filled.
func (v *rulesView) scroll() {
	if v.sel < v.top {
		v.top = v.sel
	}
	for v.top < v.sel && v.span(v.top, v.sel) > v.room() {
		v.top++
	}
	for v.top > 0 && v.span(v.top-1, v.count()-1) <= v.room() {
		v.top--
	}
	v.top = common.Clamp(v.top, 0, max(v.count()-1, 0))
}

// View draws the title, then the rows on screen from the first shown: a
// rule's two lines (the position, outcome and pattern; then scope, end,
// mode, status, hits and reason), a proposal's two (see
// [rulesView.proposal]); and under them the pane with the selected row's
// whole pattern (see [rulesView.pane]).
func (v *rulesView) View(now time.Time) []string {
	st := v.c.Styles
	dot := v.c.Marks.Dot
	title := fmt.Sprintf(" Rules%s%d, in order, above the defaults", dot, len(v.all))
	if v.settings.FourEyes {
		title += dot + "four eyes on"
	}
	out := []string{st.Title.Render(title)}
	if v.filter != "" {
		out[0] += st.Muted.Render(fmt.Sprintf("%s%d match /", dot, len(v.rules)+len(v.props))) +
			blanksLine(v.filter, 24, withText(st, st.Muted))
		if v.count() == 0 {
			out = append(out, "", " "+st.Muted.Render("No rule or proposal matches the filter; "+v.c.Keys.List.Back.Help().Key+" clears it."))
			return common.Block(out, v.w, v.h)
		}
	}
	if len(v.all) == 0 {
		out = append(out, "", " "+st.Muted.Render("No rules of your own yet: the defaults decide. A or D on a card writes one."))
		if len(v.props) == 0 {
			return common.Block(out, v.w, v.h)
		}
	}
	used := 0
	for i := v.top; i < v.count(); i++ {
		if used+v.span(i, i) > v.room() {
			break
		}
		used += v.span(i, i)
		if i < len(v.rules) {
			out = append(out, v.rule(&v.rules[i], i == v.sel, now)...)
			continue
		}
		if i == len(v.rules) {
			out = append(out, v.proposalsHeading())
		}
		out = append(out, v.proposal(&v.props[i-len(v.rules)], i == v.sel, now)...)
	}
	return append(common.Block(out, v.w, v.h-v.paneH), v.pane()...)
}

// rulesPer is the lines one rule takes.
const rulesPer = 2

// rule draws rule r's two lines: its ID, outcome and pattern, then its
// status, hits, mode, end, scope and reason.
func (v *rulesView) rule(r *store.Rule, selected bool, now time.Time) []string {
	st := v.c.Styles
	lead := "  "
	if selected {
		st = st.OnSelection()
		lead = st.Accent.Render(v.c.Marks.Select + " ")
	}
	// the rule's ID alone, as everywhere else (r1): its place in the
	// order is where its row stands, and a move says it in words
	// ("place 1 of 2"); a number beside the ID read as a second name
	// (rt37k L8: "▸ 1   r1")
	pos := st.Accent.Render(fmt.Sprintf("%-4s", r.ID)) + st.Text.Render(" ")
	outcome := st.Outcome(r.Outcome) + st.Text.Render(" ")
	pat := r.Pattern
	if r.Carves != "" {
		pat = "over " + r.Carves + ": " + pat
	}
	head := lead + pos + outcome
	first := head + keptCell(pat, max(v.w-common.Width(head), 1), st)
	ms := v.c.Styles
	status := r.Status
	if status == store.StatusProposed {
		status = ms.Ask.Render("proposed") + ms.Muted.Render(", waits for a second operator")
	} else {
		status = ms.Muted.Render(status)
	}
	mode := r.Mode
	if mode == store.ModeShadow {
		mode = "shadow (recorded, never decides)"
	}
	dot := v.c.Marks.Dot
	// the status and the hits first, the scope (a path, as long as it
	// likes) last: at 80 columns an editor's rule's workdir cut the hits
	// off the line (rt17k #10: "2 h" for a rule that resolved two asks)
	facts := status + ms.Muted.Render(dot+hitsText(r.Hits)+dot+mode+dot+"ends "+endText(r.End, now)+dot+
		"for ") + scopeCell(r.Scope, withText(ms, ms.Muted)) + ms.Muted.Render(dot)
	second := "      " + facts + shortCell(r.Reason, max(v.w-6-common.Width(facts), 1), withText(ms, ms.Muted))
	// cut with … where the line ends (rt28k #12g: "ends never · fo")
	return []string{common.Fit(first, v.w), common.Fit(common.Cut(second, v.w, v.c.Marks.More), v.w)}
}

// withText returns styles whose untrusted text is drawn in text.
func withText(st cards.Styles, text lipgloss.Style) cards.Styles {
	st.Text = text
	return st
}

// endText says when a rule ends, from now, in its two largest units: "in
// 7h" stood for 7h59m (rt38k LOW-7).
func endText(end, now time.Time) string {
	switch {
	case end.IsZero():
		return "never"
	case !end.After(now):
		return "ended"
	}
	return "in " + safetext.Span(end.Sub(now))
}

// hitsText counts a rule's hits in words.
func hitsText(n uint64) string {
	if n == 1 {
		return "1 hit"
	}
	return fmt.Sprintf("%d hits", n)
}

// anyProposed reports whether a rule or a proposal waits for approval:
// else the footer does not offer y (rt18k #9g: "y approve proposed"
// stood with nothing to approve).
func (v *rulesView) anyProposed() bool {
	if len(v.allProps) > 0 {
		return true
	}
	for _, r := range v.all {
		if r.Status == store.StatusProposed {
			return true
		}
	}
	return false
}
