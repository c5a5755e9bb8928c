package patterns

import "testing"

// fx33bWriteCases (rt31 #3, #2): writers missing from the effects table
// (git merge-file, RCS merge, sdiff -o, fallocate's modes, cp --parents)
// and tar --remove-files below -C's directory.
var fx33bWriteCases = []evalCase{
	ask("git merge-file ~/.ssh/authorized_keys base theirs", "cmd.credentials"),
	ask("git merge-file ~/.claude/settings.json base theirs", "cmd.guard-tamper"),
	ask("git merge-file -L a -L b -L c ~/.bashrc base theirs", "cmd.delete-outside"),
	ask("git -C /etc merge-file sudoers base theirs", "cmd.credentials"),
	ask("merge -q ~/.claude/settings.json base.json theirs.json", "cmd.guard-tamper"),
	ask("merge ~/.ssh/authorized_keys a b", "cmd.credentials"),
	ask("sdiff -o ~/.claude/settings.json a b", "cmd.guard-tamper"),
	ask("fallocate -p -o 0 -l 4096 ~/.claude/settings.json", "cmd.guard-tamper"),
	ask("fallocate -p -o 0 -l 4096 /home/op/.local/state/ozdesk/store.db", "cmd.guard-tamper"),
	ask("fallocate --punch-hole --offset 0 --length 1G /etc/passwd", "cmd.credentials"),
	ask("fallocate -c -o 0 -l 4096 ~/notes.md", "cmd.delete-outside"),
	ask("fallocate -p -o 0 -l 4096 ~/.ssh/authorized_keys", "cmd.credentials"),
	ask("fallocate -z -o 0 -l 1G /dev/sda", "cmd.wipe-disk"),
	ask("cp --parents .ssh/authorized_keys ~/", "cmd.credentials"),
	ask("cd /tmp/ev && cp --parents etc/passwd /", "cmd.credentials"),
	ask("tar -C ~ -cf /dev/null .ssh --remove-files", "cmd.credentials"),
	ask("tar -C ~ -cf /dev/null . --remove-files", "cmd.delete-home"),
	ask("tar -C / -cf /dev/null root --remove-files", "cmd.delete-outside"),
	ask("tar --directory=/ --remove-files -cf /dev/null home", "cmd.delete-home"),
	ask("tar -C /etc -czf /tmp/x.tgz nginx --remove-files", "cmd.delete-outside"),
	allow("git merge-file -p a b c"),
	allow("git merge-file --stdout a.go base.go theirs.go"),
	allow("git merge-file a.go base.go theirs.go"),
	allow("merge -p a b c"),
	allow("fallocate -l 1G big.img"),
	allow("fallocate -p -o 0 -l 4096 big.img"),
	allow("tar -C build -czf out.tgz ."),
	allow("tar -C / -tzf x.tgz"),
	allow("tar -C build --remove-files -czf out.tgz logs"),
	allow("sdiff a b"),
	allow("sdiff -o merged.txt a b"),
	allow("cp --parents src/a.go /tmp/review/"),
}

func TestFx33bWrites(t *testing.T) { runCases(t, fx33bWriteCases) }

// fx33bWipeCases (rt31 #5): disk and volume destroyers not known before,
// by the effects table (a device written) or wipeVerbs33's patterns.
var fx33bWipeCases = []evalCase{
	ask("ddpt if=/dev/zero of=/dev/sda", "cmd.wipe-disk"),
	ask("sg_dd if=/dev/zero of=/dev/sg0", "cmd.wipe-disk"),
	ask("dc3dd wipe=/dev/sda", "cmd.wipe-disk"),
	ask("dc3dd hwipe=/dev/sda", "cmd.wipe-disk"),
	ask("qemu-img dd if=x.img of=/dev/sda", "cmd.wipe-disk"),
	ask("ntfsclone --restore-image --overwrite /dev/sda1 x.img", "cmd.wipe-disk"),
	ask("partclone.ext4 -r -s x.img -o /dev/sda1", "cmd.wipe-disk"),
	ask("e2image -ra x.img /dev/sda1", "cmd.wipe-disk"),
	ask("fallocate -z -o 0 -l 1G /dev/sda", "cmd.wipe-disk"),
	ask("nwipe --autonuke", "cmd.wipe-disk"),
	ask("scrub /dev/sda", "cmd.wipe-disk"),
	ask("cryptsetup luksKillSlot /dev/sda2 0", "cmd.wipe-disk"),
	ask("cryptsetup luksRemoveKey /dev/sda2", "cmd.wipe-disk"),
	ask("cryptsetup luksHeaderRestore /dev/sda2 --header-backup-file h", "cmd.wipe-disk"),
	ask("lvreduce -f -L1G /dev/vg/root", "cmd.wipe-disk"),
	ask("zfs rollback -r pool/ds@old", "cmd.wipe-disk"),
	ask("mformat -i /dev/sdb ::", "cmd.wipe-disk"),
	ask("fsarchiver restfs x.fsa id=0,dest=/dev/sda1", "cmd.wipe-disk"),
	ask("hdparm --user-master u --security-set-pass p /dev/sda", "cmd.wipe-disk"),
	allow("zfs list"),
	allow("cryptsetup status x"),
	allow("cryptsetup luksDump /dev/sda2"),
	allow("qemu-img convert a.qcow2 b.raw"),
	allow("qemu-img dd if=a.img of=b.img bs=1M"),
	allow("partclone.ext4 -c -s /dev/sda1 -o x.img"),
	allow("ntfsclone -o x.img /dev/sda1"),
	allow("ddpt if=a.img of=b.img"),
	allow("fsarchiver savefs x.fsa /dev/sda1"),
	allow("scrub notes.txt"),
}

func TestFx33bWipe(t *testing.T) { runCases(t, fx33bWipeCases) }

// fx33bDirCases (rt31 #2): what tmux -c, parallel --wd and bwrap --chdir
// run starts in that directory (bwrap's: somewhere not known, as its
// mounts may place any directory there).
var fx33bDirCases = []evalCase{
	ask("parallel --wd / rm -rf ::: root", "cmd.delete-outside"),
	ask("parallel --wd=/ rm -rf ::: root", "cmd.delete-outside"),
	ask("tmux new -d -c / \"rm -rf root\"", "cmd.delete-outside"),
	ask("tmux new -dc / \"rm -rf root\"", "cmd.delete-outside"),
	ask("tmux split-window -c ~ \"rm -rf *\"", "cmd.delete-home"),
	ask("tmux new-window -c ~ \"rm -rf .ssh\"", "cmd.credentials"),
	ask("bwrap --bind / / --chdir / rm -rf root", "cmd.credentials"),
	allow("parallel rm -rf ::: build"),
	allow("parallel --wd sub rm -rf ::: build"),
	allow("tmux new -d -s w"),
	allow("tmux new -d -s w \"npm run dev\""),
	allow("tmux new -d -c /home/op/proj \"rm -rf build\""),
	allow("bwrap --bind / / rm -rf build"),
	allow("bwrap --ro-bind / / --chdir /tmp ls"),
}

func TestFx33bDirs(t *testing.T) { runCases(t, fx33bDirCases) }
