package patterns

import (
	"path"
	"strings"
)

// systemConfigDirs are the places whose files configure the machine
// itself rather than one program of the project (fx18d2, rt18d #4): its
// name resolution (/etc/hosts, /etc/resolv.conf), what it mounts at boot
// (/etc/fstab), its services' units and settings, its kernel's modules
// and boot loader. A write there, appended or replaced, changes how the
// whole machine behaves for every user and every later command: a hosts
// entry sends github.com's traffic elsewhere with no flag a package
// manager would notice, an fstab line commented out mounts nothing at
// the next boot.
var systemConfigDirs = []string{
	"/etc", "/boot", "/usr/lib/systemd", "/lib/systemd", "/usr/lib/modprobe.d", "/lib/modprobe.d",
	"/usr/lib/sysctl.d", "/lib/sysctl.d", "/usr/lib/tmpfiles.d", "/lib/tmpfiles.d", "/usr/lib/udev", "/lib/udev",
	// the kernel's devices and settings: a write there acts at once
	// (echo 1 > /sys/block/sda/device/delete takes the disk away; fx35b)
	"/sys",
	// the running kernel's settings (echo 3 > /proc/sys/vm/drop_caches,
	// kernel.panic, kernel.sysrq; fx48b): the guards among them are
	// [kernel-knob]'s, named cmd.credentials
	"/proc/sys",
}

// judgeSystemConfig is [system-config]: a path known to lie at or below
// one of systemConfigDirs. Only a path known here counts: a write to
// "$F" is judged by the other classes (a variable is not taken to be
// /etc, as `> "$LOG"` is not taken to be a disk).
func judgeSystemConfig(_ string, w Word, ctx *Context) Judgement {
	v, ok := certainPath(w, ctx)
	if ok && v == sysrqTrigger {
		// The kernel's SysRq trigger stops the machine (rt23d #4).
		return Judgement{Might: true, Certainly: true}
	}
	if !ok {
		// A directory's entries the line writes by a glob (cp conf/*
		// /etc/nginx/, tar -x -C /etc: fx22d1, rt22d #4): they lie below
		// the literal directory before the first unknown component.
		lead := leadingLiteral(&w)
		i := strings.LastIndexByte(lead, '/')
		if i <= 0 || len(lead) == len(w.Raw) || strings.Contains(lead, "..") {
			return Judgement{}
		}
		v = path.Clean(lead[:i])
	}
	for _, d := range systemConfigDirs {
		if within(v, d) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}
