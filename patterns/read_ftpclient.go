package patterns

import "strings"

// The interactive FTP clients run the commands they read (fx42b, rt41):
// ftp's, lftp's and their kin's `!CMD` runs CMD with the shell, and
// put/mput send local files to the host. Fed from a pipe, a here-string
// or a here-document (`ftp -n <<< '!rm -rf ~'`, `ftp host <<< 'put
// .env'`) their script is not read, so the part is unreadable, as a shell
// fed one is; sftp's is sftpStdin's (nested_sshfamily.go). lftp's -c and
// -e strings are read for their `!` commands, whose command lines are
// read as nested commands.

// ftpScriptClients are the clients that read commands from standard input.
var ftpScriptClients = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"ftp": true, "tnftp": true, "netkit-ftp": true, "pftp": true,
		"lftp": true, "ncftp": true, "yafc": true}
}}

// ftpClient reads what an FTP client part runs: lftp's `!` commands in
// its strings, and the script fed to its standard input.
func (r *reading) ftpClient(p *Part, sc scope) []*Node {
	var nodes []*Node
	if p.Program == "lftp" {
		scripts, _ := lftpScripts(p)
		for _, s := range scripts {
			for _, line := range lftpShellLines(s) {
				nodes = append(nodes, r.nestedText(p, "lftp !", line, p.Span, FeedNone, sc)...)
			}
		}
	}
	return append(nodes, r.stdinScript(p, p.Program)...)
}

// lftpShellLines returns the command lines of the `!` commands in an lftp
// string: lftp ends a command at a newline or a `;`, but `!` takes the
// rest of its line, `;` and all.
func lftpShellLines(s string) []string {
	var out []string
	for _, line := range strings.Split(s, "\n") {
		for rest := line; rest != ""; {
			rest = strings.TrimLeft(rest, " \t")
			if cmd, ok := strings.CutPrefix(rest, "!"); ok {
				if strings.TrimSpace(cmd) != "" {
					out = append(out, strings.ReplaceAll(cmd, lftpUnknown, "$X"))
				}
				break
			}
			_, after, found := strings.Cut(rest, ";")
			if !found {
				break
			}
			rest = after
		}
	}
	return out
}
