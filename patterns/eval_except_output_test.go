package patterns

import "testing"

// exceptOutputCases: a default's except still excepts a part whose
// output goes to a file (a dry run's log, a partition table saved), and
// the default still catches the part when a redirection element of its
// own might name that file (a disk, a variable set to one, a protected
// file), or when another default catches the write. Each allowed case
// asked before the except was read apart from the part's output.
var exceptOutputCases = []evalCase{
	allow(`fdisk -l /dev/sda > disks.txt`),
	allow(`sfdisk -d /dev/sda > table.txt`),
	allow(`sfdisk --dump /dev/sda 2> err.txt > table.txt`),
	allow(`parted /dev/sda print > parts.txt`),
	allow(`npm publish --dry-run > pub.log`),
	allow(`cargo publish --dry-run &> pub.log`),
	allow(`kubectl delete pod x --dry-run=client -o yaml > p.yaml`),
	allow(`aws s3 rm s3://b/x --dryrun > out.txt`),
	allow(`shutdown --help > h.txt`),
	allow(`fdisk -l /dev/sda > /dev/null`),
	ask(`sfdisk -d /dev/sda > /dev/sdb`, "cmd.wipe-disk"),
	ask(`sfdisk -d /dev/sda >> /dev/sdb`, "cmd.wipe-disk"),
	ask(`fdisk -l /dev/sda &> /dev/sdb`, "cmd.wipe-disk"),
	ask(`OUT=/dev/sdb; sfdisk -d /dev/sda > $OUT`, "cmd.wipe-disk"),
	ask(`sfdisk -d /dev/sda > "$DEV"`, "cmd.wipe-disk"),
	ask(`for d in /dev/sd?; do fdisk -l /dev/sda > $d; done`, "cmd.wipe-disk"),
	ask(`fdisk -l /dev/sda > table.txt > /dev/sdb`, "cmd.wipe-disk"),
	ask(`sfdisk -d /dev/sda > "$HOME/.bashrc"`, "cmd.delete-outside"),
	ask(`fdisk -l > ~/.ssh/authorized_keys`, "cmd.credentials"),
	ask(`fdisk -l /dev/sda > /etc/cron.d/x`, "cmd.system"),
	ask(`npm publish --dry-run > /dev/sda`, "cmd.wipe-disk"),
	ask(`npm publish --dry-run > pub.log && npm publish`, "cmd.publish"),
}

func TestExceptOutput(t *testing.T) { runCases(t, exceptOutputCases) }
