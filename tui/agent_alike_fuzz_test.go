package tui

import (
	"strings"
	"testing"
)

// FuzzAgentSkeleton: a skeleton reads as itself (drawn again it does not
// change), and an ASCII name reads as its upper case does.
func FuzzAgentSkeleton(f *testing.F) {
	for _, s := range []string{"claude", "cIaude", "0ps-rnain", "vvvorker", "Ωmega", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := agentSkeleton(s)
		if again := agentSkeleton(k); again != k {
			t.Fatalf("agentSkeleton(%q) = %q, and again %q", s, k, again)
		}
		ascii := true
		for i := range len(s) {
			ascii = ascii && s[i] < 0x80
		}
		if ascii && agentSkeleton(strings.ToUpper(s)) != k {
			t.Fatalf("%q and its upper case read apart: %q, %q", s, k, agentSkeleton(strings.ToUpper(s)))
		}
	})
}
