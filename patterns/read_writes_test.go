package patterns

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns/worstcase"
)

// TestWritesCap: a command whose parts write or delete more paths than
// [DefaultMaxWrites] is unreadable as a whole and asks, even where every
// part alone would be allowed; one just under the cap is read, part by
// part.
func TestWritesCap(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	write := "echo a > x/b; "
	for _, c := range []struct {
		name, cmd string
		over      bool
	}{
		{"writes at the cap", strings.Repeat(write, DefaultMaxWrites), false},
		{"one write past it", strings.Repeat(write, DefaultMaxWrites+1), true},
		{"appends past it", strings.Repeat("echo a >> log; ", DefaultMaxWrites+1), true},
		{"rm operands past it", "rm -f" + strings.Repeat(" a", DefaultMaxWrites+1), true},
		{"links written through", worstcase.Repeat("ln -s ~/"+strings.Repeat("d", 110)+" x; echo a > x/b; ", "", DefaultMaxBytes), true},
		{"an everyday line", "mkdir -p out && go build -o out/app . > out/build.log 2>&1", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := Read(c.cmd)
			capped := len(cmd.Unreadable) == 1 && cmd.Unreadable[0].Code == UnreadableWrites
			if capped != c.over {
				t.Fatalf("over the cap %v, want %v: %d parts, unreadable %+v", capped, c.over, len(cmd.Parts), cmd.Unreadable)
			}
			if c.over {
				if len(cmd.Parts) != 0 || cmd.Unreadable[0].Part != -1 {
					t.Errorf("%d parts read past the cap; want none", len(cmd.Parts))
				}
				if v := pol.Evaluate(cmd, testContext(), testNow); v.Outcome != Ask {
					t.Errorf("outcome %s (%s), want ask", v.Outcome, v.Reason)
				}
				return
			}
			if len(cmd.Parts) == 0 {
				t.Errorf("no parts read under the cap: %+v", cmd.Unreadable)
			}
		})
	}
	if cmd := Read(strings.Repeat(write, 3), MaxWrites(2)); len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableWrites {
		t.Errorf("MaxWrites(2), three writes: %+v", cmd.Unreadable)
	}
}
