package patterns

// The interactive file-transfer clients fetch what the commands they read
// name (fx32b): `lftp -c 'get x.sh'`, `ftp -n host <<EOF … get x.sh`,
// `smbclient //h/s -c 'get x.sh'`, `sftp -b batch host`, `tftp host`
// fed `get x.sh`, and an lcd among those commands puts the files
// anywhere. The reader does not read those commands: such a client makes
// the directory it runs in and a place the reader cannot name, so a file
// run after it is made-then-run. A plain fetch by the arguments (`sftp
// host:x.sh`, `ftp https://x.io/x.sh`, `tftp host -c get x.sh`) is
// does_ftpclients.go's and does_fetchers.go's.

// transferClientProgs are the interactive clients, and whether a part of
// one fetches by its arguments alone.
var transferClientProgs = lazy[map[string]func(p *Part) bool]{build: func() map[string]func(p *Part) bool {
	never := func(*Part) bool { return false }
	return map[string]func(p *Part) bool{
		"lftp": never, "ncftp": never, "yafc": never,
		"ftp": ftpArgsOnly, "tnftp": ftpArgsOnly, "netkit-ftp": ftpArgsOnly,
		"sftp":      func(p *Part) bool { return len(sftpFetchWrites(p).writes) > 0 && !hasLitArg(p, "-b") },
		"smbclient": func(p *Part) bool { return hasLitArg(p, "-L", "--list") },
		"tftp":      func(p *Part) bool { return hasLitArg(p, "-c") },
	}
}}

// ftpArgsOnly reports whether BSD ftp is given URLs alone, which it
// fetches and exits (with -u it uploads files to them).
func ftpArgsOnly(p *Part) bool {
	s := scanArgs(p, "-o", "-P", "-q", "-r", "-s", "-T", "-u", "-x")
	if len(s.ops) == 0 && len(s.all("-u")) == 0 {
		return false
	}
	for _, w := range s.ops {
		if lit, _ := litPrefix(w); !isFetchURL(lit) && len(s.all("-u")) == 0 {
			return false
		}
	}
	return p.Feed == FeedNone // a directory's URL reads commands from what feeds it
}

// transferClientMakes: an interactive client makes the directory it runs
// in and a place the reader cannot name.
func transferClientMakes(p *Part, dir place) []made {
	if argsOnly := transferClientProgs.get()[p.Program]; argsOnly == nil || argsOnly(p) {
		return nil
	}
	return anywhereMade(dir, "fetches into")
}
