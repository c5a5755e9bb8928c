package patterns

import (
	"strings"
	"testing"
)

// BenchmarkSuggestBraces suggests, as the card and the editor do, for
// parts whose words hold as many brace lists as the words limit lets
// through: the ladder of each word must not grow with what it expands to.
func BenchmarkSuggestBraces(b *testing.B) {
	ctx := testContext()
	for _, src := range []struct{ name, cmd string }{
		{"lists", "rm -rf " + strings.Repeat("{a,b}", 11) + "/x"},
		{"ranges", "rm -rf {1..9}{a..z}/{1..9}"},
		{"many-words", "rm -rf" + strings.Repeat(" {a,b}{c,d}{e,f}{g,h}", 150)},
	} {
		cmd := Read(src.cmd)
		if !cmd.Readable() {
			b.Fatalf("%s: unreadable %+v", src.name, cmd.Unreadable)
		}
		b.Run(src.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := Suggest(cmd, 0, ctx)
				if err != nil {
					b.Fatal(err)
				}
				s.OfferAny(cmd, ctx)
			}
		})
	}
}
