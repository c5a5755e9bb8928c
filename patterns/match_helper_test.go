package patterns

import "testing"

// testCommand reads a command line for the matcher's tests, failing the
// test when nothing of it can be read.
func testCommand(t testing.TB, src string) *Command {
	t.Helper()
	cmd := Read(src)
	if len(cmd.Parts) == 0 {
		t.Fatalf("read %q: %+v", src, cmd.Unreadable)
	}
	return cmd
}
