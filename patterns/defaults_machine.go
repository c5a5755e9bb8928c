package patterns

// machinePackages are the packages whose removal takes the machine, or
// everything on it, down with them (fx19c, rt19d #7): the kernel and its
// images, the init system, the C library, sudo, the bootloader, and the
// container engine every container on the machine runs under. Globs, as
// the package manager reads them (`'linux-image-*'`).
var machinePackages = []string{
	"linux", "linux-lts", "linux-zen", "linux-hardened", "linux-image*", "linux-generic*", "linux-modules*",
	"kernel", "kernel-core*", "kernel-modules*",
	"systemd", "systemd-sysv", "libc6", "glibc", "sudo", "grub*", "shim-signed",
	"docker-ce*", "docker.io", "docker-engine", "containerd*", "moby-engine", "podman",
	"lxd", "incus", "snapd", // rt38 #5: the snap-installed container engines, snap itself
	// fx23e4 (rt23d #24): the base system every program needs: musl,
	// busybox and Alpine's base layout, coreutils, bash, the loader's
	// libc-bin, the package managers themselves.
	"musl", "busybox", "alpine-baselayout", "coreutils", "bash", "libc-bin", "base-files", "util-linux",
	"dpkg", "apt", "rpm", "apk-tools", "pacman",
}

// machinePatterns are cmd.system's patterns for the machine changed under
// everyone (fx19c, rt19d #7): a machinePackages package removed or purged
// by apt, dnf, yum, zypper, apk or pacman (or by dpkg and rpm: fx23e4); every packet dropped on an
// interface (`tc qdisc … netem loss 100%`); the firewall's default
// policy turned to DROP (`iptables -P INPUT DROP`: the ssh session goes
// with it); and a system command pointed at a file in a temporary
// directory (`update-alternatives --set python3 /tmp/py`: every later
// python3 on the machine runs it). A kernel module unloaded by name
// (`modprobe -r dummy`) stays quiet unless the name says it drives the
// network (netDriverPatterns).
func machinePatterns() []string {
	var out []string
	for _, pkg := range machinePackages {
		for _, pm := range []string{"apt", "apt-get", "aptitude"} {
			for _, verb := range []string{"remove", "purge", "autoremove"} {
				out = append(out, pm+" ** "+verb+" ** "+pkg+" **")
			}
		}
		for _, pm := range []string{"dnf", "yum", "microdnf", "zypper"} {
			for _, verb := range []string{"remove", "erase", "rm"} {
				out = append(out, pm+" ** "+verb+" ** "+pkg+" **")
			}
		}
		out = append(out, "apk ** del ** "+pkg+" **", "pacman -R ** "+pkg+" **", "pacman --remove ** "+pkg+" **")
		for _, rm := range []string{"-r", "--remove", "-P", "--purge"} {
			out = append(out, "dpkg "+rm+" ** "+pkg+" **")
		}
		out = append(out, "rpm -e ** "+pkg+" **", "rpm --erase ** "+pkg+" **")
	}
	out = append(out,
		"tc ** netem ** loss 100%* **", "tc ** netem ** loss 100 **",
		"iptables ** -P=* DROP **", "iptables ** --policy=* DROP **", "ip6tables ** -P=* DROP **", "ip6tables ** --policy=* DROP **",
		"iptables ** -P=* REJECT **", "ip6tables ** -P=* REJECT **",
	)
	for _, dir := range []string{"/tmp/*", "/var/tmp/*", "/dev/shm/*"} {
		out = append(out, "update-alternatives ** --set * "+dir+" **", "update-alternatives ** --install * * "+dir+" **")
	}
	return out
}
