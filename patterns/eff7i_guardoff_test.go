package patterns

import "testing"

// guardOffCases (rt16d #8): guards weakened by neighbouring verbs ask by
// cmd.credentials; the same programs' everyday uses stay allowed.
var guardOffCases = []evalCase{
	ask("sudo setfacl -R -m o::rwx /", "cmd.credentials"),
	ask("sudo setfacl -m other:rw /etc", "cmd.credentials"),
	ask("sudo dockerd -H tcp://0.0.0.0:2375", "cmd.credentials"),
	ask("sudo dockerd --host=tcp://0.0.0.0:2376", "cmd.credentials"),
	ask("sudo dockerd -H unix:///var/run/docker.sock -H tcp://0.0.0.0:2375", "cmd.credentials"),
	ask("sudo sed -i 's/^SELINUX=enforcing/SELINUX=permissive/' /etc/selinux/config", "cmd.system"),
	ask("echo SELINUX=disabled | sudo tee /etc/selinux/config", "cmd.system"),
	allow(`echo done > "$LOG"`),
	ask("sudo sysctl -p /var/tmp/k.conf", "cmd.credentials"),
	ask("sudo sysctl --load=/var/tmp/k.conf", "cmd.credentials"),
	ask("sudo ctr run --privileged docker.io/library/alpine:3 x sh", "cmd.credentials"),
	ask("sudo systemd-nspawn -D / --bind=/root", "cmd.credentials"),
	allow("getfacl /etc/passwd"),
	allow("setfacl -m u:ci:rw build/out.log"),
	allow("dockerd --version"),
	allow("sudo dockerd -H unix:///var/run/docker.sock"),
	allow("sestatus"),
	allow("cat /etc/selinux/config"),
	allow("sysctl -a"),
	allow("sudo sysctl -p"),
	allow("sysctl net.ipv4.ip_forward"),
	allow("ctr images ls"),
	allow("sudo ctr run --rm docker.io/library/alpine:3 x echo hi"),
}

func TestGuardOffCases(t *testing.T) { runCases(t, guardOffCases) }
