package patterns

import "testing"

// verbs42r2Cases are rt42 §9, §10 and §12's spellings
// (class_device.go, defaults_verbs42r2.go). "" must stay allowed.
var verbs42r2Cases = []doesCase{
	{"dd if=/dev/zero of=/dev/mem", "cmd.wipe-disk"},
	{"dd if=/dev/zero of=/dev/kmem", "cmd.wipe-disk"},
	{"cat /dev/zero > /dev/port", "cmd.wipe-disk"},
	{"echo 1 > /dev/watchdog", "cmd.wipe-disk"},
	{"echo 1 > /dev/watchdog0", "cmd.wipe-disk"},
	{"cat x > /dev/nvram", "cmd.wipe-disk"},
	{"sudo pmset sleepnow", "cmd.system"},
	{"wsl --shutdown", "cmd.system"},
	{"wsl.exe --shutdown", "cmd.system"},
	{"Stop-Computer -Force", "cmd.system"},
	{"Restart-Computer", "cmd.system"},
	{"grub-reboot 1", "cmd.system"},
	{"sudo grub-set-default 2", "cmd.system"},
	{"sudo update-grub", "cmd.system"},
	{"sudo grub-mkconfig -o /boot/grub/grub.cfg", "cmd.system"},
	{"efibootmgr -o 0001", "cmd.system"},
	{"sudo efibootmgr -n 0002", "cmd.system"},
	{"sudo nvram boot-args=-v", "cmd.system"},
	{"sudo scutil --set HostName x", "cmd.system"},
	{"sudo systemctl restart docker", "cmd.system"},
	{"systemctl restart docker.service", "cmd.system"},
	{"sudo service docker restart", "cmd.system"},
	{"luarocks upload x.rockspec", "cmd.publish"},
	{"luarocks upload --api-key=k x.rockspec", "cmd.publish"},
	{"gh release edit v1 --prerelease=false", "cmd.publish"},
	{"gh release edit v1 --latest", "cmd.publish"},
	// The flag anywhere (fx43r: the patterns the checker refused).
	{"wsl -d Ubuntu --shutdown", "cmd.system"},
	{"wsl --terminate Ubuntu", "cmd.system"},
	{"sudo efibootmgr --bootorder 0002,0001", "cmd.system"},
	{"sudo efibootmgr -v -o 0002,0001", "cmd.system"},
	{"sudo efibootmgr --bootnext 0003", "cmd.system"},
	{"sudo scutil --set ComputerName x", "cmd.system"},
	{"gh release edit --prerelease=false v1", "cmd.publish"},
	{"gh release edit v1 --prerelease", ""},
	// Everyday.
	{"cat /dev/urandom | head -c 16", ""},
	{"dd if=/dev/zero of=x.img bs=1M count=1", ""},
	{"pmset -g", ""},
	{"pmset displaysleepnow", ""},
	{"wsl -l -v", ""},
	{"grub-mkconfig", ""},
	{"efibootmgr -v", ""},
	{"nvram -p", ""},
	{"scutil --get HostName", ""},
	{"systemctl status docker", ""},
	{"systemctl --user restart app", ""},
	{"sudo systemctl restart nginx", ""},
	{"luarocks install busted", ""},
	{"luarocks make", ""},
	{"gh release view", ""},
	{"gh release edit v1 --notes x", ""},
}

// TestVerbs42r2 checks verbs42r2Cases against the defaults.
func TestVerbs42r2(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", verbs42r2Cases)
}
