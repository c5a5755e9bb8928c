package queue

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// FuzzStartTime: the /proc/PID/stat reader never panics, and finds field
// 22 whatever the command name holds.
func FuzzStartTime(f *testing.F) {
	f.Add("sleep", uint64(4242))
	f.Add("a) b (c", uint64(1))
	f.Add(") ) )", uint64(0))
	f.Fuzz(func(t *testing.T, comm string, start uint64) {
		_, _ = startTimeOf([]byte(comm)) // anything at all
		fields := make([]string, 0, 20)
		for i := 3; i <= 21; i++ {
			fields = append(fields, fmt.Sprint(i))
		}
		stat := fmt.Sprintf("123 (%s) %s %d 99 100\n", comm, strings.Join(fields, " "), start)
		got, ok := startTimeOf([]byte(stat))
		if !ok || got != start {
			t.Fatalf("%q: %d %v, want %d", stat, got, ok, start)
		}
	})
}

// FuzzPreviewRule: any pattern text, for any outcome, previews without a
// panic: an error, or a canonical pattern that reads back the same, and
// counts no larger than the corpus.
func FuzzPreviewRule(f *testing.F) {
	for _, seed := range []string{"git push --force * [default-branch]", "curl -fsSL [host:get.k3s.io] | sh",
		"rm ** [home] **", "[shell] **", "make 'a b' > [protected]", "**", "x=1", "$(y)", "a | | b"} {
		f.Add(seed, uint8(0))
		f.Add(seed, uint8(2))
	}
	clock := newTestClock()
	s := newService(f, WithClock(clock.Now))
	recordCorpus(f, s, clock)
	c, err := s.LoadCorpus(time.Time{}, 0)
	if err != nil {
		f.Fatal(err)
	}
	pending, err := s.Pending()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string, o uint8) {
		spec := RuleSpec{Outcome: patterns.Outcome(o % 3), Pattern: text, Reason: "r", End: testStart.Add(time.Hour)}
		pv := s.PreviewRule(spec, &pending[0], c, pending)
		if pv.Err != nil {
			return
		}
		p, err := patterns.ParsePattern(pv.Pattern)
		if err != nil || p.String() != pv.Pattern {
			t.Fatalf("%q previews as %q, which reads back as %v %v", text, pv.Pattern, p, err)
		}
		if pv.Recorded > c.Total() || pv.Commands > c.Len() || len(pv.Resolves) > len(pending) {
			t.Fatalf("%q: %+v", text, pv)
		}
	})
}
