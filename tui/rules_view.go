package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"charm.land/lipgloss/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// rulesView lists the operators' rules in their order: outcome, pattern,
// scope, end, mode, status and hits, one line each.
type rulesView struct {
	c        *common.Common
	rules    []store.Rule
	settings store.Settings
	sel, top int
	w, h     int
}

func newRulesView(c *common.Common) *rulesView { return &rulesView{c: c} }

// SetRules replaces the rules, keeping the selection on its rule.
func (v *rulesView) SetRules(rules []store.Rule, s store.Settings) {
	id := ""
	if r := v.Selected(); r != nil {
		id = r.ID
	}
	v.rules, v.settings = rules, s
	for i, r := range rules {
		if r.ID == id {
			v.sel = i
		}
	}
	v.sel = common.Clamp(v.sel, 0, max(len(rules)-1, 0))
	v.scroll()
}

// Selected returns the selected rule, or nil.
func (v *rulesView) Selected() *store.Rule {
	if len(v.rules) == 0 {
		return nil
	}
	return &v.rules[v.sel]
}

// SetSize sets the view's size.
func (v *rulesView) SetSize(w, h int) { v.w, v.h = w, h; v.scroll() }

// Update moves the selection.
func (v *rulesView) Update(msg tea.KeyPressMsg) {
	k := v.c.Keys.List
	page := max(v.h-3, 1)
	switch {
	case key.Matches(msg, k.Down):
		v.sel++
	case key.Matches(msg, k.Up):
		v.sel--
	case key.Matches(msg, k.PageDown):
		v.sel += page
	case key.Matches(msg, k.PageUp):
		v.sel -= page
	case key.Matches(msg, k.Top):
		v.sel = 0
	case key.Matches(msg, k.Bottom):
		v.sel = len(v.rules)
	}
	v.sel = common.Clamp(v.sel, 0, max(len(v.rules)-1, 0))
	v.scroll()
}

// rows is how many rules fit under the title.
func (v *rulesView) rows() int { return max((v.h-1)/rulesPer, 0) }

func (v *rulesView) scroll() {
	rows := v.rows()
	if v.sel < v.top {
		v.top = v.sel
	}
	if rows > 0 && v.sel >= v.top+rows {
		v.top = v.sel - rows + 1
	}
	v.top = common.Clamp(v.top, 0, max(len(v.rules)-rows, 0))
}

// View draws the title and the rules on screen, two lines each: the
// position, outcome and pattern; then scope, end, mode, status, hits and
// reason.
func (v *rulesView) View(now time.Time) []string {
	st := v.c.Styles
	dot := v.c.Marks.Dot
	title := fmt.Sprintf(" Rules%s%d, in order, above the defaults", dot, len(v.rules))
	if v.settings.FourEyes {
		title += dot + "four eyes on"
	}
	out := []string{st.Title.Render(title)}
	if len(v.rules) == 0 {
		out = append(out, "", " "+st.Muted.Render("No rules of your own yet: the defaults decide. A or D on a card writes one."))
		return common.Block(out, v.w, v.h)
	}
	end := min(v.top+v.rows(), len(v.rules))
	for i := v.top; i < end; i++ {
		out = append(out, v.rule(&v.rules[i], i == v.sel, now)...)
	}
	return common.Block(out, v.w, v.h)
}

// rulesPer is the lines one rule takes.
const rulesPer = 2

func (v *rulesView) rule(r *store.Rule, selected bool, now time.Time) []string {
	st := v.c.Styles
	lead := "  "
	if selected {
		st = st.OnSelection()
		lead = st.Accent.Render(v.c.Marks.Select + " ")
	}
	pos := st.Text.Render(fmt.Sprintf("%-3d ", r.Position))
	outcome := st.Outcome(r.Outcome) + st.Text.Render(" ")
	pat := r.Pattern
	if r.Carves != "" {
		pat = "over " + r.Carves + ": " + pat
	}
	head := lead + pos + outcome
	first := head + cell(pat, max(v.w-common.Width(head), 1), st)
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
	facts := ms.Muted.Render("for "+scopeText(r.Scope)+dot+"ends "+endText(r.End, now)+dot+mode+dot) +
		status + ms.Muted.Render(fmt.Sprintf("%s%d hits%s", dot, r.Hits, dot))
	second := "      " + facts + shortCell(r.Reason, max(v.w-6-common.Width(facts), 1), withText(ms, ms.Muted))
	return []string{common.Fit(first, v.w), common.Fit(second, v.w)}
}

// withText returns styles whose untrusted text is drawn in text.
func withText(st cards.Styles, text lipgloss.Style) cards.Styles {
	st.Text = text
	return st
}

func scopeText(s store.Scope) string {
	var parts []string
	if s.Agent != "" {
		parts = append(parts, s.Agent)
	}
	if s.Node != "" {
		parts = append(parts, "@"+s.Node)
	}
	if s.Workdir != "" {
		parts = append(parts, s.Workdir)
	}
	if len(parts) == 0 {
		return "all"
	}
	return strings.Join(parts, " ")
}

func endText(end, now time.Time) string {
	switch {
	case end.IsZero():
		return "never"
	case !end.After(now):
		return "ended"
	}
	return "in " + ago(end.Sub(now))
}

// ruleLine names a rule for a status line or a confirmation.
func ruleLine(r store.Rule) string {
	return fmt.Sprintf("%s %s %s", r.ID, cards.OutcomeMark(r.Outcome), cards.Escape(r.Pattern))
}
