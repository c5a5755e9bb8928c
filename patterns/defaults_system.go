package patterns

// systemPatterns are cmd.system's patterns (fx18d2, rt18d #4 and #5):
// the machine itself stopped or changed under everyone using it. Its
// power (shutdown, reboot, poweroff, halt, init 0/6, systemctl's power
// verbs and isolate), its services (systemctl stop, disable, mask and
// kill, `service NAME stop`, rc-service; ozdesk's unit and the host's
// guards are the narrower defaults' to name, so this one leaves them); its init process killed, `kill
// 1`; its daemons killed by name, `pkill sshd`), its network (`ip link
// set … down`, an address or route flushed, `ifconfig … down`, ifdown,
// nmcli's networking or radio off, a connection or device taken down),
// its mounts and memory (umount of a path outside the workdir and the
// temporary directories, `umount -a`, swapoff), and the cloud's own
// machines stopped, restarted or deallocated (aws ec2 stop-instances,
// gcloud compute instances stop, az vm stop/deallocate, hcloud and
// doctl power verbs). Beside stopping: any write of the machine's own
// configuration ([system-config]: `/etc/hosts`, `/etc/resolv.conf`,
// `/etc/fstab` by `>>`, `tee -a`, `sed -i` …), the way in removed (the
// ssh server purged by apt, dnf, yum, zypper, apk or pacman) and the
// toolchain uninstalling itself (`rustup self uninstall`, `npm uninstall
// -g npm`, `pip uninstall pip`, `update-alternatives --remove-all`), the
// machine's name and clock set (hostnamectl, timedatectl), and whatever
// holds the ssh port killed (`fuser -k 22/tcp`), and a kernel parameter
// set on the running machine (`sysctl -w vm.overcommit_memory=2`).
func systemPatterns() []string {
	out := []string{
		"shutdown **", "reboot **", "poweroff **", "halt **",
		"init 0 **", "init 6 **", "init 1 **", "telinit 0 **", "telinit 6 **", "telinit 1 **",
		"service * stop **", "rc-service * stop **",
		"kill ** [init-pid] **", "pkill ** [system-daemon] **", "killall ** [system-daemon] **",
		"pkill -u=[kill-user:other] **", "pkill --euid=[kill-user:other] **", "pkill -U=[kill-user:other] **", "pkill --uid=[kill-user:other] **",
		"killall -u=[kill-user:other] **", "killall --user=[kill-user:other] **", "[daemon-kill] **",
		// Every process of a user killed (fx47b, rt46 C2: named as the
		// desk's own tampering before, which hid that it stops the
		// machine's services or the user's every program).
		"kill ** [every-process] **", "[kill-all] **", "killall5 **",
		// fx53b (rt50 A5, rt50k NEW-6): pkill's inverse match and its
		// selectors with no pattern (--ns, -r, -O, -G), skill -u USER,
		// read through the option table (class_killwide.go).
		"[kill-wide] **",
		"pkill -u=[kill-user:all] **", "pkill --euid=[kill-user:all] **", "pkill -U=[kill-user:all] **", "pkill --uid=[kill-user:all] **",
		"killall -u=[kill-user:all] **", "killall --user=[kill-user:all] **",
		"ip ** link set ** down **", "ip ** address flush **", "ip ** addr flush **", "ip ** route flush **", "ip ** route del default **",
		"ifconfig * down **", "ifdown **",
		"nmcli ** networking off **", "nmcli ** radio ** off **", "nmcli ** connection down **", "nmcli ** con down **",
		"nmcli ** c down **", "nmcli ** device disconnect **", "nmcli ** dev disconnect **", "nmcli ** d disconnect **",
		"umount ** [outside-workdir] **", "umount -a **", "umount --all **", "swapoff **",
		"aws ec2 stop-instances **", "aws ec2 reboot-instances **", "aws rds stop-db-instance **", "aws rds stop-db-cluster **",
		"aws rds reboot-db-instance **", "aws lightsail stop-instance **",
		"gcloud ** instances stop **", "gcloud ** instances suspend **", "gcloud ** instances reset **",
		"az vm stop **", "az vm deallocate **", "az vm restart **", "az vmss stop **", "az vmss deallocate **", "az aks stop **",
		"doctl compute droplet-action power-off **", "doctl compute droplet-action shutdown **",
		"doctl compute droplet-action power-cycle **", "doctl compute droplet-action reboot **",
		"hcloud server poweroff **", "hcloud server shutdown **", "hcloud server reset **", "hcloud server reboot **",
		"* ** > [system-config]",
		"rustup ** self uninstall **", "update-alternatives --remove-all **",
		"hostnamectl ** set-hostname **", "hostnamectl ** hostname * **", "timedatectl ** set-time **", "timedatectl ** set-timezone **",
		"fuser -k ** 22/tcp **", "fuser -k ** ssh/tcp **",
		"pip* uninstall ** pip **", "python* -m=pip uninstall ** pip **",
		// rt21d #11: a kernel parameter set on the running machine, any
		// of them (vm.*, net.*, fs.* …); kernel.* is cmd.credentials'.
		"sysctl -w **", "sysctl --write **", "sysctl ** *.*=* **",
		// fx41a: the owner or mode of one of the machine's own trees,
		// recursive or not (class_systemtree.go).
		"chown ** [system-tree] **", "chgrp ** [system-tree] **", "chmod ** [system-tree] **",
	}
	for _, verb := range []string{"stop", "disable", "mask", "kill"} {
		out = append(out, "systemctl ** "+verb+" ** * **")
	}
	for _, verb := range []string{"poweroff", "reboot", "halt", "kexec", "suspend", "hibernate",
		"hybrid-sleep", "suspend-then-hibernate", "soft-reboot", "rescue", "emergency", "isolate"} {
		out = append(out, "systemctl ** "+verb+" **")
	}
	for _, rm := range []string{"uninstall", "remove", "rm", "r", "un", "unlink"} {
		out = append(out, "npm ** "+rm+" -g npm", "npm ** "+rm+" --global npm")
	}
	for _, pm := range []string{"apt", "apt-get", "aptitude"} {
		for _, verb := range []string{"remove", "purge", "autoremove"} {
			for _, pkg := range []string{"openssh*", "ssh"} {
				out = append(out, pm+" ** "+verb+" ** "+pkg+" **")
			}
		}
	}
	for _, pm := range []string{"dnf", "yum", "microdnf", "zypper"} {
		for _, verb := range []string{"remove", "erase", "rm"} {
			out = append(out, pm+" ** "+verb+" ** openssh* **")
		}
	}
	out = append(out, "apk ** del ** openssh* **", "pacman -R ** openssh* **", "pacman --remove ** openssh* **")
	out = append(out, netDriverPatterns()...)
	out = append(out, pkgFilePatterns()...)
	out = append(out, npmPrefixPatterns()...)
	out = append(out, machineProgramPatterns()...)
	return append(out, machinePatterns()...)
}

// systemExcept returns those programs' help, a cancelled shutdown, the dry
// runs that stop nothing, sudoedit, and the units the narrower defaults name
// (systemExceptUnits).
func systemExcept() []string {
	// The kernel's guards' settings (kernelGuardKnobs) are cmd.credentials'
	// to name; its other settings, kernel.panic too, are this default's
	// (fx48b).
	return append(append(systemExceptUnits(), kernelGuardPatterns()...), []string{
		"shutdown -c **", "shutdown --help", "reboot --help", "poweroff --help", "halt --help",
		"systemctl --help **", "systemctl ** -h", "umount --help", "ip ** --help", "nmcli --help **",
		"aws ec2 stop-instances --dry-run **", "aws ec2 reboot-instances --dry-run **",
		"apt* -s **", "apt* --simulate **", "apt* --dry-run **", "dnf --assumeno **",
		// sudoedit's edit is its editor's ($SUDO_EDITOR, read as a command of
		// its own), and waits for a person at the terminal.
		"sudoedit **", "sudo -e **", "sudo --edit **",
	}...)
}

// systemExceptUnits leave to the narrower defaults a unit whose name
// says it is theirs: ozdesk's (cmd.guard-tamper: any name holding oz or
// desk, as [ozdesk-unit] reads a glob) and a guard of the host's
// (cmd.credentials: hostGuardUnits). Whose evidence there is a might,
// and cmd.system is broad, so without these it would be named over them.
func systemExceptUnits() []string {
	var out []string
	for _, u := range append([]string{"*oz*", "*desk*"}, hostGuardUnits...) {
		for _, verb := range []string{"stop", "disable", "mask", "kill"} {
			out = append(out, "systemctl ** "+verb+" ** "+u+" **")
		}
		out = append(out, "service "+u+" stop **", "rc-service "+u+" stop **")
	}
	return out
}
