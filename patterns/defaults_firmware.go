package patterns

// firmwarePatterns are cmd.wipe-disk's patterns for the tools that write
// below a filesystem without formatting a disk: a firmware flasher's
// write (flashrom -w), debugfs opened for writing on a device, deleting
// EFI boot entries (the machine may not boot), removing every mapped
// device (dmsetup remove_all, wipe_table: what holds LVM and encrypted
// volumes), dropping a disk's partitions from the kernel (partx -d),
// turning a filesystem's features on or off (tune2fs -O, ^has_journal
// among them) and a repair that answers yes to every change (e2fsck -y,
// fsck -y). Reading, listing and a read-only check (e2fsck -n, tune2fs
// -l, flashrom -r) are left alone.
func firmwarePatterns() []string {
	return []string{
		"flashrom -w **", "flashrom --write **", "flashrom -E **", "flashrom --erase **",
		"debugfs -w ** [device] **", "debugfs --write ** [device] **",
		"efibootmgr -B **", "efibootmgr --delete-bootnum **",
		"dmsetup remove_all **", "dmsetup ** remove_all **", "dmsetup wipe_table **", "dmsetup ** wipe_table **",
		"partx -d ** [device] **", "partx --delete ** [device] **", "delpart ** [device] **",
		"tune2fs -O ** [device] **", "tune2fs -U ** [device] **",
		"e2fsck -y ** [device] **", "fsck* -y ** [device] **", "xfs_repair -L ** [device] **",
	}
}
