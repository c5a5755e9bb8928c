package patterns

// netInstallPatterns are cmd.download-run's patterns for code installed
// from where it is fetched by verbs beside install and add (b7a, issue
// 7 #7), judged as `pip install git+https://…` is: an editable install
// of a repository (`pip install -e git+https://…`, `--editable`; the
// value of -e is the package, which ** alone skips as an option's);
// `deno install` of a URL (a command that runs the fetched code later);
// `cargo add --git`, whose build scripts the next build runs; helm's
// plugins installed from a URL (their install hooks run now); docker's
// plugins (a registry's image run as a privileged plugin of the engine,
// with the host's mounts and capabilities it asks for); gh's extensions
// from a repository (`gh extension install o/r`, not `.`); asdf's and
// mise's plugins from a URL; Homebrew's third-party taps ([brew-tap],
// fx37a: `brew install USER/TAP/NAME`, `--cask` too, taps and runs that
// repository's formula; `brew tap USER/REPO [URL]` clones one, whose
// formulae a later `brew install NAME` runs; a formula by URL). Registries' everyday installs are left
// alone as before (`deno install` of the project, `cargo add serde`,
// `helm plugin install ./dir`, `go install PKG@latest`).
func netInstallPatterns() []string {
	var out []string
	for _, pip := range []string{"pip*", "python* -m=pip", "uv pip"} {
		out = append(out, pip+" install -e=[remote-code] **", pip+" install --editable=[remote-code] **")
	}
	out = append(out,
		"deno install ** [remote-code] **", "deno i ** [remote-code] **",
		"cargo add --git=* **",
		"helm plugin install [remote-code] **", "helm plugin add [remote-code] **",
		"docker plugin install **", "docker plugin upgrade **",
		"asdf plugin add * [remote-code] **", "asdf plugin-add * [remote-code] **",
		"mise plugins install * [remote-code] **", "mise plugin install * [remote-code] **",
		"mise plugins add * [remote-code] **", "mise plugin add * [remote-code] **",
	)
	for _, verb := range []string{"install", "reinstall", "upgrade", "tap"} {
		out = append(out, "brew "+verb+" ** [brew-tap] **", "brew "+verb+" ** [remote-code] **")
	}
	out = append(out, "pre-commit try-repo ** [remote-code] **", "pre-commit try-repo [outside-workdir] **")
	for _, ext := range []string{"extension", "extensions", "ext"} {
		out = append(out, "gh "+ext+" install [repo-spec] **", "gh "+ext+" install [remote-code] **")
	}
	return out
}
