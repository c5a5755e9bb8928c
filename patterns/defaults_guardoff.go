package patterns

// guardOffPatterns are cmd.credentials' patterns for guards weakened by
// the verbs beside the ones it names (rt16d #8): an ACL granted on a
// path outside the workdir (setfacl -m o::rwx / opens every file, as
// chmod -R 777 / does), the docker daemon serving its root API on a TCP
// address (dockerd -H tcp://0.0.0.0:2375: anyone who reaches it is
// root), kernel settings loaded
// from a file (sysctl -p FILE, --load: any kernel.* key, as sysctl -w
// kernel.* is judged), and containerd's ctr running a privileged
// container or one given the host's namespaces (as docker run
// --privileged is). SELinux's mode written in its configuration (it
// takes effect at the next boot) is runs-later (effects_later_root.go):
// a write pattern of its path would take every unknown word for it.
func guardOffPatterns() []string {
	return []string{
		"setfacl ** [outside-workdir] **",
		"dockerd ** tcp://* **", "dockerd -H=tcp://* **", "dockerd --host=tcp://* **",
		"sysctl -p=* **", "sysctl --load=* **", "sysctl -f=* **",
		"ctr --privileged **",
		"systemd-nspawn -D=/ **", "systemd-nspawn --directory=/ **",
	}
}
