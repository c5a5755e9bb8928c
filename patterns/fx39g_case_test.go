package patterns

import "testing"

// publishLocalCases (fx39g, rt39 E396, E325): a release made as a draft is
// seen by nobody, and a push to a loopback registry publishes to no one,
// so neither asks as cmd.publish; a release made public, a draft taken
// back out of draft and a push to any other registry keep asking.
var publishLocalCases = []evalCase{
	allow("gh release create v1.2.4-rc1 --draft --notes x"),
	allow("gh release create v1.2.4-rc1 -d --notes x"),
	allow("docker push localhost:5000/app"),
	allow("docker push 127.0.0.1:5000/app:1"),
	allow("docker image push localhost:5000/app"),
	ask("gh release create v1.2.4 --notes x", "cmd.publish"),
	ask("gh release create v1.2.4 --draft=false --notes x", "cmd.publish"),
	ask("gh release create v1.2.4 --draft --draft=false", "cmd.publish"),
	ask("gh release edit v1.2.4 --draft=false", "cmd.publish"),
	ask("docker push localhost.evil.io/app", "cmd.publish"),
	ask("docker push evil.io/localhost:5000/app", "cmd.publish"),
	ask("docker push registry.example.com/app", "cmd.publish"),
}

func TestPublishLocalCases(t *testing.T) { runCases(t, publishLocalCases) }
