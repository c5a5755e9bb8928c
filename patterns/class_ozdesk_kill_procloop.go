package patterns

import (
	"regexp"
	"strings"
)

// A loop over /proc that kills every pid it finds (N2/N15).

// maxProcLoopLine bounds the line read for a loop over /proc.
const maxProcLoopLine = 8192

// killsProcLoop reports whether a kill's operand is a variable a for
// loop of the line sets to each process directory of /proc (fx54e, rt53
// N2/N15: `for p in /proc/[0-9]*; do kill -9 ${p#/proc/}; done`, every
// process): the loop's list holds a glob of /proc's own entries (not a
// file below them, `/proc/[0-9]*/status`, which a script reads to pick
// some).
func killsProcLoop(w Word, ctx *Context) bool {
	if v, ok := w.Literal(); !ok || !isKillName(v) {
		return false
	}
	cmd, k := ctx.evalCommand(), ctx.programPart(w)
	if cmd == nil || k == nil || len(cmd.Source) > maxProcLoopLine || !strings.Contains(cmd.Source, "/proc/") {
		return false
	}
	for _, a := range k.Args() {
		for _, s := range a.Segs {
			for _, name := range s.ValueVars() {
				if name == "" || !isNameStart(name[0]) {
					continue
				}
				re, err := regexp.Compile(`\bfor\s+` + regexp.QuoteMeta(name) + `\s+in\s+[^;\n]*/proc/[^\s;/]*[*?\[][^\s;/]*(\s|;|$)`)
				if err == nil && re.MatchString(cmd.Source) {
					return true
				}
			}
		}
	}
	return false
}
