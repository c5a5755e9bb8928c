package patterns

import "testing"

// fx20d2RuleCases are rt20d #14: an ask names the rule of what the
// command does. rclone's deletes of $HOME are the home's, as rm's are;
// a remote's path stays the cloud's.
var fx20d2RuleCases = []doesCase{
	{`rclone purge $HOME`, "cmd.delete-home"},
	{`rclone purge "$HOME"`, "cmd.delete-home"},
	{`rclone delete ${HOME}`, "cmd.delete-home"},
	{`rclone purge $HOME/`, "cmd.delete-home"},
	{`rclone purge ~`, "cmd.delete-home"},
	{`rclone purge s3:bucket/$HOME`, "cmd.cloud-delete"},
	{`rclone purge remote:backups`, "cmd.cloud-delete"},
	{`rclone ls $HOME/proj`, ""},
	{`rclone copy $HOME/proj/dist remote:site --dry-run`, ""},
}

// TestFx20d2Rules checks fx20d2RuleCases against the defaults.
func TestFx20d2Rules(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", fx20d2RuleCases)
}
