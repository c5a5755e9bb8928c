package main

import (
	"os"
	"os/exec"
	"testing"
)

// copyBinary copies the executable src to dst (mode 0755) by a child
// process (cp), never through a descriptor of this process: a child that
// another test forked while this one held dst open for writing keeps
// that descriptor until it execs, and until then running dst fails with
// "text file busy" (ETXTBSY; Go issue 22315). Seen here under load in
// TestFourEyesAuditCutProcesses, which ran a binary newNode had just
// written with os.WriteFile.
func copyBinary(t testing.TB, src, dst string) {
	t.Helper()
	if out, err := exec.Command("cp", "--", src, dst).CombinedOutput(); err != nil {
		t.Fatalf("copy %s to %s: %v\n%s", src, dst, err, out)
	}
	if err := os.Chmod(dst, 0o755); err != nil {
		t.Fatal(err)
	}
}
