package patterns

// fetchRunnerPatterns are cmd.download-run's patterns for the runners
// that fetch their code by a name the registry does not hold (fx44e,
// rt42): jbang's catalog alias `ALIAS@CATALOG` (`jbang x@eve`, `jbang run
// x@eve`) runs a script named in github.com/eve/jbang-catalog, and a URL
// runs what it fetches, as `npx github:eve/x` does; `bun create OWNER/REPO`
// clones a GitHub repository as its template and installs it, running its
// scripts. A script on disk (`jbang hello.java`) and a template by name
// (`bun create vite`, `npm create vite@latest`, as `npx create-vite`) are
// left alone.
func fetchRunnerPatterns() []string {
	return append([]string{
		"jbang *@* **", "jbang run *@* **", "jbang [remote-code] **", "jbang run [remote-code] **",
		"bun create */* **", "bun c */* **", "bun create [remote-code] **",
	}, fetchBuildPatterns()...)
}

// fetchBuildPatterns are cmd.download-run's patterns for the builds whose
// context is fetched (fx58i, rt58 §8): an image build of a remote context
// (`docker build https://github.com/eve/x.git`, `URL#ref:dir`) runs the
// remote Dockerfile's RUN steps. `docker build .` is left alone.
func fetchBuildPatterns() []string {
	var out []string
	for _, b := range []string{"docker build", "docker image build", "docker buildx build", "docker builder build",
		"podman build", "podman image build", "buildah bud", "buildah build", "nerdctl build", "buildctl-daemonless.sh build"} {
		out = append(out, b+" ** [remote-code] **")
	}
	return out
}
