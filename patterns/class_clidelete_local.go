package patterns

import "strings"

// cliDeleteLocal reports whether [cli-delete] leaves program name to the
// other defaults: a program that works on this machine, or whose verbs
// the defaults judge one by one, where a destroying word after a noun is
// everyday work (`git stash drop`, `pip cache purge`, `k3d cluster
// delete`, `nix store delete`) or its own table's decision (`kubectl
// --context prod delete pod x`, whose option values hide the verb's
// place); the shells and interpreters, whose first operand is a script
// (`python3 tool.py users delete`); and the task runners, whose words are
// the project's recipes (`just db drop`, `task db:drop`, and go-task's
// binary under that name: `go-task destroy`, rt50 R050).
func cliDeleteLocal(name string) bool {
	if cliLocalPrograms.get()[name] || isInterpreter(name) || isShell(name) {
		return true
	}
	// python3.12, pip3, gradlew: a versioned or wrapped name of one
	return cliLocalPrograms.get()[strings.TrimRight(name, "0123456789.")] ||
		strings.HasSuffix(name, "w") && cliLocalPrograms.get()[strings.TrimSuffix(name, "w")]
}

// cliLocalPrograms are the programs cliDeleteLocal names, by kind.
var cliLocalPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, group := range []string{
		// version control, and the forges' and clusters' CLIs the verb
		// table judges verb by verb
		"git git-lfs hg jj sl svn gt stg git-town kubectl kubecolor oc k9s kubectx kubens helm",
		// package, language and version managers
		"npm npx yarn pnpm pnpx bun bunx deno corepack pip pipx pipenv poetry pdm uv uvx hatch rye conda mamba micromamba pixi " +
			"gem bundle bundler cargo rustup go composer mix rebar3 cabal stack ghcup opam dune nimble dotnet nuget swift " +
			"brew port apt apt-get aptitude dpkg dnf yum microdnf zypper pacman yay paru apk snap flatpak nix nix-env nix-store guix spack vcpkg conan " +
			"asdf mise rtx nvm fnm n volta pyenv rbenv goenv nodenv jenv sdk proto aqua",
		// task runners and build tools
		"make gmake just task go-task mage invoke inv nox tox rake earthly bazel bazelisk buck buck2 pants gradle mvn ant sbt lein clj " +
			"nx turbo lerna rush moon poe doit scons ninja meson cmake xcodebuild fastlane",
		// containers, VMs and clusters on this machine
		"docker docker-compose podman podman-compose nerdctl buildah ctr crictl lima limactl colima orb orbctl vagrant " +
			"kind minikube k3d k3s microk8s tilt",
		// this machine's own tools: sessions, services, secrets, notes
		"iptables ip6tables iptables-legacy iptables-nft nft ufw firewall-cmd ip tc " +
			"tmux screen systemctl journalctl launchctl defaults crontab pass gopass keyring trash trash-cli gio todo todo.sh nb jrnl buku " +
			"zoxide atuin direnv pre-commit ozdesk",
	} {
		for _, n := range strings.Fields(group) {
			m[n] = true
		}
	}
	return m
}}
