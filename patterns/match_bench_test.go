package patterns

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkMatchFiveWords matches a five-word pattern against a part.
func BenchmarkMatchFiveWords(b *testing.B) {
	p := MustParsePattern("git push --force * [default-branch]")
	cmd := testCommand(b, "git push --force origin main")
	for _, mode := range []MatchMode{Might, Certainly} {
		b.Run(map[MatchMode]string{Might: "might", Certainly: "certainly"}[mode], func(b *testing.B) {
			for b.Loop() {
				if _, ok := p.MatchAt(cmd, 0, fullCtx, mode); !ok {
					b.Fatal("no match")
				}
			}
		})
	}
}

// BenchmarkMatchStarStar matches a **-heavy pattern against long parts. The
// words nearly match everywhere and the last element only matches the last
// word, so the whole table is walked: time grows linearly with the part.
func BenchmarkMatchStarStar(b *testing.B) {
	p := MustParsePattern("echo ** a ** b ** c ** a ** b ** c ** end")
	for _, n := range []int{200, 2000, 20000} {
		words := make([]string, n)
		for i := range words {
			words[i] = []string{"a", "b", "c", "$X"}[i%4]
		}
		words[n-1] = "end"
		cmd := testCommand(b, "echo "+strings.Join(words, " "))
		for _, mode := range []MatchMode{Might, Certainly} {
			name := fmt.Sprintf("words=%d/%s", n, map[MatchMode]string{Might: "might", Certainly: "certainly"}[mode])
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					if _, ok := p.MatchAt(cmd, 0, fullCtx, mode); !ok && mode == Might {
						b.Fatal("no match")
					}
				}
			})
		}
	}
}
