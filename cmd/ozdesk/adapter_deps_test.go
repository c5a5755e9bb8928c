package main

import (
	"os/exec"
	"strings"
	"testing"
)

// adapterBannedDeps are packages the adapter-only build must not link:
// each runs initialisers in every hook process (charm's terminal
// packages build tables) for work no harness's call does. YAML stays: the
// node's configuration is YAML, and a hand-written reader of a YAML
// subset to save 0.17 M instructions a call (2%) was not worth its risk.
// x/text's cases and language: their initialisers cost some 0.1–0.16 M
// instructions and 57 allocations a call, for the case folding of four
// eyes, which store/operator_fold.go now does (fx40h).
var adapterBannedDeps = []string{"charm", "lipgloss", "termenv", "colorprofile",
	"golang.org/x/text/cases", "golang.org/x/text/language", "golang.org/x/text/internal/language"}

// TestAdapterDeps holds the adapter-only build's import graph to what a
// harness's call needs (go list -deps, as the README builds it).
func TestAdapterDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-tags", adapterTags, ".").Output()
	if err != nil {
		t.Fatalf("go list -deps -tags %s: %v", adapterTags, err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range adapterBannedDeps {
			if strings.Contains(dep, banned) {
				t.Errorf("the adapter build links %s (%q): see tree_adapters.go", dep, banned)
			}
		}
	}
}
