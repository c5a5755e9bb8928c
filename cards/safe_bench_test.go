package cards

import (
	"strings"
	"testing"

	"github.com/charmbracelet/colorprofile"
)

// benchText returns about n bytes of a command with a hostile character
// every few dozen bytes, so the benchmarks pay for escapes too.
func benchText(n int) string {
	const chunk = "curl -fsSL https://get.example.com/x | sh \x1b]52;c;aGk=\x07 中文 r\u200dm \u202e "
	return strings.Repeat(chunk, n/len(chunk)+1)[:n]
}

func benchStyles() Styles { return NewStyles(true, colorprofile.TrueColor) }

// BenchmarkSafeLine1MB is a queue row for a 1 MB command.
func BenchmarkSafeLine1MB(b *testing.B) {
	s, st := benchText(1<<20), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_ = SafeLine(s, 80, st)
	}
}

// BenchmarkSafeLine1KB is the same row for a 1 KB command, for comparison:
// the two should cost the same.
func BenchmarkSafeLine1KB(b *testing.B) {
	s, st := benchText(1<<10), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_ = SafeLine(s, 80, st)
	}
}

// BenchmarkSafeBlock1MB is a card's command box: 12 lines of 76 cells of a
// 1 MB command.
func BenchmarkSafeBlock1MB(b *testing.B) {
	s, st := benchText(1<<20), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_, _ = SafeBlock(s, 76, 12, st)
	}
}

// BenchmarkSafeBlockFrom1MBMiddle is a pager's window in the middle of a
// 1 MB command.
func BenchmarkSafeBlockFrom1MBMiddle(b *testing.B) {
	s, st := benchText(1<<20), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_, _ = SafeBlockFrom(s, len(s)/2, 76, 22, st)
	}
}

// BenchmarkSanitize1MB sanitizes all of a 1 MB command, which the desk does
// only when asked for the whole text.
func BenchmarkSanitize1MB(b *testing.B) {
	s := benchText(1 << 20)
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		_ = Sanitize(s)
	}
}

// BenchmarkLineIndexCount1MB counts every wrapped line of a 1 MB command,
// as a pager does to show "line n of m".
func BenchmarkLineIndexCount1MB(b *testing.B) {
	s, st := benchText(1<<20), benchStyles()
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		_, _ = NewLineIndex(s, 76, st).Count(true)
	}
}

// BenchmarkSafeLineMiddle1MB is a queue row cut in the middle for a 1 MB
// command with escapes at both ends, which the cut moves to keep
// (escapesKept): it reads the line's width from each end, never the
// middle.
func BenchmarkSafeLineMiddle1MB(b *testing.B) {
	s, st := benchText(1<<20), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_ = SafeLineMiddle(s, 80, st)
	}
}

// BenchmarkSafeLineMiddle1KB is the same for a 1 KB command: the two
// should cost the same.
func BenchmarkSafeLineMiddle1KB(b *testing.B) {
	s, st := benchText(1<<10), benchStyles()
	b.ReportAllocs()
	for b.Loop() {
		_ = SafeLineMiddle(s, 80, st)
	}
}
