package patterns

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"time"
)

// RailShielded: an allow that reaches a place a shielded default guards
// (the home directory, the root, ozdesk's store and configuration, the
// harness settings) without naming it literally and confirming it.
const RailShielded Rail = "shielded-place"

// shieldProbes are the places an allow's wild words are tried with: the
// home directory and what holds it, and ozdesk's own places. The context's
// home and protected paths are added.
var shieldProbes = []string{
	"~", "~/", "/", "$HOME", "/home", "~/*", "/*",
	"~/.claude/settings.json", "/etc/ozdesk", "/etc/ozdesk/config.yaml", "~/.local/state/ozdesk/desk.db",
}

// shieldRails checks an allow rule against the shielded places: a rule
// written over a shielded default, a confirmation the rule cannot carry,
// and a pattern that would certainly match a command a shielded default
// might match (tried by putting each probe place in every wild word).
func shieldRails(r *Rule, ctx *Context) []*RailError {
	var errs []*RailError
	for _, id := range r.Confirms {
		switch {
		case !IsShielded(id):
			errs = append(errs, &RailError{Rail: RailShielded,
				Msg:  fmt.Sprintf("it confirms %s, which shields nothing", id),
				Hint: "confirm only " + strings.Join(shieldedDefaults, " or ")})
		case !r.Literal():
			errs = append(errs, &RailError{Rail: RailShielded,
				Msg:  fmt.Sprintf("it confirms %s but its pattern is not literal: only a command named word for word may override it", id),
				Hint: "write the exact command, without *, **, globs or classes"})
		}
	}
	if IsShielded(r.Over) {
		return append(errs, &RailError{Rail: RailShielded,
			Msg:  fmt.Sprintf("it would allow everything %s guards (%s)", r.Over, shieldedReason(r.Over)),
			Hint: "approve such asks once, or allow one exact command with --confirm " + r.Over})
	}
	if r.Over != "" || r.Pattern == nil {
		return errs
	}
	pctx := probeContext(ctx)
	// The rule alone, in force everywhere, above the shielded defaults:
	// the evaluation's own shield says which probes it may not decide.
	// That policy is built for the first probe the pattern matches: most allows
	// (their words literal) match none of them or give one command for
	// every place, and a command tried once need not be tried again.
	probe := &Rule{ID: "probe", Outcome: Allow, Pattern: r.Pattern, Confirms: r.Confirms}
	var guard *Policy
	var tried []string
	for _, place := range probePlaces(pctx) {
		src, ok := probeCommand(r.Pattern, place, pctx)
		if !ok || slices.Contains(tried, src) {
			continue
		}
		tried = append(tried, src)
		cmd := Read(src)
		if len(cmd.Parts) == 0 {
			continue
		}
		if _, ok := r.Pattern.MatchAt(cmd, 0, pctx, Certainly); !ok {
			continue
		}
		if guard == nil {
			var err error
			if guard, err = NewPolicy([]*Rule{probe}, WithDefaults(shieldDefaultRules.get())); err != nil {
				return errs
			}
		}
		if !placeAsPath(cmd, place) {
			continue // a name where the place stands (a namespace): rt45k #8
		}
		v := guard.Evaluate(cmd, pctx, time.Time{})
		if v.Outcome != Ask || !IsShielded(v.Rule) {
			continue
		}
		ids := blockers(cmd, r, pctx)
		if len(ids) == 0 {
			ids = []string{v.Rule}
		}
		msg := fmt.Sprintf("%q would allow `%s` (%s: %s)", r.Pattern.String(), src, strings.Join(ids, ", "), shieldedReason(ids[0]))
		hint := "name the paths it acts on, narrower than the home directory, the root and ozdesk's own files"
		if r.Literal() {
			hint = "if you mean exactly this command, write it from the command line with --confirm " + strings.Join(slices.Concat(r.Confirms, ids), ",")
		}
		return append(errs, &RailError{Rail: RailShielded, Msg: msg, Hint: hint})
	}
	return errs
}

// blockers lists the shielded defaults that ask about cmd and that r does
// not override.
func blockers(cmd *Command, r *Rule, ctx *Context) []string {
	var out []string
	for _, d := range shieldDefaultRules.get() {
		if r.overrides(d.ID) {
			continue
		}
		pol, err := NewPolicy(nil, WithDefaults([]*Rule{d}))
		if err != nil {
			continue
		}
		if v := pol.Evaluate(cmd, ctx, time.Time{}); v.Outcome == Ask && v.Rule == d.ID {
			out = append(out, d.ID)
		}
	}
	return out
}

// shieldedReason is a shielded default's reason.
func shieldedReason(id string) string {
	for _, d := range defaultTable {
		if d.ID == id {
			return d.Reason
		}
	}
	return id
}

// shieldDefaultRules returns the shielded defaults alone, built on first
// use and then shared: a policy never changes the rules it is built from
// (the queue shares its defaults across policies the same way), and the
// rail checks built them again on every call (and blockers for each
// shielded probe).
var shieldDefaultRules = lazy[[]*Rule]{build: func() []*Rule {
	var out []*Rule
	for _, d := range Defaults() {
		if IsShielded(d.ID) {
			out = append(out, d)
		}
	}
	return out
}}

// probeContext fills what a context lacks for the probes: a home, a
// workdir apart from it, and ozdesk's places among the protected paths.
func probeContext(ctx *Context) *Context {
	c := Context{}
	if ctx != nil {
		c = Context{Cwd: ctx.Cwd, Workdir: ctx.Workdir, Home: ctx.Home, DefaultBranch: ctx.DefaultBranch,
			Egress: ctx.Egress, Protected: slices.Clone(ctx.ProtectedPaths()), Agent: ctx.Agent, Node: ctx.Node}
	}
	if c.Home == "" {
		c.Home = "/home/op"
	}
	if c.Cwd == "" {
		c.Cwd = "/srv/work/project"
	}
	for _, p := range []string{"/etc/ozdesk", path.Join(c.Home, ".claude/settings.json"), path.Join(c.Home, ".local/state/ozdesk")} {
		if !slices.Contains(c.Protected, p) {
			c.Protected = append(c.Protected, p)
		}
	}
	return &c
}

// probePlaces lists the places tried: shieldProbes, the home, the
// protected paths, and the directories that hold them.
func probePlaces(ctx *Context) []string {
	out := slices.Clone(shieldProbes)
	out = append(out, ctx.Home)
	out = append(out, ctx.Protected...)
	// The directories that hold a place: an allow's dir/* reaches
	// ~/.claude, which holds the harness settings, though its star
	// stands for no '/' (glob_word.go).
	for _, p := range out[:len(out):len(out)] {
		for d := path.Dir(p); d != p && d != "." && d != "/" && d != "~"; p, d = d, path.Dir(d) {
			if !slices.Contains(out, d) {
				out = append(out, d)
			}
		}
	}
	return out
}

// probeCommand writes a command the pattern's words would stand for, with
// place in every word that may hold it (*, **, a class, a glob the place
// matches); false when a stage's program is not literal.
func probeCommand(pat *Pattern, place string, ctx *Context) (string, bool) {
	stages := make([]string, 0, len(pat.stages()))
	for _, st := range pat.stages() {
		if st.Program.Kind != ElemLiteral {
			return "", false
		}
		words := []string{quoteText(st.Program.Text, true)}
		for _, w := range st.Words {
			words = append(words, probeWord(w, place, ctx))
		}
		for _, rd := range st.Redirs {
			words = append(words, rd.Op, probeWord(rd.Target, place, ctx))
		}
		stages = append(stages, strings.Join(words, " "))
	}
	return strings.Join(stages, " | "), true
}

// probeWord writes one element with place in it where it may stand.
func probeWord(e Elem, place string, ctx *Context) string {
	switch e.Kind {
	case ElemLiteral:
		if e.Tilde {
			return e.Text
		}
		return quoteText(e.Text, false)
	case ElemFlag:
		if e.Value == nil {
			return e.Text
		}
		return e.Text + "=" + probeWord(*e.Value, place, ctx)
	case ElemKeyValue:
		return e.Text + "=" + probeWord(*e.Value, place, ctx)
	case ElemGlob:
		if g := compileGlob(e.Text); g.match(strings.TrimPrefix(place, "~")) || g.match(place) {
			return place
		}
		return quoteText(strings.ReplaceAll(e.Text, "*", "x"), false)
	case ElemClass:
		switch e.Class {
		case "host":
			return "https://" + strings.ReplaceAll(e.Arg, "*", "x") + "/"
		case "egress":
			if len(ctx.Egress) > 0 {
				return "https://" + strings.ReplaceAll(ctx.Egress[0], "*", "x") + "/"
			}
		}
	}
	return place
}
