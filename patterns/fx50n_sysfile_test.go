package patterns

import "testing"

// TestFx50nSystemFileNamed: a delete or a move away of one of the
// machine's own files in /etc (or below /boot) is named cmd.system, as
// its write is (issue 9: `sudo rm /etc/resolv.conf` was named
// cmd.delete-outside); the narrower names stay (credentials), a
// service's own settings and /etc itself stay cmd.delete-outside's, and
// everyday neighbours are left alone. Every one asks as before.
func TestFx50nSystemFileNamed(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, rule, class string }{
		{"sudo rm /etc/resolv.conf", "cmd.system", "system-file"},
		{"rm /etc/resolv.conf", "cmd.system", "system-file"},
		{"sudo rm -f /etc/hosts", "cmd.system", "system-file"},
		{"sudo rm /etc/fstab", "cmd.system", "system-file"},
		{"sudo unlink /etc/resolv.conf", "cmd.system", "system-file"},
		{"sudo mv /etc/resolv.conf /tmp/", "cmd.system", "system-file"},
		{"sudo rm /etc/hostname", "cmd.system", "system-file"},
		{"sudo rm /etc/localtime", "cmd.system", "system-file"},
		{"sudo rm /etc/crontab", "cmd.system", "system-file"},
		{"sudo rm /etc/ld.so.preload", "cmd.system", "system-file"},
		{"sudo rm /etc/systemd/system/web.service", "cmd.system", "system-file"},
		{"sudo rm /etc/sysctl.d/99-local.conf", "cmd.system", "system-file"},
		{"sudo rm /boot/vmlinuz-6.1.0", "cmd.system", "system-file"},
		{"cd /etc && sudo rm hosts", "cmd.system", "system-file"},
		{"sudo rm /tmp/../etc/hosts", "cmd.system", "system-file"},
		// Writes and truncations were cmd.system's already.
		{"sudo truncate -s 0 /etc/resolv.conf", "cmd.system", ""},
		{": | sudo tee /etc/resolv.conf", "cmd.system", ""},
		// The narrower names stay.
		{"sudo rm /etc/passwd", "cmd.credentials", ""},
		{"sudo rm /etc/sudoers", "cmd.credentials", ""},
		{"sudo rm -rf /etc/sudoers.d", "cmd.credentials", ""},
		{"rm -rf /etc/profile.d", "cmd.guard-tamper", ""},
		// A service's own settings, a file not the machine's, /etc
		// itself: a delete outside the workdir.
		{"sudo rm -rf /etc/nginx", "cmd.delete-outside", "outside-workdir"},
		{"sudo rm /etc/nginx/sites-enabled/default", "cmd.delete-outside", "outside-workdir"},
		{"rm /etc/hosts.bak", "cmd.delete-outside", "outside-workdir"},
		{"sudo rm -rf /etc", "cmd.delete-outside", "outside-workdir"},
		{"sudo rm -rf /etc/systemd", "cmd.delete-outside", "outside-workdir"},
		{"rm -rf /var/lib/docker", "cmd.delete-outside", "outside-workdir"},
	} {
		v := pol.Explain(c.cmd, guardedContext("/home/op/proj"), testNow)
		rep := v.Report()
		class := ""
		if d := v.Part; d >= 0 && d < len(rep.Parts) && rep.Parts[d].Because != nil {
			class = rep.Parts[d].Because.Class
		}
		if v.Outcome != Ask || v.Rule != c.rule || c.class != "" && class != c.class {
			t.Errorf("%q: got %s by %q because %q; want ask by %q because %q", c.cmd, v.Outcome, v.Rule, class, c.rule, c.class)
		}
	}
	for _, cmd := range []string{
		"cat /etc/resolv.conf", "rm -f etc/hosts", "cp /etc/hosts /tmp/hosts.bak", "rm -rf build/etc/hosts",
		"ls -l /etc/systemd/system", "rm /tmp/hosts",
	} {
		if v := pol.Explain(cmd, guardedContext("/home/op/proj"), testNow); v.Outcome != Allow {
			t.Errorf("%q: got %s by %q, want allow", cmd, v.Outcome, v.Rule)
		}
	}
}

// TestFx50nSystemFileClass checks [system-file] on its words.
func TestFx50nSystemFileClass(t *testing.T) {
	for _, c := range []struct {
		cmd  string
		word int
		want bool
	}{
		{"rm /etc/hosts", 1, true},
		{"rm /etc//resolv.conf", 1, true},
		{"rm /etc/./fstab", 1, true},
		{"rm /etc/pam.d/sshd", 1, true},
		{"rm /etc/NetworkManager/system-connections/wifi.nmconnection", 1, true},
		{"rm /boot/grub/grub.cfg", 1, true},
		{"rm -rf /boot", 2, false},
		{"rm -rf /etc/systemd", 2, false},
		{"rm /etc/hosts.bak", 1, false},
		{"rm /etc/nginx/nginx.conf", 1, false},
		{"rm /etc/*", 1, false},
		{"rm /etc/host?", 1, false},
		{`rm "$F"`, 1, false},
		{"rm etc/hosts", 1, false},
		{"rm /srv/etc/hosts", 1, false},
	} {
		cmd := Read(c.cmd)
		ctx := *guardedContext("/home/op/proj")
		ctx.cmd = cmd
		w := cmd.Parts[0].Words[c.word]
		if got := JudgeClass("system-file", "", w, &ctx).Certainly; got != c.want {
			t.Errorf("[system-file] of %q word %d: got %v, want %v", c.cmd, c.word, got, c.want)
		}
	}
}
