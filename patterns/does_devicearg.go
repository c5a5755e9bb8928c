package patterns

import (
	"path"
	"strings"
)

// A block device named to a program the tables do not know might be
// written by it (rt38 family 7): `balena-etcher-cli img -d /dev/sdb`
// flashes an image over /dev/sdb, a device given as an option's value
// that no write target shows. Such a word (an operand, an option's value
// or the text after an option's `=`) is taken as a write of the device,
// so `* ** > [device]` asks it as cmd.wipe-disk. A program that only
// reads or lists devices (deviceReaders), one whose own verbs the
// defaults judge (fdisk, parted, mkfs …) and the data programs
// (dataPrograms: cat, ls, grep …) are left to their own readings; only a
// literal device path counts, so a variable given to an unknown program
// is not taken for one.

// deviceReaders are programs that take a block device and read it, list
// it, mount it or are judged by the defaults' own patterns (their
// writing verbs ask there: fdisk but `-l`, `badblocks -w`, `tune2fs -O`).
var deviceReaders = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`lsblk blkid findfs smartctl df findmnt mount umount swapon swapoff
		fdisk sfdisk cfdisk gdisk sgdisk parted partx partprobe kpartx hdparm sdparm nvme udevadm udisksctl
		blockdev losetup eject lsof fuser iostat pv od hexdump hd xxd strings file stat
		dumpe2fs tune2fs debugfs e2fsck fsck xfs_info xfs_repair btrfs cryptsetup mdadm
		pvs pvdisplay pvscan vgs vgdisplay vgscan lvs lvdisplay lvscan zpool zfs
		badblocks wipefs mkfs mke2fs mkswap blkdiscard shred ddrescue qemu-img bmaptool
		sg_inq sg_readcap sg_vpd sg_map sg_scan sg_logs sg_modes sg_luns sg_turs
		dd dcfldd dc3dd gzip pigz xz zstd bzip2 lz4 sha256sum sha1sum md5sum sha512sum b2sum cksum cmp`) {
		m[n] = true
	}
	return m
}}

// deviceArgWrites returns the literal block device paths among p's
// arguments, when p's program is not in doerTable, deviceReaders or
// dataPrograms, does not name mkfs's family (mkfs.ext4) and is not the
// program of a default's pattern (mtd_debug, xfs_db: their verbs are
// judged there): a program the tables do not know, which might write
// what it is given.
func deviceArgWrites(p *Part) []Word {
	prog := p.Program
	if prog == "" || deviceReaders.get()[prog] || dataPrograms.get()[prog] || strings.HasPrefix(prog, "mkfs") ||
		strings.HasPrefix(prog, "fsck") {
		return nil
	}
	out := deviceArgWords(p)
	if len(out) > 0 && defaultPatternPrograms.get()[prog] {
		return nil
	}
	return out
}

// defaultPatternPrograms are the literal programs the defaults' patterns
// start with; built only when a part names a device (deviceArgWrites).
var defaultPatternPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, d := range defaultTable {
		for _, pat := range d.Patterns {
			first, _, _ := strings.Cut(pat, " ")
			if first != "" && !strings.ContainsAny(first, "*?[") {
				m[first] = true
			}
		}
	}
	return m
}}

// deviceArgWords returns the words of p's arguments that are a literal
// block device path, whole or after an option's "=".
func deviceArgWords(p *Part) []Word {
	var out []Word
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		if i := strings.IndexByte(v, '='); i > 0 && strings.HasPrefix(v, "-") {
			if blockDevicePath(v[i+1:]) {
				out = append(out, subWord(w, i+1))
			}
			continue
		}
		if blockDevicePath(v) || blockDeviceAlias(v) {
			out = append(out, w)
		}
	}
	return out
}

// blockDeviceAlias reports whether v names a block device through the
// aliases of /proc (fx47c: `sh /proc/self/root/dev/sda` is `sh /dev/sda`,
// class_path_proc.go): the path it leads to is blockDevicePath's.
func blockDeviceAlias(v string) bool {
	if !strings.HasPrefix(v, "/proc/") {
		return false
	}
	out, aliased, dirless := procUnalias(v, "")
	return aliased && !dirless && blockDevicePath(out)
}

// blockDevicePath reports whether v is a literal, clean path of a block
// device devicePlaces names (/dev/sdb, /dev/nvme0n1, /dev/disk/by-id/…).
func blockDevicePath(v string) bool {
	if !strings.HasPrefix(v, "/dev/") || path.Clean(v) != v {
		return false
	}
	for _, e := range devicePlaces {
		switch {
		case len(e) == 1 && v == e[0]:
			return true
		case len(e) == 2 && len(v) > len(e[0]) && strings.HasPrefix(v, e[0]):
			return true
		}
	}
	return false
}
