package patterns

// wipeVerbs33 are cmd.wipe-disk's patterns for the disk and volume
// destroyers the red team rt31 found missing (#5): nwipe (every disk with
// --autonuke, or the ones named), scrub of a device, LUKS key slots and
// headers destroyed (the data becomes unrecoverable), a logical volume
// shrunk (what lay past the new end is lost), a ZFS dataset rolled back
// (every later change and, with -r, later snapshot is destroyed),
// fsarchiver's restore over a filesystem, a FAT formatted by mtools, and
// a disk's security password set (the disk locks). The writers among
// them (ddpt, sg_dd, dc3dd, qemu-img dd, ntfsclone, partclone,
// e2image, fallocate) write their device through the effects table
// (does_writes33.go).
func wipeVerbs33() []string {
	return []string{
		"nwipe **", "scrub ** [device] **",
		"cryptsetup luksKillSlot **", "cryptsetup luksRemoveKey **", "cryptsetup luksHeaderRestore **",
		"cryptsetup ** luksKillSlot **", "cryptsetup ** luksErase **", "cryptsetup ** erase **",
		"lvreduce **",
		"zfs rollback **", "fsarchiver restfs **", "fsarchiver restdir ** /",
		"mformat ** [device] **", "hdparm --security-set-pass **",
	}
}
