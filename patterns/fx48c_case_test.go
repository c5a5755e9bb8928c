package patterns

import "testing"

// fx48cNameCases (fx48c, issue 7, rt46 C1, C8): the task's workdir itself
// deleted is named cmd.delete-outside ([workdir-itself]), not as the
// harness settings it holds; `.` is not it (rm refuses it, find never
// deletes its starting point) and neither is what git clean deletes
// below it. A default branch deleted through GitHub's API is named
// cmd.force-push; another branch so deleted stays cmd.cloud-delete's.
var fx48cNameCases = []evalCase{
	ask(`cd .. && rm -rf proj`, "cmd.delete-outside"),
	ask(`mkdir -p d && cd d && cd .. && cd .. && rm -rf proj`, "cmd.delete-outside"),
	ask(`rm -rf ~/proj`, "cmd.delete-outside"),
	ask(`rm -rf ../proj`, "cmd.delete-outside"),
	ask(`rm -rf /home/op/proj/`, "cmd.delete-outside"),
	ask(`find ~/proj -delete`, "cmd.delete-outside"),
	ask(`rm -rf .`, "cmd.guard-tamper"),
	ask(`rm -rf *`, "cmd.guard-tamper"),
	ask(`find . -delete`, "cmd.guard-tamper"),
	ask(`git clean -fdx`, "cmd.guard-tamper"),
	allow(`rm -rf proj`),
	allow(`rm -rf ./build`),
	allow(`cd .. && ls proj`),
	ask(`gh api -X DELETE repos/o/r/git/refs/heads/main`, "cmd.force-push"),
	ask(`gh api --method DELETE /repos/o/r/git/refs/heads/release`, "cmd.force-push"),
	ask(`gh api repos/o/r/git/refs/heads/master -X DELETE`, "cmd.force-push"),
	ask(`curl -X DELETE https://api.github.com/repos/o/r/git/refs/heads/main`, "cmd.cloud-delete"),
	ask(`gh api -X DELETE repos/o/r/git/refs/heads/feature/x`, "cmd.cloud-delete"),
	ask(`gh api -X DELETE repos/o/r`, "cmd.cloud-delete"),
	allow(`gh api repos/o/r/git/refs/heads/main`),
}

// TestFx48cNameCases runs fx48cNameCases where the queue judges: with
// the harness settings of the project and the home guarded.
func TestFx48cNameCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx48cNameCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
