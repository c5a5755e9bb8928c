package patterns

import (
	"fmt"
	"strings"
)

// Programs that run code the line does not show, or shows in a language
// the reader does not read (rt31 F1b, fx35b): execline's `execlineb -c
// SCRIPT` (execline chains programs into one another, `cd / rm -rf
// root`, so its script is not a shell's), the runscript an apptainer or
// singularity image holds (`apptainer run img.sif`: it runs with the home
// and the working directory mounted), busybox's inotifyd, which runs a
// program on every file event, and crond, which runs the crontabs of a
// directory. Each is unreadable.

// unshownCode returns the unreadable node for part p when it runs code
// the line does not show, or nil.
func (r *reading) unshownCode(p *Part) []*Node {
	var why string
	switch p.Program {
	case "execlineb":
		for _, w := range p.Words[1:] {
			lit, _ := litPrefix(w)
			if v, ok := w.Literal(); !ok || strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.Contains(v, "c") {
				why = fmt.Sprintf("execlineb runs the execline script %s: execline chains programs into one another, a language not read here.", quoteRaw(w.Raw))
				break
			} else if !strings.HasPrefix(lit, "-") {
				break // the script's file
			}
		}
	case "apptainer", "singularity":
		if sub := firstLitOperand(p.Words); sub == "run" || sub == "instance" {
			why = p.Program + " " + sub + " runs the image's runscript, with the home and the working directory mounted: code the line does not show."
		}
	case "inotifyd":
		why = "inotifyd runs a program on every event of the files it watches: code the line does not show, run later."
	case "crond":
		if !hasLitWord(p.Words[1:], "-h", "--help") {
			why = "crond runs the crontabs of its directory: code the line does not show, run later."
		}
	}
	if why == "" {
		return nil
	}
	return []*Node{r.unreadable(p, UnreadableForeignCode, p.Span, why)}
}

// firstLitOperand returns the first literal word of words[1:] that does not
// start with "-", or "".
func firstLitOperand(words []Word) string {
	for _, w := range words[1:] {
		v, ok := w.Literal()
		if !ok {
			return ""
		}
		if !strings.HasPrefix(v, "-") {
			return v
		}
	}
	return ""
}

// hasLitWord reports whether one of words is literally one of names.
func hasLitWord(words []Word, names ...string) bool {
	for _, w := range words {
		for _, n := range names {
			if isLit(w, n) {
				return true
			}
		}
	}
	return false
}

// ksu reads Kerberos' `ksu [USER] [options] -e COMMAND ARGS…` (the
// command and its arguments run as USER) and `-a ARGS…` (arguments
// handed to the user's shell, `-a -c "CMD"`).
func (r *reading) ksu(p *Part, sc scope) []*Node {
	for i, w := range p.Words {
		switch {
		case i == 0 || i+1 >= len(p.Words):
		case isLit(w, "-e"):
			return r.nestedArgv(p, "ksu -e", p.Words[i+1:], sc)
		case isLit(w, "-a"):
			return r.shellWords(p, "ksu -a", i+1, sc)
		}
	}
	return nil
}
