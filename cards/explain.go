package cards

import (
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// ExplainCommandLines is how many lines of the command [RenderExplain]
// shows before it says how much more there is.
const ExplainCommandLines = 40

// RenderExplain draws a policy's verdict on a command for a person reading
// `ozdesk policy explain`: the command highlighted with its line of marks,
// the verdict (which rule decided, why, by which part, and what could not
// be read), the whole parse tree with each part's outcome, rule and
// reason, and what shadow rules would have decided. Lines are at most
// width cells (at least [MinWidth]) and the text ends with a newline.
//
// Pass [PlainStyles] (or the zero Styles with [ASCIIGlyphs]) when the
// output is not a terminal: the marks and words carry every meaning, and
// what remains are the bold and faint attributes (strip them with
// ansi.Strip for a file). cmd may be nil to explain v.Command.
// [WithRulePatterns] has it name the operators' rules' patterns.
func RenderExplain(cmd *patterns.Command, v *patterns.Verdict, width int, st Styles, opts ...ExplainOption) string {
	width = max(width, MinWidth)
	var rep patterns.Report
	if v != nil {
		rep = v.Report()
		if cmd == nil {
			cmd = v.Command
		}
	}
	d := newDrawing(cmd, rep, width, st)
	for _, o := range opts {
		o(d)
	}
	secs := []Section{
		{SectionCommand, d.commandSection(ExplainCommandLines, "")},
	}
	if v == nil {
		secs = append(secs, Section{SectionVerdict, d.in.prose("not evaluated", width, 1, roleMuted)})
	} else {
		secs = append(secs, Section{SectionVerdict, d.verdictSection(nil)})
	}
	secs = append(secs, Section{SectionTree, d.treeSection(-1)})
	if sh := d.shadowSection(); len(sh) > 0 {
		secs = append(secs, Section{SectionShadow, sh})
	}
	return strings.Join(joinSections(secs, width, d.in), "\n") + "\n"
}
