package replay

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxCommandText is how many bytes of a command the text report shows;
// the rest is counted.
const MaxCommandText = 160

// timeFormat is how the text report writes times (UTC).
const timeFormat = "2006-01-02 15:04:05"

// WriteText writes the report for a person: the counts, the first change
// of at most maxJobs jobs (0: all), the rules that decide the changes,
// what could not be read, and what was not replayed. Every value that
// comes from an agent or a person (commands, agent and job names, rule
// IDs, paths) goes through esc, which must quote it and escape control and
// invisible characters (the CLI passes its safe-display function); nil
// means [strconv.Quote]. Long commands are cut at [MaxCommandText] bytes
// with what is hidden counted.
func (r *Report) WriteText(w io.Writer, esc func(string) string, maxJobs int) error {
	if esc == nil {
		esc = strconv.Quote
	}
	b := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	against := "the answers recorded"
	if r.Against == "baseline" {
		against = "the policy before the change"
	}
	p("replayed %d evaluations", r.Total)
	if r.Total > 0 {
		p(" from %s to %s UTC", r.First.UTC().Format(timeFormat), r.Last.UTC().Format(timeFormat))
	}
	p(", compared with %s\n", against)
	p("changed: %d%s\n", r.Changed, percent(r.Changed, r.Total))
	for _, t := range r.Transitions {
		if t.Count > 0 {
			p("  %-6s → %-6s %8d\n", t.From, t.To, t.Count)
		}
	}
	if r.RuleOnly > 0 {
		p("same outcome, decided by another rule: %d\n", r.RuleOnly)
	}
	if len(r.Jobs) > 0 {
		p("\nfirst change in each of %d jobs (of %d):\n", len(r.Jobs), r.Groups)
		shown := r.Jobs
		if maxJobs > 0 && len(shown) > maxJobs {
			shown = shown[:maxJobs]
		}
		for _, j := range shown {
			c := j.First
			p("  %s, %d of %d changed; first at %s\n", jobName(j, esc), j.Changed, j.Evaluations, c.Time.UTC().Format(timeFormat))
			p("    %s\n", commandText(c.Command, esc))
			p("    %s → %s\n", decisionText(c.Old, esc), decisionText(c.New, esc))
		}
		if hidden := len(r.Jobs) - len(shown); hidden > 0 {
			p("  … %d more jobs (--json lists them all)\n", hidden)
		}
	}
	if len(r.Rules) > 0 {
		p("\ndecided now by: %s\n", ruleCounts(r.Rules, esc))
		p("decided before by: %s\n", ruleCounts(r.Was, esc))
	}
	if r.UnreadableTotal > 0 {
		p("\ncould not be read: %d commands\n", r.UnreadableTotal)
		for _, u := range r.Unreadable {
			p("  %-22s %6d\n", u.Code, u.Count)
			for _, e := range u.Examples {
				p("    %s  %s\n", e.Time.UTC().Format(timeFormat), commandText(e.Command, esc))
			}
		}
	}
	if r.Skipped > 0 || len(r.Broken) > 0 {
		p("\nnot replayed: %d recorded while the store could not be read, %d records that do not decode\n", r.Skipped, len(r.Broken))
		for i, e := range r.Broken {
			if i == 3 {
				p("  … %d more\n", len(r.Broken)-3)
				break
			}
			p("  seq %d: %s\n", e.Seq, esc(e.Error))
		}
	}
	return b.Flush()
}

// percent writes a share of a total, or nothing for an empty total.
func percent(n, total int) string {
	if total == 0 {
		return ""
	}
	return fmt.Sprintf(" (%.1f%%)", 100*float64(n)/float64(total))
}

// jobName names a job's group.
func jobName(j Job, esc func(string) string) string {
	if j.Kind == "none" {
		return "no job, session or agent"
	}
	s := j.Kind + " " + esc(j.Name)
	if j.Kind != "agent" && j.First.Agent != "" {
		s += " (agent " + esc(j.First.Agent) + ")"
	}
	return s
}

// decisionText writes an outcome and its rule.
func decisionText(d Decision, esc func(string) string) string {
	if d.Rule == "" {
		return d.Outcome.String() + " (fallback)"
	}
	return d.Outcome.String() + " (" + esc(d.Rule) + ")"
}

// ruleCounts writes counts by rule on one line.
func ruleCounts(rc []RuleCount, esc func(string) string) string {
	parts := make([]string, 0, len(rc))
	for i, c := range rc {
		if i == 8 {
			parts = append(parts, fmt.Sprintf("… %d more rules", len(rc)-8))
			break
		}
		name := "fallback"
		if c.Rule != "" {
			name = esc(c.Rule)
		}
		parts = append(parts, fmt.Sprintf("%s %d", name, c.Count))
	}
	return strings.Join(parts, " · ")
}

// commandText cuts a long command and quotes it.
func commandText(s string, esc func(string) string) string {
	if len(s) <= MaxCommandText {
		return esc(s)
	}
	cut := MaxCommandText
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s … +%d bytes", esc(s[:cut]), len(s)-cut)
}
