package patterns

import (
	"fmt"
	"testing"
	"time"
)

// FuzzMatch: matching never panics, whatever certainly matches also might
// match, and a match is fast even for long commands.
func FuzzMatch(f *testing.F) {
	for _, s := range [][2]string{
		{"git push --force * [default-branch]", "git push -f origin main"},
		{"rm -rf [home]", `rm -rf "$DIR" ~/x $HOME/../..`},
		{"dd ** of=[device] **", "dd if=/dev/zero of=/dev/sda bs=1M"},
		{"curl ** [host:get.k3s.io] ** | [shell] **", "curl -sfL https://get.k3s.io | sh -s - server"},
		{"echo ** x ** y ** > [credentials]", `echo a x "$@" y > ~/.ssh/authorized_keys`},
		{"frob -abc=* **", "frob -abc v -x $Y"},
		{"terraform destroy -target=module.*", "terraform destroy -target module.a -auto-approve"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pat, src string) {
		if len(src) > 1<<14 {
			return
		}
		// A watchdog: an input that takes too long crashes the worker, so
		// that the fuzzer records it.
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q %q", pat, src)) })
		defer dog.Stop()
		p, err := ParsePattern(pat)
		if err != nil {
			return
		}
		cmd := Read(src)
		for _, ctx := range []*Context{fullCtx, emptyCtx} {
			for i := range cmd.Parts {
				start := time.Now()
				_, might := p.MatchAt(cmd, i, ctx, Might)
				_, certain := p.MatchAt(cmd, i, ctx, Certainly)
				if certain && !might {
					t.Fatalf("%q on part %d of %q: certainly but not might", pat, i, src)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Fatalf("%q on part %d of %q: %v", pat, i, src, d)
				}
			}
		}
	})
}
