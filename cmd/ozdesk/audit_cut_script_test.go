package main

import (
	"regexp"

	"github.com/rogpeppe/go-internal/testscript"
)

// cmdSetFrom sets environment variables from what the last command
// printed: the submatches of the first match of a regular expression in
// its stdout or stderr, in order (an export's head, for the cut):
//
//	setfrom stdout|stderr REGEXP NAME...
func cmdSetFrom(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 || (args[0] != "stdout" && args[0] != "stderr") {
		ts.Fatalf("usage: setfrom stdout|stderr REGEXP NAME...")
	}
	re, err := regexp.Compile(`(?m)` + args[1])
	ts.Check(err)
	m := re.FindStringSubmatch(ts.ReadFile(args[0]))
	if m == nil {
		ts.Fatalf("setfrom: no match for %s in %s", args[1], args[0])
	}
	if len(m)-1 != len(args)-2 {
		ts.Fatalf("setfrom: %d submatches for %d names", len(m)-1, len(args)-2)
	}
	for i, name := range args[2:] {
		ts.Setenv(name, m[i+1])
	}
}
