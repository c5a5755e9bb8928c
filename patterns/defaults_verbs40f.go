package patterns

// verbs40f are, per default, the spellings the rt40 red team found
// missing from the defaults' tables (rt40 §3, §4, §5, D203), each
// named by the effect a default already names by other spellings:
//
//   - cmd.credentials: websocat serving or running a program through its
//     `exec:`, `sh-c:` or `cmd:` address (`websocat ws-l:0.0.0.0:8080
//     exec:bash` serves a shell as `socat … EXEC:bash` and `nc -l -e`
//     do); ssh forwarding the operator's agent (`ssh -A`, `-o
//     ForwardAgent=yes`: root on the far side can use every key in it);
//     a credential pulled from a remote host's credential store into this
//     machine (`scp prod:.ssh/id_rsa .`, `rsync -a prod:.aws ./k/`:
//     [remote-secret]); a secret file fed ([clip-secret]) to the clipboard (`xclip
//     -selection clipboard < ~/.ssh/id_rsa`, xsel, pbcopy, wl-copy,
//     clip.exe), which every other application may read;
//   - cmd.cloud-delete: rsync deleting on a remote host (`rsync -a
//     --delete dist/ deploy@prod:/srv/app/`: every file there that dist/
//     lacks is deleted on the server, where no local copy is kept), and
//     a cloudflared tunnel deleted (`cloudflared tunnel delete prod`);
//
// (A public production deploy, rt40 §7, stays left alone, as cmd.publish
// decides: see DEFAULTS.md.)
//
// Built on first use, as every table is (lazy.go).
var verbs40f = lazy[map[string][]string]{build: func() map[string][]string {
	creds := []string{
		"websocat ** exec:* **", "websocat ** EXEC:* **", "websocat ** sh-c:* **", "websocat ** SH-C:* **",
		"websocat ** cmd:* **", "websocat ** CMD:* **",
		"ssh -A **", "ssh -o=ForwardAgent=yes **", "ssh -o=forwardagent=yes **", "ssh -o=ForwardAgent=Yes **",
		"ssh -o=*ForwardAgent*yes* **", "ssh -o=*forwardagent*yes* **",
		"autossh -A **", "autossh -o=ForwardAgent=yes **",
		"chmod ** [credentials-dir] **", "scp ** [remote-secret] ** *", "rsync ** [remote-secret] ** *", "sftp [remote-secret] **",
	}
	for _, c := range []string{"xclip", "xsel", "pbcopy", "wl-copy", "clip.exe"} {
		creds = append(creds, c+" ** < [clip-secret]", "* ** [clip-secret] ** | "+c+" **")
	}
	creds = append(creds, "xclip ** [clip-secret] **")
	deletes := []string{"cloudflared ** tunnel delete **", "cloudflared ** tunnel cleanup **"}
	for _, d := range []string{"--delete", "--delete-before", "--delete-during", "--delete-delay", "--delete-after",
		"--delete-excluded", "--delete-missing-args", "--del"} {
		deletes = append(deletes, "rsync "+d+" ** *:*")
	}
	return map[string][]string{
		"cmd.credentials":  creds,
		"cmd.cloud-delete": deletes,
	}
}}
