package patterns

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A command longer than the reader reads ([DefaultMaxBytes]) is not read
// at all, so nothing of it but its size, its ends and its hash need
// travel or be kept: [ClipCommand] makes the text that stands for it, its
// head and tail around a line naming its length and SHA-256. The reader
// reads such a text as the whole command's [UnreadableSize], never as the
// command the head and tail seem to spell; and the line holds a NUL byte,
// so that a reader that does not know the line still finds the text
// unreadable ([UnreadableNUL]) before it parses it.

// ClipKeepBytes is how much of a clipped command's head, and of its
// tail, [ClipCommand] keeps (at most: the cut falls on a rune's start).
const ClipKeepBytes = 2 << 10

// clipMark opens the line that stands for a clipped command's middle.
const clipMark = "\n\x00[ozdesk: clipped command: "

// ClipCommand returns the text that stands for cmd when cmd is longer
// than [DefaultMaxBytes]: its first and last [ClipKeepBytes] around a
// line that gives its length in bytes and its SHA-256. A shorter cmd is
// returned as it is.
func ClipCommand(cmd string) string { return ClipCommandOver(cmd, DefaultMaxBytes) }

// ClipCommandOver is [ClipCommand] for commands longer than over bytes
// (at least 2×[ClipKeepBytes]): a fleet's trail keeps an allowed
// command over 8 KiB so.
func ClipCommandOver(cmd string, over int) string {
	if len(cmd) <= max(over, 2*ClipKeepBytes) {
		return cmd
	}
	sum := sha256.Sum256([]byte(cmd))
	head := cmd[:runeStartBefore(cmd, ClipKeepBytes)]
	tail := cmd[runeStartAfter(cmd, len(cmd)-ClipKeepBytes):]
	return fmt.Sprintf("%s%s%d bytes, sha256 %s; the %d bytes between this head and tail were not kept]\n%s",
		head, clipMark, len(cmd), hex.EncodeToString(sum[:]), len(cmd)-len(head)-len(tail), tail)
}

// ClippedBytes reports whether src is a clipped command's text (see
// [ClipCommand]) and the whole command's length it names (0 when the
// line does not give one a reader believes).
func ClippedBytes(src string) (n int, clipped bool) {
	at := strings.Index(src, clipMark)
	if at < 0 {
		return 0, false
	}
	rest := src[at+len(clipMark):]
	digits, _, ok := strings.Cut(rest, " bytes, sha256 ")
	if !ok || len(digits) > 12 {
		return 0, true
	}
	n, err := strconv.Atoi(digits)
	if err != nil || n <= 0 {
		return 0, true
	}
	return n, true
}

// clippedUnreadable is the unreadable of a clipped command's text.
func clippedUnreadable(src string, n, limit int) Unreadable {
	size := "of a length it does not say"
	if n > 0 {
		size = fmt.Sprintf("%d bytes long", n)
	}
	return Unreadable{Code: UnreadableSize, Span: Span{0, len(src)}, Part: -1, Detail: fmt.Sprintf(
		"The command is %s, over the limit of %d bytes, so only its head and tail were kept and it is not read.", size, limit)}
}

// runeStartBefore is the last rune start at or before n in s (n < len(s)).
func runeStartBefore(s string, n int) int {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return n
}

// runeStartAfter is the first rune start at or after n in s.
func runeStartAfter(s string, n int) int {
	for n < len(s) && !utf8.RuneStart(s[n]) {
		n++
	}
	return n
}

// ClipEnds splits a clipped command's text (see [ClipCommand]) into the
// head and tail it kept, without the line between them; ok is false for
// a text that is not clipped. A line that does not close leaves no tail.
func ClipEnds(src string) (head, tail string, ok bool) {
	at := strings.Index(src, clipMark)
	if at < 0 {
		return "", "", false
	}
	rest := src[at+len(clipMark):]
	if _, after, closed := strings.Cut(rest, "]\n"); closed {
		tail = after
	}
	return src[:at], tail, true
}
