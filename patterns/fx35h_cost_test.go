package patterns

import (
	"maps"
	"slices"
	"testing"
)

// programKeyCases are names programKey's fast path must read as the slow
// one does: plain names it takes as they are, and near-misses it must
// leave to the tables (capitals, a trailing dot or space, ".exe", a
// g-word, a case-kept program, a builtin spelled otherwise, non-ASCII).
var programKeyCases = []string{
	"", "rm", "ls", "git", "go", "gcc", "grm", "gsed", "g", "r", "R", "rscript", "get", "GET", "Get",
	"rm.", "rm ", "rm.exe", "rm.EXE", "rm.exe.", "python3.12", "node", "cd", "CD", "cd.", "exit.",
	".", "..", ".exe", "x.exe", "ﬁnd", "Ｒm", "rm\u00e9", "kubectl", "terraform", "docker-compose",
	"pip3", "_x", "-rf", "~", "a b", "sudo", "SUDO",
}

// TestProgramKeyFast holds programKey's fast path to the full reading:
// for the cases above, every default pattern's program text and every
// name of the program tables, programKey gives what programKeySlow does.
func TestProgramKeyFast(t *testing.T) {
	names := slices.Clone(programKeyCases)
	for _, p := range compiledDefaults {
		for _, s := range p.Stages {
			names = append(names, s.Program.Text)
		}
	}
	names = slices.AppendSeq(names, maps.Keys(gnuPrefixed.get()))
	names = slices.AppendSeq(names, maps.Values(gnuPrefixed.get()))
	names = slices.AppendSeq(names, maps.Keys(shellStateBuiltins.get()))
	names = slices.AppendSeq(names, maps.Keys(programIndex.get()))
	names = slices.AppendSeq(names, maps.Keys(wrapperSpecs.get()))
	for _, n := range names {
		if got, want := programKey(n), programKeySlow(n); got != want {
			t.Errorf("programKey(%q) = %q, the full reading %q", n, got, want)
		}
	}
}
