package tui

import (
	"encoding/json"
	"fmt"
	"os/exec"
	"testing"
	"time"
)

// TestBurstRowsByAge: a burst of concurrent `ozdesk ask` processes on one
// store, each waiting for the lock to write its ask: the order the desk
// lists by age (by ID, as `ozdesk queue ls` does) is the order of the
// asks' times (rt42k F7: an ask was dated before the policy was read and
// the lock awaited, so under a burst an older ask had a later ID and sat
// below newer ones in "by age (oldest first)").
func TestBurstRowsByAge(t *testing.T) {
	o := findOzdesk(t)
	if !o.real {
		t.Fatal("this test needs the real ozdesk command (cmd/ozdesk)")
	}
	if testing.Short() {
		t.Skip("starts 30 processes")
	}
	db := o.newDB(t)
	const n = 30
	for i := range n {
		askAs(t, o, db, fmt.Sprintf("agent-%d", i), fmt.Sprintf("rm -rf ~/t%d", i))
	}
	var asks []struct {
		ID      string    `json:"id"`
		Created time.Time `json:"created"`
	}
	deadline := time.Now().Add(60 * time.Second)
	for len(asks) < n {
		if time.Now().After(deadline) {
			t.Fatalf("%d of %d asks pending after a minute", len(asks), n)
		}
		time.Sleep(100 * time.Millisecond)
		out, err := exec.Command(o.bin, "--db", db, "queue", "ls", "--json").Output()
		if err != nil {
			t.Fatalf("ozdesk queue ls --json: %v", err)
		}
		if err := json.Unmarshal(out, &asks); err != nil {
			t.Fatalf("ozdesk queue ls --json: %v\n%s", err, out)
		}
	}
	for i := 1; i < len(asks); i++ {
		if a, b := asks[i-1], asks[i]; b.ID <= a.ID || b.Created.Before(a.Created) {
			t.Errorf("ask %s (asked %s) is listed after ask %s (asked %s)", b.ID, b.Created.Format("15:04:05.000000"),
				a.ID, a.Created.Format("15:04:05.000000"))
		}
	}
}
