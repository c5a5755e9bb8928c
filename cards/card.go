package cards

import (
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// Defaults for the parts of a card that are capped.
const (
	// DefaultCommandLines is how many lines of the command a card shows
	// unless [Card.CommandLines] says otherwise.
	DefaultCommandLines = 12
	// DefaultTreeNodes is how many nodes of the parse tree a card shows
	// unless [Card.TreeNodes] says otherwise.
	DefaultTreeNodes = 200
	// MinWidth is the narrowest card drawn: below it a card is one line
	// that says it is too narrow.
	MinWidth = 20
)

// Card is what the desk shows about one ask, as plain data: who asks, where
// and when, the reading of the command, the recorded verdict, what the
// policy says now, the suggested narrowest pattern with the guard rails'
// verdict on allowing it, and the decision once there is one. The tui fills
// it from the queue's records; [RenderCard] draws it.
//
// Every string in it may come from an agent and is drawn only through the
// safe display ([SafeLine], [SafeBlock] and their kin).
type Card struct {
	// ID is the ask's ID, or "".
	ID string
	// Agent, Job, Node, Cwd and Harness say who asks, for what, where and
	// through what; empty ones are not shown.
	Agent, Job, Node, Cwd, Harness string
	// AgentSays is the name the agent gave itself where Agent is the
	// account a broker named it by (store.Ask.AgentSays), or "": the
	// agent's own claim, drawn after Agent as its words.
	AgentSays string
	// State is the ask's state ("pending", "approved", …), or "".
	State string
	// Created is when the command was asked about; Deadline when the ask
	// expires undecided (zero for never).
	Created, Deadline time.Time
	// Now is the time the card is drawn at: ages and deadlines count from
	// it, so that drawing is a pure function of the card. Times are shown
	// in their own location.
	Now time.Time

	// Command is the reading of the command text ([patterns.Read] of the
	// ask's command). A card without one shows an empty command.
	Command *patterns.Command
	// Report is the recorded verdict, explained per part. When it is empty
	// and Verdict is set, Verdict's report stands in for it.
	Report patterns.Report
	// Verdict, when set, is what the policy answers now; the card says so
	// when it differs from the recorded one.
	Verdict *patterns.Verdict

	// Suggestion is the narrowest pattern for the deciding part
	// ([patterns.Suggest]), or nil.
	Suggestion *patterns.Suggestion
	// Rails are the guard rails an allow rule of Suggestion's pattern
	// breaks ([patterns.CheckAllow]); AllowFor is the end that rule was
	// checked with. No rails and a zero AllowFor mean "not checked".
	Rails    []*patterns.RailError
	AllowFor time.Duration

	// Fallback is what the policy answers a part no rule matches ("allow"
	// or "ask"), said under the verdict; "" says nothing.
	Fallback string

	// Patterns are the patterns of the operators' rules the card names,
	// by ID ([RulePatterns]): the verdict says "refuse by r2: rm -rf ~/".
	// A rule not in it is named by its ID alone.
	Patterns map[string]string

	// Decision is how the ask was decided, or nil while it is pending.
	Decision *Decision

	// CommandLines caps the lines of the command shown (0 for
	// [DefaultCommandLines]); TreeNodes caps the nodes of the parse tree
	// shown (0 for [DefaultTreeNodes], -1 for no cap).
	CommandLines, TreeNodes int
	// MoreHint ends the note that says how much of the command is not
	// shown, such as "press v to see all"; "" ends it there.
	MoreHint string
}

// Decision is how an ask was decided.
type Decision struct {
	// By is the operator, or the ID of the rule that resolved the ask.
	By string
	// At is when.
	At time.Time
	// Outcome is "allow" or "refuse".
	Outcome string
	// Reason is the decider's words, or "".
	Reason string
	// Rule is the ID of a rule written from the decision, or "".
	Rule string
	// Asker says, in words, what the decider saw of an asker that was
	// not running ("its agent was stopped (process 812) when decided:
	// …") and whether the asker received the decision ("received: …",
	// "not received: …"), or "".
	Asker string
}

// Section is one titled part of a card: the lines to show under its title.
// The header (who, where, when) has no title.
type Section struct {
	Title string
	Lines []string
}

// Section titles, as [CardSections] names them.
const (
	SectionCommand    = "Command"
	SectionVerdict    = "Verdict"
	SectionTree       = "Parse tree"
	SectionShadow     = "Shadow rules"
	SectionSuggestion = "Always allow"
)

// RenderCard draws a card as lines of at most width cells for a viewport
// that scrolls: the header, then each section under a title line, with a
// blank line between sections. Widths from 30 to 200 cells are laid out
// for; down to [MinWidth] nothing overflows but the card reads poorly, and
// below it the card is one line saying it is too narrow. It returns nil
// when width < 1.
//
// Meaning never rides on colour: outcomes are marks and words, the parts
// of the command are marked on a line under it, and escapes start with a
// backslash. A command of a megabyte costs what a short one does: only the
// lines shown are read.
func RenderCard(c Card, width int, st Styles) []string {
	if width < 1 {
		return nil
	}
	if width < MinWidth {
		return joinSections(CardSections(c, width, st), width, nil)
	}
	d := newDrawing(c.Command, c.report(), width, st)
	d.patterns = c.Patterns
	return joinSections(d.cardSections(c), width, d.in)
}

// CardSections draws a card as [Section]s, for a viewport that wants to
// jump between them: the header first (untitled), then [SectionCommand],
// [SectionVerdict], [SectionTree] and, when there is anything to say,
// [SectionShadow] and [SectionSuggestion].
func CardSections(c Card, width int, st Styles) []Section {
	if width < 1 {
		return nil
	}
	if width < MinWidth {
		return []Section{{Lines: []string{newInks(st).cut(roleMuted, "(too narrow for the card)", width)}}}
	}
	d := newDrawing(c.Command, c.report(), width, st)
	d.patterns = c.Patterns
	return d.cardSections(c)
}

func (d *drawing) cardSections(c Card) []Section {
	secs := []Section{{Lines: d.header(c)}}
	lines := c.CommandLines
	if lines <= 0 {
		lines = DefaultCommandLines
	}
	secs = append(secs,
		Section{SectionCommand, d.commandSection(lines, c.MoreHint)},
		Section{SectionVerdict, append(d.verdictSection(c.Verdict), d.fallbackLine(c.Fallback)...)},
		Section{SectionTree, d.treeSection(c.TreeNodes)},
	)
	if sh := d.shadowSection(); len(sh) > 0 {
		secs = append(secs, Section{SectionShadow, sh})
	}
	if sg := d.suggestionSection(c.Suggestion, c.Rails, c.AllowFor); len(sg) > 0 {
		secs = append(secs, Section{SectionSuggestion, sg})
	}
	return secs
}

// report is the verdict the card explains.
func (c Card) report() patterns.Report {
	if c.Verdict != nil && c.Report.Parts == nil && c.Report.Rule == "" && c.Report.Reason == "" {
		return c.Verdict.Report()
	}
	return c.Report
}

// joinSections lays sections out one after another.
func joinSections(secs []Section, width int, in *inks) []string {
	var out []string
	for _, s := range secs {
		if s.Title != "" {
			if len(out) > 0 {
				out = append(out, "")
			}
			out = append(out, in.titleLine(s.Title, width))
		}
		out = append(out, s.Lines...)
	}
	return out
}
