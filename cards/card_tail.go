package cards

import "unicode/utf8"

// tailLines is how many lines of a command's end a card shows under the
// note of what its window left out.
const tailLines = 2

// tail draws the command's last tailLines lines (with their marks) and
// says where they start: past shown, the end of what the card drew
// above them. A long line is cut to its last lines, at a rune's start.
func (v *commandView) tail(shown int) (lines []string, from int) {
	src := v.src
	from = runeAfter(src, max(shown, len(src)-tailLines*max(v.width, 1)))
	for {
		var next int
		lines, next = v.window(from, tailLines)
		if next >= len(src) || from >= len(src) {
			return lines, from
		}
		// the end did not fit (wide runes, escapes drawn wider, or
		// lines of their own): start later by what was left over
		from = runeAfter(src, from+len(src)-next)
	}
}

// runeAfter is the first rune start in s at or after byte i.
func runeAfter(s string, i int) int {
	for i < len(s) && !utf8.RuneStart(s[i]) {
		i++
	}
	return min(i, len(s))
}
