package patterns

import "testing"

// xargsEngineCases (fx18d3, rt18d leftover): containers and images that
// xargs gives docker rm and rmi are not named by the line, and ask as
// `docker rm -f $(docker ps -aq)` does; named ones stay quiet.
var xargsEngineCases = []evalCase{
	ask("docker ps -aq | xargs docker rm -f", "cmd.delete-outside"),
	ask("docker ps -aq | xargs -r docker container rm -f", "cmd.delete-outside"),
	ask("podman ps -aq | xargs podman rm -f", "cmd.delete-outside"),
	ask("docker images -q | xargs docker rmi -f", "cmd.delete-outside"),
	ask("docker images -q | xargs -I{} docker rmi {}", "cmd.delete-outside"),
	// fx47c: stopping every container is cmd.system's, as `docker stop
	// $(docker ps -q)` is since fx46b ([all-containers-fed]).
	ask("docker ps -aq | xargs docker stop", "cmd.system"),
	allow("echo web | xargs -I{} docker logs {}"),
	allow("docker rm -f web"),
	allow("docker ps -q | xargs docker inspect"),
}

func TestXargsEngineCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range xargsEngineCases {
		if v := pol.Explain(c.cmd, ctx, testNow); v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
