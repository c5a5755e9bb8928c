package patterns

import "strings"

// commandOption finds, at words[i], one of names whose value is a command
// for the program (gdb's -ex, lldb's -o): the next word, or the text after
// NAME= (for a single-dash name only when dashEq). It returns the value,
// the index of the last word it used, and whether words[i] was one.
func commandOption(words []Word, i int, names []string, dashEq, exact bool) (Word, int, bool) {
	lit, _ := litPrefix(words[i])
	for _, name := range names {
		switch {
		case lit == name && i+1 < len(words):
			return words[i+1], i + 1, true
		case (dashEq || strings.HasPrefix(name, "--")) && strings.HasPrefix(lit, name+"="):
			return trimWordPrefix(words[i], name+"=", exact), i, true
		}
	}
	return Word{}, i, false
}
