package patterns

import "testing"

// fx66cReadOnlyCases (fx66c, rt65 §B, issue 7): a disk tool's and a
// scheduler's read-only modes are not the writes their other modes are.
// `sfdisk -d`/`--dump` and `-J`/`--json` print the table and `-V` checks
// it; `crontab -T FILE` checks FILE's syntax and installs nothing. The
// writes beside them keep asking.
var fx66cReadOnlyCases = []evalCase{
	allow(`sfdisk -d /dev/sda`),
	allow(`sudo sfdisk --dump /dev/nvme0n1`),
	allow(`sfdisk -J /dev/sda`),
	allow(`sfdisk -V /dev/sda`),
	ask(`sfdisk /dev/sda < t`, "cmd.wipe-disk"),
	ask(`sfdisk -d /dev/sda | sfdisk /dev/sdb`, "cmd.wipe-disk"),
	ask(`sfdisk -d /dev/sda > /dev/sdb`, "cmd.wipe-disk"),
	ask(`sfdisk --delete /dev/sda 1`, "cmd.wipe-disk"),
	ask(`sfdisk -r /dev/sda`, "cmd.wipe-disk"),
	allow(`crontab -T cron-ok.txt`),
	allow(`crontab -l`),
	ask(`crontab cron-ok.txt`, "cmd.system"),
	ask(`crontab -r`, "cmd.system"),
}

func TestFx66cReadOnly(t *testing.T) { runCases(t, fx66cReadOnlyCases) }
