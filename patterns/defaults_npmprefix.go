package patterns

// npmPrefixPatterns are cmd.system's patterns for npm pointed at one of
// the machine's own trees (fx44e, rt42): `npm install --prefix /etc x`
// writes the package (and runs its install scripts' output) below /etc,
// and `npm config set prefix /usr` makes every later global install write
// /usr/lib/node_modules and /usr/bin. A tree is [system-tree]'s: /usr/local
// is not one (the conventional prefix of software installed by hand, as
// DEFAULTS.md leaves `make install PREFIX=/usr/local`), nor the home or the
// project. A prefix not known ("$P") is not taken to be one.
func npmPrefixPatterns() []string {
	var out []string
	for _, verb := range []string{"install", "i", "in", "ins", "inst", "insta", "instal", "isntall", "add",
		"ci", "clean-install", "update", "up", "upgrade", "link", "ln", "rebuild"} {
		out = append(out, "npm --prefix=[system-tree] ** "+verb+" **")
	}
	for _, set := range []string{"config set", "set"} {
		out = append(out, "npm ** "+set+" ** prefix [system-tree] **")
		for _, root := range []string{"/", "/usr", "/usr/", "/usr/bin*", "/usr/sbin*", "/usr/lib*", "/usr/share*",
			"/etc*", "/boot*", "/bin*", "/sbin*", "/lib*", "/var/lib*", "/opt", "/opt/"} {
			out = append(out, "npm ** "+set+" ** prefix="+root+" **")
		}
	}
	return out
}
