package patterns

// moreSupplyPatterns are cmd.download-run's patterns for packages the
// system's package manager installs as root straight from a URL (rt16d
// #2): `rpm -i http://…`, `yum`/`dnf install https://….rpm`, `zypper in
// URL`, `pacman -U URL`; their maintainer scripts run as root with
// nobody having read them. And [source-redirect]: an install pointed at
// another index or registry, a proxy off this machine, or with its TLS
// checks off (class_source_redirect.go), and npm's, pnpm's and yarn's
// `config set strict-ssl false`, which turns them off for every later
// install.
func moreSupplyPatterns() []string {
	out := []string{"[source-redirect] **", "rpm ** [remote-code] **", "pacman -U ** [remote-code] **",
		"pacman --upgrade ** [remote-code] **"}
	for _, m := range []string{"yum", "dnf", "microdnf", "tdnf"} {
		for _, verb := range []string{"install", "in", "localinstall", "reinstall", "upgrade", "update"} {
			out = append(out, m+" ** "+verb+" ** [remote-code] **")
		}
	}
	for _, verb := range []string{"install", "in"} {
		out = append(out, "zypper ** "+verb+" ** [remote-code] **")
	}
	for _, m := range []string{"npm", "pnpm", "yarn"} {
		// TLS checks turned off for every later install.
		out = append(out, m+" config set strict-ssl false", m+" config set strict-ssl=false",
			m+" config set strict-ssl 0", m+" config set strict-ssl=0", m+" config set --global strict-ssl false")
	}
	return out
}
