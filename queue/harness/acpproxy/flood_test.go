package acpproxy

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestPermissionFlood: an agent that sends permission requests faster
// than anyone answers them gets at most MaxPending of one session
// waiting (at the desk, or at the editor); every further one is refused
// at once with its reject-once option, the editor is told so once, and
// the desk holds MaxPending asks, not one per request. Once the waiting
// ones are answered, the session's requests are judged again. Every
// request reached the desk before.
func TestPermissionFlood(t *testing.T) {
	svc := newService(t)
	r := startRelay(t, config(svc))
	r.session("/tmp")
	request := func(i int, kind string) string {
		line := strings.Replace(permission(fmt.Sprint(i), fmt.Sprintf("npm publish --tag t%d", i)), `"toolCallId":"t1"`, fmt.Sprintf(`"toolCallId":"c%d"`, i), 1)
		return strings.Replace(line, `"kind":"execute"`, `"kind":"`+kind+`"`, 1)
	}
	for i := range MaxPending {
		r.agent(request(i, "execute"))
		if got := r.atEditor(); !strings.Contains(got, "waiting for an operator at the desk") {
			t.Fatalf("request %d: the editor got %s; want it to wait at the desk", i, got)
		}
	}
	const more = 40
	for i := MaxPending; i < MaxPending+more; i++ {
		kind := "execute"
		if i%2 == 1 {
			kind = "edit" // one the editor would be asked
		}
		r.agent(request(i, kind))
		if got := r.atAgent(); got != chose(fmt.Sprint(i), "cancel") {
			t.Fatalf("request %d: the agent got %s; want it refused at once", i, got)
		}
	}
	told := 0
	for _, l := range r.editorLines() {
		if strings.Contains(l, "the most ozdesk lets wait at once") {
			told++
		} else {
			t.Errorf("the editor got %s", l)
		}
	}
	if told != 1 {
		t.Errorf("the editor was told of the flood %d times, want once", told)
	}
	pending, err := svc.Pending()
	if err != nil || len(pending) != MaxPending {
		t.Fatalf("the desk holds %d asks (%v), want %d", len(pending), err, MaxPending)
	}
	// The desk answers them; the session is judged again.
	for _, a := range pending {
		if _, err := svc.Decide(a.ID, queue.Decision{Outcome: patterns.Refuse, By: "bob", Reason: "flood"}); err != nil {
			t.Fatal(err)
		}
	}
	for range MaxPending {
		r.atAgent()
	}
	// (An answered judgement leaves the count just after its answer is
	// written: a few tries.)
	for try := 100; ; try++ {
		id := fmt.Sprint(try)
		r.agent(strings.Replace(permission(id, "ls"), `"toolCallId":"t1"`, `"toolCallId":"c`+id+`"`, 1))
		got := r.atAgent()
		if got == chose(id, "proceed_once") {
			break
		}
		if try == 120 {
			t.Fatalf("after the flood the agent got %s; want ls allowed", got)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
