package patterns

// ssh's configuration runs what it names (ProxyCommand, LocalCommand,
// Match exec) and opens what it asks for (RemoteForward): a
// configuration given with -F that an earlier part of the line wrote
// (`printf 'Host x\n RemoteForward 2222 localhost:22\n' > c && ssh -F c
// x`) is run as a script the line wrote is (rt13d, eff7a): the part is
// unreadable.

// sshConfigProgs are the programs of OpenSSH that read -F FILE.
var sshConfigProgs = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"ssh": true, "scp": true, "sftp": true, "autossh": true, "ssh-copy-id": true}
}}

// sshConfigs returns the configuration files an OpenSSH part reads
// through -F.
func sshConfigs(p *Part) []Word {
	if !sshConfigProgs.get()[p.Program] {
		return nil
	}
	_, vals := operandWords(p, "-F")
	return vals
}
