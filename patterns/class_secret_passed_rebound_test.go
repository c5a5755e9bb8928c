package patterns

import "testing"

// TestLastRebound checks the once-per-evaluation reading of where a
// command's last rebound part starts against a scan of the command, for
// commands with no rebound part, one, and two, asked in turn through one
// evaluation's memo (each command its own answer, not the one before).
func TestLastRebound(t *testing.T) {
	ctx := &Context{memo: &evalMemo{}}
	for _, src := range []string{
		`make`,
		`export $(grep -v ^# /tmp/x.env); git status`,
		`ls | wc -l`,
		`export $(cat /tmp/a.env); make; export $(cat /tmp/b.env); git push; ls`,
		`export $(cat /tmp/a.env); make`,
	} {
		cmd := Read(src)
		want, wantOK := 0, false
		for _, u := range cmd.Unreadable {
			if u.Code == UnreadableRebound && u.Span.Start >= want {
				want, wantOK = u.Span.Start, true
			}
		}
		for _, p := range cmd.Parts {
			if p != nil && p.Unreadable != nil && p.Unreadable.Code == UnreadableRebound && p.Span.Start >= want {
				want, wantOK = p.Span.Start, true
			}
		}
		for range 2 {
			if got, ok := lastRebound(ctx, cmd); got != want || ok != wantOK {
				t.Errorf("lastRebound(%q) = %d, %v; want %d, %v", src, got, ok, want, wantOK)
			}
		}
		if src != `make` && src != `ls | wc -l` && !wantOK {
			t.Errorf("%q: no rebound part read; the test needs one", src)
		}
	}
}
