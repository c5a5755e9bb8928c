package patterns

import "strings"

// TakesFileStream reports whether the part is the server end of a file
// transfer or a repository push, reading from the standard input it was
// started with a stream that names the files it writes or the refs it
// updates: sftp-server and internal-sftp (sshd's sftp subsystem, which
// ozdesk shell runs as a ForceCommand), scp -t and -f (scp's sink and
// source ends), rsync --server, git-receive-pack, git-upload-pack and
// git-upload-archive (git receive-pack …), and tar or cpio unpacking an
// archive read from there. The command names none of what the stream
// writes (`scp -t ~` then receives ~/.bashrc), so the judged command says
// nothing of it. Fed from a pipe or a file the command shows, it is
// judged as any other part.
func (p *Part) TakesFileStream() bool {
	if p == nil || len(p.Words) == 0 || !readsCallersInput(p) {
		return false
	}
	args := p.Args()
	switch p.Program {
	case "sftp-server", "internal-sftp", "git-receive-pack", "git-upload-pack", "git-upload-archive":
		return true
	case "scp":
		return hasShortFlag(args, 't') || hasShortFlag(args, 'f')
	case "rsync":
		return hasArgWord(args, "--server")
	case "git":
		for _, w := range args {
			lit, ok := w.Literal()
			if !ok {
				return true // a subcommand the reader cannot read
			}
			switch lit {
			case "receive-pack", "upload-pack", "upload-archive":
				return true
			}
		}
	case "tar", "bsdtar", "gtar":
		return tarExtractsStdin(args)
	case "cpio":
		return hasShortFlag(args, 'i') || hasArgWord(args, "--extract")
	}
	return writesNamedStream(p) // part_stream_more.go
}

// hasShortFlag reports whether one of args, before "--", is a cluster of
// one-letter options holding letter.
func hasShortFlag(args []Word, letter byte) bool {
	for _, w := range args {
		lit, _ := litPrefix(w)
		if lit == "--" {
			return false
		}
		if len(lit) > 1 && lit[0] == '-' && lit[1] != '-' && strings.IndexByte(lit[1:], letter) >= 0 {
			return true
		}
	}
	return false
}

// hasArgWord reports whether one of args, before "--", is literally s.
func hasArgWord(args []Word, s string) bool {
	for _, w := range args {
		lit, _ := litPrefix(w)
		if lit == "--" {
			return false
		}
		if lit == s {
			return true
		}
	}
	return false
}

// tarExtractsStdin reports whether tar's arguments unpack an archive read
// from standard input: an x (or --extract, --get) mode, with no -f or
// with -f -. A first word without a dash is the old option cluster.
func tarExtractsStdin(args []Word) bool {
	extract, file := false, ""
scan:
	for i, w := range args {
		lit, _ := litPrefix(w)
		switch {
		case lit == "--":
			break scan
		case lit == "--extract" || lit == "--get":
			extract = true
		case strings.HasPrefix(lit, "--file="):
			file = strings.TrimPrefix(lit, "--file=")
		case lit == "--file" && i+1 < len(args):
			file, _ = litPrefix(args[i+1])
		case i == 0 && !strings.HasPrefix(lit, "-") || strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "--"):
			cluster := strings.TrimPrefix(lit, "-")
			if strings.ContainsRune(cluster, 'x') {
				extract = true
			}
			if j := strings.IndexByte(cluster, 'f'); j >= 0 {
				switch {
				case j+1 < len(cluster):
					file = cluster[j+1:]
				case i+1 < len(args):
					file, _ = litPrefix(args[i+1])
				}
			}
		}
	}
	return extract && (file == "" || file == "-" || isStdinPath(file))
}
