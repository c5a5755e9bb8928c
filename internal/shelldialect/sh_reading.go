package shelldialect

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"ozdesk.dev/ozdesk/internal/safetext"
)

// ShReadsOtherwise returns, when POSIX sh would read command as another
// command than bash does, what differs (for the refusal), or "". Codex
// runs exec_command with the shell the model names (/bin/sh for one it
// does not know) and its hook does not say which (rt18h #1): text that
// dash reads otherwise than bash, such as `echo $'\'; id; #'` (one echo
// to bash, an echo, id and a comment to dash), must not run on bash's
// reading. Both readings are printed and compared; text that bash cannot
// parse is left to the policy (it asks about it).
func ShReadsOtherwise(command string) string {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash), syntax.KeepComments(true)).Parse(strings.NewReader(command), "")
	if err != nil {
		return ""
	}
	// mvdan's POSIX reading still takes $'…' and $"…" as bash does; dash
	// reads a $ and then an ordinary quote.
	dollarQuote := ""
	syntax.Walk(f, func(n syntax.Node) bool {
		switch q := n.(type) {
		case *syntax.SglQuoted:
			if q.Dollar && dollarQuote == "" {
				dollarQuote = "$'…'"
			}
		case *syntax.DblQuoted:
			if q.Dollar && dollarQuote == "" {
				dollarQuote = "$\"…\""
			}
		}
		return dollarQuote == ""
	})
	if dollarQuote != "" {
		return "POSIX sh (dash) reads " + dollarQuote + " as a $ and a quoted string, not as bash does"
	}
	bash, err := printFile(f)
	if err != nil {
		return ""
	}
	sh, err := parsePrinted(command, syntax.LangPOSIX)
	if err != nil {
		return "POSIX sh cannot read it (" + safetext.Escape(err.Error()) + ")"
	}
	if sh != bash {
		return "POSIX sh (dash) reads it as other commands than bash does"
	}
	return ""
}

// parsePrinted parses command in lang and prints it back.
func parsePrinted(command string, lang syntax.LangVariant) (string, error) {
	f, err := syntax.NewParser(syntax.Variant(lang), syntax.KeepComments(true)).Parse(strings.NewReader(command), "")
	if err != nil {
		return "", err
	}
	return printFile(f)
}

// printFile prints a parsed file back as text.
func printFile(f *syntax.File) (string, error) {
	var b strings.Builder
	if err := syntax.NewPrinter().Print(&b, f); err != nil {
		return "", err
	}
	return b.String(), nil
}
