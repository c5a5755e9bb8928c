package patterns

import (
	"fmt"
	"strings"
)

// Rail names a guard rail: a check an allow rule must pass before it is
// written, from any door (the desk, the command line, an applied file).
type Rail string

// The guard rails.
const (
	// RailUnreadable: an allow of what cannot be read.
	RailUnreadable Rail = "unreadable"
	// RailProgramAlone: an allow of a program alone (git **, *, a bare
	// program), whatever its words.
	RailProgramAlone Rail = "program-alone"
	// RailDownload: an allow of a download not pinned to a URL on the
	// egress list.
	RailDownload Rail = "unpinned-download"
	// RailReason: an allow without a reason.
	RailReason Rail = "no-reason"
	// RailEnd: an allow without an end.
	RailEnd Rail = "no-end"
)

// RailError is one guard rail an allow rule breaks.
type RailError struct {
	Rail Rail
	// Msg says what the rule would allow; Hint what to do instead.
	Msg, Hint string
}

// Error returns the rail, the problem and the way out in one line.
func (e *RailError) Error() string {
	if e.Hint == "" {
		return fmt.Sprintf("guard rail %s: %s", e.Rail, e.Msg)
	}
	return fmt.Sprintf("guard rail %s: %s; %s", e.Rail, e.Msg, e.Hint)
}

// CheckAllow applies the guard rails to an allow rule and returns every rail
// it breaks (none when it may be written). A rule that is not an allow
// passes. When the rule comes from a card, from is the command and part it
// was built from, else nil; ctx gives the egress list.
func CheckAllow(r *Rule, from *Command, part int, ctx *Context) []*RailError {
	if r.Outcome != Allow {
		return nil
	}
	var errs []*RailError
	if from != nil && part >= 0 && part < len(from.Parts) {
		if p := from.Parts[part]; p.Unreadable != nil || p.Program == "" {
			errs = append(errs, &RailError{Rail: RailUnreadable,
				Msg:  "the command it comes from cannot be read with certainty, and nothing can allow what cannot be read",
				Hint: "approve it once, or refuse it"})
		}
	}
	if r.Over == "" {
		for _, pat := range r.Patterns() {
			errs = append(errs, patternRails(pat, ctx)...)
		}
	}
	errs = append(errs, shieldRails(r, ctx)...)
	if strings.TrimSpace(r.Reason) == "" {
		errs = append(errs, &RailError{Rail: RailReason, Msg: "it has no reason",
			Hint: "say why these commands are safe to run unasked (--reason)"})
	}
	if r.End.IsZero() {
		errs = append(errs, &RailError{Rail: RailEnd, Msg: "it has no end",
			Hint: "give it an end (--ends 1h, 1d, 7d, 30d or a date); only refuse and ask rules may stand forever"})
	}
	return errs
}

// patternRails checks one pattern of an allow rule against the rails that
// concern its shape.
func patternRails(pat *Pattern, ctx *Context) []*RailError {
	var errs []*RailError
	for k, st := range pat.stages() {
		if k > 0 && st.Program.Kind == ElemLiteral && isInterpreter(st.Program.Text) && !stageHasScript(st) {
			errs = append(errs, &RailError{Rail: RailUnreadable,
				Msg:  fmt.Sprintf("%s would read its script from the pipe, which cannot be read", st.Program.Text),
				Hint: "download the script, read it, and allow running that file"})
		}
		if k == 0 && programAlone(st) {
			errs = append(errs, programAloneError(pat, st))
		}
		if st.Program.Kind == ElemLiteral && isDownloader(st.Program.Text) && !pinned(st, ctx) {
			e := &RailError{Rail: RailDownload,
				Msg:  fmt.Sprintf("%s would fetch from a host that is not on the egress list", st.Program.Text),
				Hint: "name the URL ([egress], [host:NAME] or a literal URL) and add its host with `ozdesk policy egress add HOST`"}
			if w, ok := unpinnedURL(st); ok {
				// any host at all, whatever the list holds: adding a
				// host pins nothing (rt37k MEDIUM-1)
				e.Msg = fmt.Sprintf("the URL is not pinned: %s stands for any host", w)
				e.Hint = "narrow " + w + " to [egress], [host:NAME] or the literal URL"
			}
			errs = append(errs, e)
		}
		if e := reachRail(st); e != nil {
			errs = append(errs, e)
		}
		if e := clusterKindRail(st); e != nil {
			errs = append(errs, e)
		}
	}
	return errs
}

// programAloneError says why a stage is its program alone, in words that
// fit what the pattern shows: a pattern with flags keeps words, but they
// say how the program runs, not what it acts on.
func programAloneError(pat *Pattern, st Stage) *RailError {
	name := stageProgramName(st)
	for _, w := range st.Words {
		if w.Kind == ElemFlag {
			return &RailError{Rail: RailProgramAlone,
				Msg:  fmt.Sprintf("%q allows %s on anything: its flags say how it runs, not what it acts on", pat.String(), name),
				Hint: "name what it acts on: keep an operand as a literal, a glob with text or a class"}
		}
	}
	return &RailError{Rail: RailProgramAlone,
		Msg:  fmt.Sprintf("%q allows %s whatever its words", pat.String(), name),
		Hint: "keep at least one literal word or class that says what it acts on"}
}

// programAlone reports whether a stage lets its program act on anything:
// no literal, glob with text, class or key=value names an operand (a
// class or glob where a subcommand stands names none), and either nothing
// narrows it at all (git, a bare program) or a * or ** stands for what it
// acts on (git **, rm -r -f *: flags say how, not on what). Only a pipeline's first stage must say more: the later ones are
// held by it.
func programAlone(st Stage) bool {
	if st.Program.Kind != ElemLiteral {
		return true
	}
	if len(st.Redirs) > 0 {
		return false
	}
	named, wild, flags := false, false, false
	subs, operand := patternSubcommands(st.Program.Text), 0
	for _, w := range st.Words {
		if w.Kind != ElemFlag && w.Kind != ElemStarStar {
			operand++
		}
		switch {
		case w.Kind == ElemStar || w.Kind == ElemStarStar:
			wild = true
		case operand <= subs && (w.Kind == ElemClass || w.Kind == ElemGlob):
			// A class or glob where a subcommand stands says which
			// subcommand no more than * does ([inside-workdir] is any
			// word without a slash).
			wild = true
		case w.Kind == ElemGlob:
			if strings.Trim(w.Text, "*") == "" {
				wild = true
			} else {
				named = true
			}
		case w.Kind == ElemFlag:
			flags = true
		default:
			named = true
		}
	}
	if named {
		return false
	}
	return wild || !flags
}

// patternSubcommands returns how many leading operands of a program's
// pattern name a subcommand: those of subcommandDepth, or one for a
// program whose flag table has subcommands (git, docker).
func patternSubcommands(program string) int {
	if n := subcommandDepth.get()[program]; n > 0 {
		return n
	}
	if programSpec(program).hasSubs() {
		return 1
	}
	return 0
}

// stageProgramName names a stage's program for a message.
func stageProgramName(st Stage) string {
	switch st.Program.Kind {
	case ElemLiteral, ElemGlob:
		return st.Program.Text
	case ElemClass:
		return "[" + st.Program.Class + "]"
	}
	return "any program"
}

// stageHasScript reports whether an interpreter stage names a script
// operand (a literal that is not a flag), so it does not read the pipe.
func stageHasScript(st Stage) bool {
	for _, w := range st.Words {
		if w.Kind == ElemLiteral && w.Text != "-" {
			return true
		}
	}
	return false
}

// pinned reports whether a downloader stage is pinned to the egress list:
// it names at least one URL on the list ([egress], [host:NAME] with NAME on
// the list, or a literal URL whose host is on it) and none off it. A * or
// ** may stand beside: an allow never certainly matches a download of a URL
// off the list (see [Pattern.MatchAt]), so they cannot add one.
func pinned(st Stage, ctx *Context) bool {
	has := false
	for _, w := range st.Words {
		switch w.Kind {
		case ElemClass:
			switch w.Class {
			case "egress":
				has = true
			case "host":
				if !onEgress(w.Arg, ctx) {
					return false
				}
				has = true
			case "url":
				return false
			}
		case ElemLiteral, ElemGlob:
			host, ok := urlHost(w.Text)
			if !ok && strings.Contains(w.Text, "://") {
				// a URL whose host readers disagree on (a '\' in
				// it): no entry pins it
				return false
			}
			if !ok {
				continue
			}
			if strings.Contains(host, "*") {
				return false
			}
			// the host the download reaches, not the text it is
			// written as (DownloadHost)
			h, err := DownloadHost(host)
			if err != nil || !onEgress(h, ctx) {
				return false
			}
			has = true
		}
	}
	return has
}

// unpinnedURL returns the word of a downloader stage that stands for a
// URL of any host ([url], or a URL whose host has a wildcard), if any.
func unpinnedURL(st Stage) (string, bool) {
	for _, w := range st.Words {
		switch {
		case w.Kind == ElemClass && w.Class == "url":
			return "[url]", true
		case w.Kind == ElemLiteral || w.Kind == ElemGlob:
			if host, ok := urlHost(w.Text); ok && strings.Contains(host, "*") {
				return w.Text, true
			}
		}
	}
	return "", false
}

// onEgress reports whether every host that host names is on the egress
// list: a literal host one entry covers, or a "*.x" that an entry "*.x"
// (or a "*.y" above it) covers.
func onEgress(host string, ctx *Context) bool {
	if ctx == nil {
		return false
	}
	host = strings.ToLower(host)
	for _, e := range ctx.Egress {
		e = strings.ToLower(e)
		if rest, ok := strings.CutPrefix(host, "*."); ok {
			if e == host || (strings.HasPrefix(e, "*.") && strings.HasSuffix(rest, e[1:])) {
				return true
			}
			continue
		}
		if hostMatches(e, host) {
			return true
		}
	}
	return false
}
