package patterns

// remoteSourcePatterns (fx43d, rt42 #6) are cmd.download-run's programs
// that take the code they run from an option naming a remote source: a
// playbook repository ansible-pull clones and runs (`ansible-pull -U
// URL`), a Nix expression or search path fetched by URL (`nix-shell
// URL`, `nix-build URL`, `-I nixpkgs=URL`), an init script gradle runs
// before the build (`gradle -I URL`), a Guix revision built and run from
// another channel (`guix time-machine --url=URL -- …`), and a remote
// kustomization rendered into a cluster (`kustomize build
// github.com/o/r//dir | kubectl apply -f -`, as `kubectl apply -k
// github.com/o/r` already asks). The same sources on disk (`gradle -I
// init.gradle`, `nix-shell -p hello`, `kustomize build overlays/prod |
// kubectl apply -f -`) are the project's own and left alone, as a
// template fetched by cookiecutter asks and a local one does not.
func remoteSourcePatterns() []string {
	out := []string{
		"ansible-pull -U=[remote-code] **", "ansible-pull --url=[remote-code] **", "ansible-pull ** [remote-code] **",
		"guix time-machine --url=[remote-code] **",
	}
	for _, nix := range []string{"nix-shell", "nix-build", "nix-instantiate"} {
		out = append(out, nix+" -I=*=https://* **", nix+" -I=*=http://* **", nix+" -I=[remote-code] **",
			nix+" --include=*=https://* **", nix+" --include=*=http://* **", nix+" --include=[remote-code] **",
			nix+" ** [remote-code] **")
	}
	for _, g := range []string{"gradle", "gradlew"} {
		out = append(out, g+" -I=[remote-code] **", g+" --init-script=[remote-code] **")
	}
	// a remote kustomization piped, directly or through one filter, into
	// a program that takes manifests from standard input
	for _, build := range []string{"kustomize build", "kubectl kustomize", "oc kustomize", "kubecolor kustomize"} {
		for _, src := range []string{"[remote-code]", "github.com/*", "gitlab.com/*"} {
			out = append(out, build+" ** "+src+" ** | [stdin-code] **", build+" ** "+src+" ** | * ** | [stdin-code] **")
		}
	}
	return out
}
