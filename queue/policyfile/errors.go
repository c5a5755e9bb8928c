package policyfile

import (
	"fmt"
	"strings"
)

// ParseError is one problem in a policy file: where it stands, which field,
// what is wrong and what to write instead.
type ParseError struct {
	// Line and Column are where the problem stands, from 1 (0 when the
	// problem concerns the whole file).
	Line, Column int
	// Field is the path of the field: "rules[2].pattern", "settings.fallback",
	// "egress[1].host". Rules and egress entries are counted from 1, in
	// file order.
	Field string
	// Msg says what is wrong; Hint what to write instead.
	Msg, Hint string
	// Err is the underlying error, if any: a *patterns.PatternError for a
	// pattern that does not parse, a *patterns.RailError for an allow the
	// guard rails refuse.
	Err error
}

// Error returns "line L:C: FIELD: MSG; HINT".
func (e *ParseError) Error() string {
	var b strings.Builder
	if e.Line > 0 {
		fmt.Fprintf(&b, "line %d:%d: ", e.Line, e.Column)
	}
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	b.WriteString(e.Msg)
	if e.Hint != "" {
		b.WriteString("; " + e.Hint)
	}
	return b.String()
}

// Unwrap returns the underlying error.
func (e *ParseError) Unwrap() error { return e.Err }

// Errors is every problem found in a policy file, in file order. Parse
// returns all of them at once, so one edit can mend them all.
type Errors []*ParseError

// Error lists the problems, one a line.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	if len(lines) == 1 {
		return "policy file: " + lines[0]
	}
	return fmt.Sprintf("policy file: %d problems:\n  %s", len(lines), strings.Join(lines, "\n  "))
}

// Unwrap returns the problems, for errors.As.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}
