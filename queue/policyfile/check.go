package policyfile

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"time"
	"unicode"

	"ozdesk.dev/ozdesk/patterns"
)

// maxText is the longest ID, host or scope a file may give.
const maxText = 256

// checkID says what is wrong with a rule ID, or "".
func checkID(id string) string {
	switch {
	case id == "":
		return "is empty"
	case len(id) > 64:
		return "is longer than 64 bytes"
	case id == patterns.UnreadableRule || isDefault(id):
		return fmt.Sprintf("%q is the ID of a default rule", id)
	case strings.HasPrefix(id, "new."):
		return fmt.Sprintf("%q starts with new., which names rules not yet applied", id)
	}
	for _, c := range id {
		if !(c < unicode.MaxASCII && (unicode.IsLetter(c) || unicode.IsDigit(c) || strings.ContainsRune("._-:/@+", c))) {
			return fmt.Sprintf("%q holds %q", id, c)
		}
	}
	return ""
}

// isDefault reports whether id names one of the platform's default rules.
func isDefault(id string) bool {
	return slices.ContainsFunc(patterns.DefaultInfos(), func(d patterns.DefaultInfo) bool { return d.ID == id })
}

// checkOver says what is wrong with a rule written over a default, and
// what to write instead, or "".
func checkOver(over string, o patterns.Outcome) (msg, hint string) {
	switch {
	case over == patterns.UnreadableRule:
		if o != patterns.Refuse {
			return fmt.Sprintf("a rule over %s must refuse: the floor always asks, and nothing can allow what cannot be read", over),
				"write outcome: refuse, or remove the rule"
		}
	case !isDefault(over):
		ids := []string{patterns.UnreadableRule}
		for _, d := range patterns.DefaultInfos() {
			ids = append(ids, d.ID)
		}
		return fmt.Sprintf("%q is not a default rule", over), "write one of " + strings.Join(ids, ", ")
	}
	return "", ""
}

// checkHost says what is wrong with an egress host, or "".
func checkHost(h string) string {
	if len(h) > maxText {
		return "is too long"
	}
	if _, err := patterns.CheckHost(h); err != nil {
		return fmt.Sprintf("%q: %v", h, err)
	}
	return ""
}

// GlobHint is what to write instead of a scope glob [CheckNodeGlob] or
// a policy file refuses.
const GlobHint = "write the name, with * for any run of characters (ci-*); ? [ ] { } and the backslash are not globs here"

// CheckNodeGlob says what is wrong with a rule's node scope, or "": the
// glob rules a policy file's (see checkGlob), and not empty, which
// would silently scope the rule to every node (an unset variable in
// --node "$NODE"). The rule writers apply it too, so that what they
// write a policy file takes back.
func CheckNodeGlob(g string) string {
	if g == "" {
		return "is empty: a rule for every node has no node scope; name the node (build-07) or a glob (build-*)"
	}
	return checkGlob(g)
}

// checkGlob says what is wrong with a scope's agent or node glob, or "".
// The glob knows only *, so characters other globs give a meaning to are
// refused: a scope that silently matches nobody is worse than an error.
func checkGlob(g string) string {
	switch {
	case len(g) > maxText:
		return "is too long"
	case strings.TrimSpace(g) != g:
		return fmt.Sprintf("%q starts or ends with blanks", g)
	case strings.ContainsAny(g, "?[]{}\\"):
		return fmt.Sprintf("%q holds a glob character other than *", g)
	case strings.ContainsFunc(g, notPrintable):
		return fmt.Sprintf("%q holds a control or invisible character", g)
	}
	return ""
}

// checkWorkdir says what is wrong with a scope's workdir, or "".
func checkWorkdir(d string) string {
	switch {
	case d == "":
		return ""
	case len(d) > 4096:
		return "is too long"
	case !path.IsAbs(d):
		return fmt.Sprintf("%q is not an absolute directory", d)
	case strings.ContainsAny(d, "*?["):
		return fmt.Sprintf("%q holds a glob: a workdir is a directory prefix, not a glob", d)
	case strings.ContainsFunc(d, notPrintable):
		return fmt.Sprintf("%q holds a control or invisible character", d)
	}
	return ""
}

// notPrintable reports a rune a name must not hold.
func notPrintable(r rune) bool { return !unicode.IsPrint(r) }

// railProblem is one guard rail an allow breaks, worded for a file.
type railProblem struct {
	Msg, Hint string
	Err       *patterns.RailError
}

// railErrors applies the guard rails to a rule with an egress list. A rule
// whose pattern does not parse gives none (its pattern error says enough).
func railErrors(r *Rule, egress []string) []railProblem {
	if r.Outcome != patterns.Allow {
		return nil
	}
	pr := &patterns.Rule{ID: r.ID, Outcome: r.Outcome, Reason: r.Reason, End: r.Ends, Over: r.Over}
	if r.Over == "" {
		pat, err := patterns.ParsePattern(r.Pattern)
		if err != nil {
			return nil
		}
		pr.Pattern = pat
	}
	var out []railProblem
	for _, re := range patterns.CheckAllow(pr, nil, -1, &patterns.Context{Egress: egress}) {
		p := railProblem{Msg: fmt.Sprintf("guard rail %s: %s", re.Rail, re.Msg), Hint: re.Hint, Err: re}
		switch re.Rail {
		case patterns.RailEnd:
			p.Hint = "write ends: 2026-12-31 (a date) or an RFC 3339 time; only ask and refuse rules may stand forever"
		case patterns.RailReason:
			p.Hint = "write reason: why these commands are safe to run unasked"
		case patterns.RailDownload:
			p.Hint = "name the URL ([egress], [host:NAME] or a literal URL) and list its host under egress:"
		}
		out = append(out, p)
	}
	return out
}

// sortEgress orders an egress list by host.
func sortEgress(list []Egress) {
	slices.SortFunc(list, func(a, b Egress) int { return strings.Compare(a.Host, b.Host) })
}

// formatDuration writes a duration without its zero units: 10m, 24h, 1h30m.
func formatDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}
