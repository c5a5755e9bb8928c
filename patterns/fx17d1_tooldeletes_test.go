package patterns

import "testing"

// toolDeleteCases (rt17d #2): tools' own delete verbs aimed at the home
// or outside the project ask as rm does; the same verbs on the
// project's own build output do not.
var toolDeleteCases = []evalCase{
	ask("cmake -E rm -rf ~", "cmd.delete-home"),
	ask("cmake -E remove_directory ~", "cmd.delete-home"),
	ask("cmake -E rm -f /srv/app/db.sqlite", "cmd.delete-outside"),
	ask("coreutils rm -rf ~", "cmd.delete-home"),
	ask("coreutils --coreutils-prog=rm -rf ~", "cmd.delete-home"), // fx42r3b peels --coreutils-prog
	ask("cargo clean --target-dir ~", "cmd.delete-home"),
	ask("CARGO_TARGET_DIR=~ cargo clean", "cmd.delete-home"),
	ask("cargo clean --target-dir=/srv/build", "cmd.delete-outside"),
	ask("GOMODCACHE=$HOME go clean -modcache", "cmd.delete-home"),
	ask("GOPATH=/srv/go go clean -modcache", "cmd.delete-outside"),
	ask("bazel --output_base=/home/op clean --expunge", "cmd.delete-home"),
	ask("bazel clean --expunge --output_base=/srv/cache", "cmd.delete-outside"),
	ask("mvn clean -Dproject.build.directory=/home/op", "cmd.delete-home"),
	ask("npx premove ~", "cmd.delete-home"),
	ask("bunx rimraf ~", "cmd.delete-home"),
	ask("podman unshare rm -rf ~", "cmd.delete-home"),
	ask("buildah unshare rm -rf ~", "cmd.delete-home"),
	allow("cmake -E rm -rf build"),
	allow("cmake -E make_directory build"),
	allow("cargo clean"),
	allow("cargo clean --target-dir target/other"),
	allow("go clean -cache"),
	allow("bazel clean --expunge"),
	allow("mvn clean package"),
	allow("npx premove dist"),
	allow("podman unshare ls"),
	allow("coreutils --help"),
}

func TestToolDeleteCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range toolDeleteCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
