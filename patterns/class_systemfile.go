package patterns

import (
	"path"
	"strings"
)

// [system-file] (fx50n, issue 9): one of the files in /etc, or below
// /boot, that set the machine itself up for everyone who uses it: how it
// resolves names (hosts, resolv.conf, nsswitch.conf), what it mounts
// (fstab, crypttab), who may log in and as whom (passwd, group, shadow,
// sudoers, pam.d, security), which libraries every program loads
// (ld.so.preload, ld.so.conf), its name, clock and locale, its kernel's
// settings and modules (sysctl, modprobe), its services' units (systemd),
// its network (network, netplan, NetworkManager's connections), its boot
// loader and kernels. Deleting one, or moving it away, changes the
// machine as writing it does ([system-config]: cmd.system), so the two
// are named alike; a service's own settings (/etc/nginx) and /etc itself
// are a delete outside the workdir (cmd.delete-outside).

// systemFiles are the machine's own files in /etc.
var systemFiles = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(`hosts resolv.conf nsswitch.conf host.conf gai.conf hosts.allow hosts.deny
		fstab crypttab mtab hostname machine-id localtime timezone adjtime locale.conf locale.gen vconsole.conf
		passwd group shadow gshadow sudoers login.defs shells securetty environment subuid subgid
		ld.so.preload ld.so.conf ld.so.cache sysctl.conf modules inittab rc.local crontab mkinitcpio.conf`) {
		m["/etc/"+f] = true
	}
	return m
}}

// systemFileDirs are directories of /etc, and /boot, every entry below
// which is one of the machine's own files.
var systemFileDirs = []string{
	"/etc/sudoers.d", "/etc/pam.d", "/etc/security", "/etc/ld.so.conf.d", "/etc/sysctl.d", "/etc/modprobe.d",
	"/etc/modules-load.d", "/etc/systemd", "/etc/udev", "/etc/tmpfiles.d", "/etc/network", "/etc/netplan",
	"/etc/NetworkManager/system-connections", "/etc/cron.d", "/etc/default", "/etc/initramfs-tools", "/etc/dracut.conf.d",
	"/boot",
}

// judgeSystemFile is [system-file]: a path certainly known that is one of
// systemFiles or lies below one of systemFileDirs (not the directory
// itself, nor a glob).
func judgeSystemFile(_ string, w Word, ctx *Context) Judgement {
	v, ok := certainPath(w, ctx)
	if !ok || strings.ContainsAny(v, "*?[") {
		return Judgement{}
	}
	v = cleanAbs(v)
	if systemFiles.get()[v] {
		return Judgement{Might: true, Certainly: true}
	}
	for _, d := range systemFileDirs {
		if v != d && within(v, d) && path.IsAbs(v) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}
