package patterns

import "testing"

// systemCases (fx18d2, rt18d #4 and #5): the machine stopped (power,
// services, network, mounts, pid 1, the cloud's machines) or its own
// configuration written, the way in removed, the toolchain uninstalled
// ask as cmd.system; narrower defaults keep their names; reads,
// restarts and the project's own processes stay quiet.
var systemCases = []evalCase{
	ask("sudo reboot", "cmd.system"),
	ask("shutdown -h now", "cmd.system"),
	ask("sudo shutdown -r +5", "cmd.system"),
	ask("poweroff", "cmd.system"),
	ask("halt -f", "cmd.system"),
	ask("init 0", "cmd.system"),
	ask("systemctl poweroff", "cmd.system"),
	ask("systemctl reboot", "cmd.system"),
	ask("systemctl isolate rescue.target", "cmd.system"),
	ask("systemctl stop postgresql", "cmd.system"),
	ask("sudo systemctl --now disable docker", "cmd.system"),
	ask("systemctl mask sshd", "cmd.system"),
	ask("systemctl --user stop app.service", "cmd.system"),
	ask("service nginx stop", "cmd.system"),
	ask(`systemctl "$ACTION" nginx`, "cmd.system"),
	ask("kill -9 1", "cmd.system"),
	ask("sudo kill -KILL 1", "cmd.system"),
	ask("pkill sshd", "cmd.system"),
	ask("killall -9 dockerd", "cmd.system"),
	ask("ip link set eth0 down", "cmd.system"),
	ask("sudo ip link set dev wlan0 down", "cmd.system"),
	ask("ip addr flush dev eth0", "cmd.system"),
	ask("ip route del default", "cmd.system"),
	ask("sudo ifconfig eth0 down", "cmd.system"),
	ask("nmcli networking off", "cmd.system"),
	ask("nmcli radio wifi off", "cmd.system"),
	ask("nmcli con down id office", "cmd.system"),
	ask("sudo umount -l /", "cmd.system"),
	ask("umount /mnt/data", "cmd.system"),
	ask("umount -a", "cmd.system"),
	ask("swapoff -a", "cmd.system"),
	ask("aws ec2 stop-instances --instance-ids i-1", "cmd.system"),
	ask("aws rds stop-db-instance --db-instance-identifier prod", "cmd.system"),
	ask("gcloud compute instances stop vm", "cmd.system"),
	ask("az vm deallocate -g rg -n vm", "cmd.system"),
	ask("hcloud server shutdown web-1", "cmd.system"),
	ask("echo '203.0.113.5 github.com' >> /etc/hosts", "cmd.system"),
	ask("echo '140.82.0.1 github.com' | sudo tee -a /etc/hosts", "cmd.system"),
	ask("echo 'nameserver 203.0.113.5' >> /etc/resolv.conf", "cmd.system"),
	ask("cp x.conf /etc/nginx/conf.d/", "cmd.system"),
	ask("echo 'options x' | sudo tee -a /etc/modprobe.d/x.conf", "cmd.system"),
	ask("sudo apt-get remove -y --purge openssh-server", "cmd.system"),
	ask("apt purge ssh", "cmd.system"),
	ask("sudo dnf remove -y openssh-server", "cmd.system"),
	ask("apk del openssh", "cmd.system"),
	ask("pacman -Rns openssh", "cmd.system"),
	ask("rustup self uninstall -y", "cmd.system"),
	ask("npm uninstall -g npm", "cmd.system"),
	ask("pip uninstall -y pip setuptools", "cmd.system"),
	ask("sudo update-alternatives --remove-all python", "cmd.system"),
	ask("sudo hostnamectl set-hostname x", "cmd.system"),
	ask("timedatectl set-time '2000-01-01'", "cmd.system"),
	ask("fuser -k 22/tcp", "cmd.system"),
	// Narrower defaults keep their names.
	ask("sudo systemctl disable --now ufw", "cmd.credentials"),
	ask("systemctl stop 'ozd*'", "cmd.guard-tamper"),
	ask("sudo systemctl disable --now ozdesk", "cmd.guard-tamper"),
	ask("cat /dev/null > /etc/motd", "cmd.system"),
	ask("echo x >> /etc/sudoers", "cmd.credentials"),
	ask("kill -9 -1", "cmd.system"),
	allow("systemctl status nginx"),
	allow("sudo systemctl restart nginx"),
	allow("systemctl --user daemon-reload"),
	allow("shutdown -c"),
	allow("ip link show"),
	allow("ip addr"),
	allow("nmcli device status"),
	allow(`kill -9 "$pid"`),
	allow("kill 12345"),
	allow("pkill -f vite"),
	allow("umount /tmp/mnt"),
	allow("umount ./mnt"),
	allow("docker stop web"),
	allow("docker compose down"),
	allow("cat /etc/hosts"),
	allow(`echo x >> "$F"`),
	allow("echo hi >> notes.md"),
	ask("sudo apt-get remove -y cowsay", "cmd.system"), // fx44e: software changed as root
	allow("apt-get install -y openssh-client"),         // from the distribution's repositories (fx44e's merge)
	allow("npm uninstall -g typescript"),
	allow("pip uninstall -y requests"),
	allow("rustup toolchain uninstall nightly"),
	allow("aws ec2 describe-instances"),
	allow("gcloud compute instances list"),
	allow("kubectl cordon node-1"),
	allow("hostnamectl status"),
	allow("timedatectl"),
	allow("fuser -k 3000/tcp"),
	allow("update-alternatives --display python"),
}

func TestSystemCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range systemCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
