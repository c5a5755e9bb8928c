package patterns

import "testing"

// claimCases (effects12, C): writes DEFAULTS.md claims to catch that were
// allowed, beside the everyday neighbours that must stay quiet.
var claimCases = []runnerCase{
	asks("echo x >> ~/.pgpass", "cmd.credentials"),
	asks("echo '[client]' > ~/.my.cnf", "cmd.credentials"),
	asks("cp s3cfg ~/.s3cfg", "cmd.credentials"),
	asks("dd of=/dev/vg0/root", "cmd.wipe-disk"),
	asks("dd if=img of=/dev/vg0/root bs=4M", "cmd.wipe-disk"),
	asks("cat img > /dev/data/pg", "cmd.wipe-disk"),
	asks("cat ~/.pgpass", "cmd.credentials"), // a secret printed reaches the model (fx40b)
	allows("echo x > .pgpass.example"),
	allows("echo x > /dev/fd/2"),
	allows("echo x > /dev/shm/cache"),
	asks("echo x > /dev/pts/0", "cmd.guard-tamper"), // no disk, but another terminal: the desk's may be it (fx49t, rt48k F-tty-paint)
	allows("echo x > /dev/null"),
	allows("ls -l /dev/vg0/root"),
}

func TestClaimCases(t *testing.T) {
	testRunnerTable(t, claimCases)
}
