package tui

import (
	"fmt"
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

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

func (v *rulesView) rows() int { return max(v.h-2, 0) }

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

// View draws the title, the column heads and the rules on screen.
func (v *rulesView) View(now time.Time) []string {
	st := v.c.Styles
	title := fmt.Sprintf(" Rules · %d, in order, above the defaults", len(v.rules))
	if v.settings.FourEyes {
		title += " · four eyes on"
	}
	out := []string{st.Title.Render(title)}
	if len(v.rules) == 0 {
		out = append(out, "", " "+st.Muted.Render("No rules of your own yet: the defaults decide. A or D on a card writes one."))
		return common.Block(out, v.w, v.h)
	}
	out = append(out, st.Muted.Render(v.columns("#", "outcome", "pattern", "scope", "ends", "mode", "status", "hits")))
	end := min(v.top+v.rows(), len(v.rules))
	for i := v.top; i < end; i++ {
		out = append(out, v.row(&v.rules[i], i == v.sel, now))
	}
	return common.Block(out, v.w, v.h)
}

// widths of the columns after the pattern's.
const (
	colPos, colOutcome, colScope, colEnd, colMode, colStatus, colHits = 4, 11, 12, 8, 7, 9, 6
)

func (v *rulesView) patternWidth() int {
	return max(v.w-2-colPos-colOutcome-colScope-colEnd-colMode-colStatus-colHits-7, 8)
}

func (v *rulesView) columns(pos, outcome, pattern, scope, end, mode, status, hits string) string {
	pw := v.patternWidth()
	return "  " + fmt.Sprintf("%-*s %-*s %-*s %-*s %-*s %-*s %-*s %*s", colPos, pos, colOutcome, outcome, pw, pattern,
		colScope, scope, colEnd, end, colMode, mode, colStatus, status, colHits, hits)
}

func (v *rulesView) row(r *store.Rule, selected bool, now time.Time) string {
	st := v.c.Styles
	if selected {
		st = st.OnSelection()
	}
	sp := st.Text.Render(" ")
	var b strings.Builder
	if selected {
		b.WriteString(st.Accent.Render("▸ "))
	} else {
		b.WriteString("  ")
	}
	b.WriteString(st.Text.Render(fmt.Sprintf("%-*d", colPos, r.Position)) + sp)
	outcome := st.Outcome(r.Outcome)
	b.WriteString(outcome + st.Text.Render(strings.Repeat(" ", max(colOutcome-common.Width(outcome), 0))) + sp)
	pat := r.Pattern
	if pat == "" && r.Carves != "" {
		pat = "carve-out of " + r.Carves
	}
	b.WriteString(cell(pat, v.patternWidth(), st) + sp)
	b.WriteString(cell(scopeText(r.Scope), colScope, st) + sp)
	b.WriteString(cell(endText(r.End, now), colEnd, st) + sp)
	b.WriteString(cell(r.Mode, colMode, st) + sp)
	status := r.Status
	if status == store.StatusProposed {
		status = "proposed!"
	}
	b.WriteString(cell(status, colStatus, st) + sp)
	b.WriteString(st.Text.Render(fmt.Sprintf("%*d", colHits, r.Hits)))
	return common.Fit(b.String(), v.w)
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
