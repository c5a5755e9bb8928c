package patterns

// pkgFileDirs are where a package file lies that no one the operator
// knows built (rt38 #5): the temporary directories, and any path outside
// the workdir (~/Downloads/x.deb). A package built in the tree
// (`sudo dpkg -i build/app.deb`) is the project's and is left alone.
var pkgFileDirs = []string{"/tmp/*", "/var/tmp/*", "/dev/shm/*", "[outside-workdir]"}

// pkgFilePatterns are cmd.system's patterns for a package file from
// outside the project installed into the system (rt38 #5: `sudo dpkg -i
// /tmp/x.deb`, `sudo apt install -y /tmp/x.deb`, `sudo npm i -g /tmp/x`):
// its maintainer or install scripts run as root, and what it installs is
// on every later PATH. The system package managers install only as root;
// npm's global install (-g) writes the system's prefix. And the removals
// of machinePackages by snap (`sudo snap remove lxd`), as
// apt's are judged (defaults_machine.go). Homebrew's uninstall is left
// alone: what it removes is its own prefix, not the machine's, and
// `brew uninstall --force $(brew list)` is everyday cleanup.
func pkgFilePatterns() []string {
	var out []string
	for _, dir := range pkgFileDirs {
		out = append(out,
			"dpkg -i ** "+dir+" **", "dpkg --install ** "+dir+" **",
			"apt ** install ** "+dir+" **", "apt-get ** install ** "+dir+" **", "apt ** reinstall ** "+dir+" **",
			"rpm ** "+dir+" **",
			"dnf ** install ** "+dir+" **", "yum ** install ** "+dir+" **", "yum ** localinstall ** "+dir+" **",
			"zypper ** in ** "+dir+" **", "zypper ** install ** "+dir+" **",
			"pacman -U ** "+dir+" **", "pacman --upgrade ** "+dir+" **",
			"snap ** install ** "+dir+" **",
		)
		for _, verb := range []string{"i", "install", "add", "isntall", "in", "ins", "inst", "insta", "instal"} {
			out = append(out, "npm ** "+verb+" -g ** "+dir+" **", "npm ** "+verb+" --global ** "+dir+" **")
		}
	}
	out = append(out, "[root-pkgfile] **", "[root-install] **", "mount ** [outside-workdir] **")
	for _, pkg := range machinePackages {
		out = append(out, "snap ** remove ** "+pkg+" **")
	}
	return out
}
