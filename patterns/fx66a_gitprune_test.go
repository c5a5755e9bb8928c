package patterns

import (
	"strings"
	"testing"
)

// gitPruneSoonCases (rt65 A5, fx66a): unreachable history pruned at once by
// other spellings of "now" asks as `git gc --prune=now` does: an expiry
// within a day given to --prune, and gc.pruneExpire set so through -c
// before any verb (auto-gc runs after commit, merge, am, rebase…); an
// ordinary gc, an expiry of days or weeks, and other -c keys do not.
var gitPruneSoonCases = []evalCase{
	ask("git -c gc.pruneExpire=now gc", "cmd.force-push"),
	ask("git -c gc.reflogExpire=now -c gc.reflogExpireUnreachable=now -c gc.pruneExpire=now gc", "cmd.force-push"),
	ask("git -c gc.prunEexpire=NOW gc --aggressive", "cmd.force-push"),
	ask("git -c GC.PRUNEEXPIRE=all gc", "cmd.force-push"),
	ask("git -cgc.pruneExpire=now gc", "cmd.force-push"),
	ask("git -c gc.auto=1 -c gc.pruneExpire=now commit --allow-empty -m x", "cmd.force-push"),
	ask("git -C sub -c gc.pruneExpire=1.second.ago gc", "cmd.force-push"),
	ask("git gc --prune=1.second.ago", "cmd.force-push"),
	ask(`git gc --prune="0 days ago"`, "cmd.force-push"),
	ask("git gc --prune=5.minutes.ago", "cmd.force-push"),
	ask("git gc --prune=23.hours.ago", "cmd.force-push"),
	ask("git gc --prune=Now", "cmd.force-push"),
	ask("git gc --aggressive --prune=now", "cmd.force-push"),
	allow("git gc"),
	allow("git gc --prune=2.weeks.ago"),
	allow("git gc --prune=3.days.ago"),
	allow("git gc --prune=1.day.ago"),
	allow("git gc --prune=never"),
	allow("git gc --prune"),
	allow("git gc --no-prune"),
	allow("git -c gc.pruneExpire=2.weeks.ago gc"),
	allow("git -c gc.auto=0 commit -m x"),
	allow("git -c user.name=now commit -m x"),
	allow("git -c core.pager=cat log"),
}

func TestGitPruneSoonCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range gitPruneSoonCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// FuzzExpirySoon: any expiry text is read without panicking, the same way
// in any case.
func FuzzExpirySoon(f *testing.F) {
	for _, s := range []string{"now", "1.second.ago", "0 days ago", "2.weeks.ago", "never", "99999999999999999999 seconds", "5 5 hours"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if expirySoon(s) != expirySoon(strings.ToUpper(s)) && strings.EqualFold(strings.ToUpper(s), s) {
			t.Errorf("%q: case changes the answer", s)
		}
	})
}
