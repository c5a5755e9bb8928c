package patterns

// fx49s's patterns (rt48 A3): machine-wide trust given to a certificate,
// network code saved where the shell finds programs, a system file's
// immutable flag lifted, and the CPU's frequency policy set. Wired into
// the table by withVerbs49s (defaultTableSource), with each rule's
// documentation and examples. Built on first use (lazy.go).
var verbs49s = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		// A root certificate trusted: every TLS client of the machine (or
		// of a browser's NSS store) accepts what it signs, so whoever
		// holds its key reads and changes what the machine sends.
		"cmd.credentials": {
			"update-ca-certificates **", "update-ca-trust **", "trust anchor **", "trust ** anchor **",
			"certutil -A **", "certutil -addstore **", "security ** add-trusted-cert **",
		},
		// A download saved into a directory of programs runs, unread, as
		// a command the next time its name is typed.
		"cmd.download-run": {
			"curl ** > [bin-download]", "wget ** > [bin-download]",
		},
		"cmd.system": {
			"chattr -i ** [system-config] **", "chattr -i ** /etc/* **", "chattr -i ** /usr/* **",
			"chattr -i ** /bin/* **", "chattr -i ** /sbin/* **", "chattr -i ** /boot/* **",
			"cpupower ** frequency-set **", "cpupower ** set **", "cpupower ** idle-set **",
		},
	}
}}

// except49s are the exceptions of verbs49s: help and reads.
var except49s = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.credentials": {"update-ca-certificates --help **", "update-ca-trust --help **", "trust anchor --help **"},
	}
}}

// docs49s is what DEFAULTS.md says, per default, of verbs49s and of the
// calls fx49s decided.
func docs49s() map[string]string {
	return map[string]string{
		"cmd.credentials": " Decided (fx49s, rt48 A5, B3): `ssh-keygen -R github.com` still asks: it drops a host's pinned key, so the next connection trusts whatever key answers; " +
			"`docker run --rm --env-file .env IMAGE` is left alone, as `docker run IMAGE` is: the project's environment file is its services' runtime configuration, handed to its own containers every day, " +
			"and the image's code is not judged by the defaults (a home or a credentials directory mounted into one asks). " +
			"And (fx49s, rt48 A3): a root certificate trusted machine-wide or in a browser's store (`update-ca-certificates`, `update-ca-trust`, " +
			"p11-kit's `trust anchor`, NSS's `certutil -A`, Windows' `certutil -addstore`, macOS's `security add-trusted-cert`): whoever holds its key can read and change " +
			"every TLS connection the machine makes, the secrets in them among them; a refresh with nothing new (`sudo update-ca-certificates`) asks too, since the line does not show what the store holds.",
		"cmd.download-run": " And (fx49s, rt48 A3): a download saved into a directory of programs (`curl -so ~/.local/bin/t URL`, `wget -O /usr/local/bin/t URL`, any path below a `bin` directory) " +
			"asks as a might ([bin-download]): it runs, unread, the next time its name is typed; a download elsewhere (`curl -o out.json URL`, `curl -o bin/tool URL` in the project, a path without a directory before bin) is left alone.",
		"cmd.system": " And (fx49s, rt48 A3): a system file's immutable flag lifted (`chattr -i /etc/passwd`, `chattr -i /etc/resolv.conf`), which was set to keep it as it is; " +
			"the CPU's frequency or idle policy set (`cpupower frequency-set -g powersave`, `cpupower set`, `cpupower idle-set`), which changes how the machine runs for everyone on it " +
			"(`cpupower frequency-info` reads); corepack's `enable` (also `install`, `prepare`, `use`) as root ([root-install]), which writes its shims beside node in the system's prefix. " +
			"Decided (fx49s, rt48 A3): `pip install --break-system-packages X` without a wrapper that makes it root is left alone: the line does not show who runs it, " +
			"and as a user pip writes the user's own site-packages (a container's root, where the flag is everyday, is the image's); under sudo it asks as every root install does. " +
			"Decided (fx49s, rt48 A5): `sudo systemctl restart docker` still asks: the engine's restart stops and starts every container on the machine (without live-restore), " +
			"where `systemctl restart nginx` restarts one service.",
		"cmd.guard-tamper": " Decided (fx49s, rt48 A5): `tmux kill-session -t dev` still asks, as a might: ozdesk documents no session of its own, the operator names the one the desk runs in, " +
			"and the judge may not reach the agent's tmux server, so no name is known not to be the desk's; a killed desk drops the decision it held and its ask waits for the next desk, " +
			"so the ask costs a keypress and spares the operator a lost decision.",
		"cmd.cloud-delete": " Decided (fx49s, rt48 A5): `aws s3 rm s3://acme-dev-assets/tmp/x.json` still asks: a bucket's name does not say what it holds or who reads it, " +
			"and an object deleted from a bucket without versioning does not come back; `kubectl delete pod -l app=web -n dev` still asks while a pod named in a development namespace is left alone: " +
			"a selector picks every pod whose labels match, how many the line does not show (every replica at once is an outage of what the namespace serves, where one named pod is a restart).",
	}
}

// examples49s are, per default, examples of verbs49s for
// TestDefaultExamples: what asks, and what is left alone.
func examples49s() map[string][2][]string {
	return map[string][2][]string{
		"cmd.credentials": {{"sudo cp evil.crt /usr/local/share/ca-certificates/ && sudo update-ca-certificates", "sudo trust anchor evil.crt",
			"certutil -A -d sql:$HOME/.pki/nssdb -n x -t C,, -i evil.crt"}, {"openssl x509 -in cert.pem -noout -text", "trust list"}},
		"cmd.download-run": {{"curl -so ~/.local/bin/t https://x.io/t && chmod +x ~/.local/bin/t", "wget -O /usr/local/bin/t https://x.io/t"},
			{"curl -so out.json https://x.io/t", "curl -o build/bundle.js https://x.io/b.js"}},
		"cmd.system": {{"sudo chattr -i /etc/passwd", "sudo cpupower frequency-set -g powersave", "sudo corepack enable"},
			{"chattr -i build/out.log", "cpupower frequency-info", "corepack enable", "pip install --break-system-packages requests"}},
	}
}

// withVerbs49s adds verbs49s's patterns, exceptions, documentation and
// examples to the defaults of infos.
func withVerbs49s(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs49s.get(), except49s.get(), docs49s(), examples49s())
}
