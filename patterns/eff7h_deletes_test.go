package patterns

import "testing"

// TestDeletesThroughOtherVerbs: fd -x/-X rm, 7z -sdel and rclone's
// deletes of a local path delete; a file emptied by any spelling of
// empty output (cat /dev/null, echo, printf ”, tee < /dev/null, dd
// if=/dev/null, sed -i d, exec N>) is deleted; journalctl --vacuum-*
// deletes the journal. Their neighbours that read, write real output or
// stay in the project are left alone.
func TestDeletesThroughOtherVerbs(t *testing.T) {
	cases := []struct {
		cmd  string
		want string
	}{
		{`fd . ~ -X rm -rf`, "cmd.delete-home"},
		{`fd -H . ~ --exec rm -rf`, "cmd.delete-home"},
		{`fd -u . --search-path /home/op -x shred -u`, "cmd.delete-home"},
		{`fd -e pyc -x rm`, ""},
		{`fd -e go -x gofmt -l`, ""},
		{`fd . ~ -x sh -c 'rm -rf {}'`, "cmd.delete-home"},
		{`fd . ~ -X /bin/rm -rf`, "cmd.delete-home"},
		// fd splices each name it finds into the shell's string (a file
		// named `x;rm -rf ~` runs rm): unreadable since fd -x is read, as
		// find -exec sh -c '… {}' is (fx19a, rt19d #1).
		{`fd . ~ -x sh -c 'wc -l {}'`, "cmd.unreadable"},
		{`fd . ~ -x sh -c 'wc -l "$1"' _ {}`, ""},
		{`fd . ~ -e md`, ""},
		{`7z a -sdel /tmp/h.7z ~`, "cmd.delete-home"},
		{`7za u -sdel /tmp/h.7z /home/op`, "cmd.delete-home"},
		{`7z a /tmp/h.7z ~`, ""},
		{`7z a -sdel dist.7z build/`, ""},
		{`rclone purge ~`, "cmd.delete-home"},
		{`rclone delete /home/op`, "cmd.delete-home"},
		{`rclone purge s3:prod`, "cmd.cloud-delete"},
		{`rclone copy ~/docs remote:docs`, ""},
		{`cat /dev/null > ~/notes.md`, "cmd.delete-outside"},
		{`echo > ../other/app.db`, "cmd.delete-outside"},
		{`echo -n > ~/notes.md`, "cmd.delete-outside"},
		{`printf '' > ~/notes.md`, "cmd.delete-outside"},
		{`printf '%s' > ~/notes.md`, "cmd.delete-outside"},
		{`printf '%s\\n' > ~/notes.md`, "cmd.delete-outside"}, // an overwrite outside the workdir (b7b, rt17d #16)
		{`tee ~/notes.md < /dev/null`, "cmd.delete-outside"},
		{`cat < /dev/null > ~/notes.md`, "cmd.delete-outside"},
		{`cat > ~/notes.md`, "cmd.delete-outside"}, // an overwrite outside the workdir (b7b, rt17d #16)
		{`dd if=/dev/null of=/home/op/notes.md`, "cmd.delete-outside"},
		{`sed -i d ~/notes.md`, "cmd.delete-outside"},
		{`sed -i.bak '1,$d' ~/notes.md`, "cmd.delete-outside"},
		{`exec 3> /var/lib/app/data.db`, "cmd.delete-outside"},
		{`cat /dev/null > /var/log/auth.log`, "cmd.delete-outside"},
		{`sudo journalctl --vacuum-time=1s`, "cmd.delete-outside"},
		{`journalctl -u nginx --since today`, ""},
		{`echo hello > ~/notes.md`, "cmd.delete-outside"},    // an overwrite outside the workdir (b7b, rt17d #16)
		{`cat a.txt > ~/notes.md`, "cmd.delete-outside"},     // an overwrite outside the workdir (b7b, rt17d #16)
		{`sed -i 's/a/b/' ~/notes.md`, "cmd.delete-outside"}, // an overwrite outside the workdir (b7b, rt17d #16)
		{`sed -i '1,$!d' ~/notes.md`, "cmd.delete-outside"},  // an overwrite outside the workdir (b7b, rt17d #16)
		{`cat /dev/null > build.log`, ""},
		{`echo > build.log`, ""},
		{`exec 3> trace.log`, ""},
		{`echo > /tmp/x`, ""},
	}
	for _, c := range cases {
		if got := defaultRuleFor(t, c.cmd); got != c.want {
			t.Errorf("%s: asked by %q, want %q", c.cmd, got, c.want)
		}
	}
}
