package patterns

// supplyPatterns are cmd.download-run's patterns for code from the
// network installed or run by routes beside a script piped into a shell
// (rt14d finding 6): a signing key or a package source the system's
// package manager will trust from now on (`apt-key add`,
// `add-apt-repository`, `dnf config-manager --add-repo`, any write of a
// [pkg-trust] path: `gpg --dearmor -o /etc/apt/keyrings/x.gpg`, `tee
// /etc/apt/sources.list.d/x.list`); requirements and manifests read from
// a URL (`pip install -r URL`, `kubectl apply -f URL`, `-k URL`); charts
// fetched from a registry or a URL (`helm install x oci://…`); flakes run from a repository (`nix run github:o/r`); deno's
// npm: and jsr: specifiers run (`deno run -A npm:pkg`), and `go run
// PKG@VERSION`, which fetch and run a package at once.
func supplyPatterns() []string {
	out := []string{
		"apt-key add **", "apt-key adv **",
		"add-apt-repository **", "apt-add-repository **",
		"yum-config-manager --add-repo=* **", "dnf config-manager --add-repo=* **", "dnf config-manager addrepo **",
		"zypper ** addrepo **", "zypper ** ar **",
		"* ** > [pkg-trust]",
		"kubectl apply -k=[remote-code] **", "kubectl apply --kustomize=[remote-code] **",
		"kubectl apply -k=github.com/* **", "kubectl apply --kustomize=github.com/* **",
		"kubectl apply -k=gitlab.com/* **", "kubectl apply --kustomize=gitlab.com/* **",
		"nix ** run [remote-code] **", "nix ** shell [remote-code] **", "nix ** develop [remote-code] **",
		"nix ** profile install [remote-code] **", "nix-env ** -i [remote-code] **",
		"deno run ** npm:* **", "deno run ** jsr:* **", "deno npm:* **", "deno jsr:* **",
		"deno x ** npm:* **", "deno x ** jsr:* **",
		"go run *@* **",
	}
	for _, pip := range []string{"pip*", "python* -m=pip", "uv pip", "pipx"} {
		out = append(out, pip+" install -r=[remote-code] **", pip+" install --requirement=[remote-code] **",
			pip+" install -c=[remote-code] **", pip+" install --constraint=[remote-code] **")
	}
	for _, k := range []string{"kubectl", "kubecolor", "oc"} {
		for _, verb := range []string{"apply", "create", "replace"} {
			out = append(out, k+" "+verb+" -f=[remote-code] **", k+" "+verb+" --filename=[remote-code] **")
		}
	}
	for _, verb := range []string{"install", "upgrade"} {
		// The chart is the operand after the release's name.
		out = append(out, "helm "+verb+" * [remote-code] **")
	}
	return out
}

// supplyExcept are those programs' calls that trust nothing new: a
// source removed, help; and a package's registry entry read (`npm info`,
// whose verb the install patterns' `i*` would take for install: fx44r2,
// rt44 `echo react | xargs -n1 npm info`).
var supplyExcept = []string{
	"add-apt-repository -r **", "add-apt-repository --remove **", "add-apt-repository --help",
	"apt-add-repository -r **", "apt-add-repository --remove **", "apt-key list", "apt-key --help",
	"npm info **", "pnpm info **", "bun info **",
}
